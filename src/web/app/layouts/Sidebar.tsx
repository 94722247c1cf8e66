import { useState } from 'react';
import {
  Avatar,
  Box,
  Button,
  Chip,
  Collapse,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '#shared/contracts/auth';
import { Brand } from '#web/components/layout/Brand';
import { useLanguage } from '#web/i18n/useLanguage';
import { activeEntryId, groupContaining, navigationFor } from '../navigation';
import type { NavEntry } from '../navigation';
import { paths, segmentOfPath } from '#web/lib/paths';
import { SUPPORT_EMAIL } from '#web/lib/config';

function initials(me: Me): string {
  return `${me.firstName.charAt(0)}${me.lastName.charAt(0)}`.toUpperCase() || '?';
}

const itemSx = {
  borderRadius: 2,
  mx: 1.5,
  my: 0.25,
  color: 'inherit',
  '& .MuiListItemIcon-root': { color: 'inherit', opacity: 0.85, minWidth: 36 },
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'rgba(255,255,255,0.16)' },
  '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
} as const;

function Badge({ value }: { value: NavEntry['badge'] }) {
  if (value === undefined || value === '') return null;
  return <Chip label={value} size="small" color="secondary" sx={{ height: 20, fontSize: 12 }} />;
}

/** An entry's icon, label and count, inside its link or its group's button. */
function EntryContent({ entry }: { entry: NavEntry }) {
  const { t } = useTranslation();
  const Icon = entry.icon;
  return (
    <>
      {Icon ? (
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
      ) : null}
      <ListItemText primary={t(entry.labelKey)} />
      <Badge value={entry.badge} />
    </>
  );
}

/** Sidebar content: brand, user, one route list filtered by role, Need Help. */
export function Sidebar({ me, onNavigate }: { me: Me; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { pathname } = useLocation();
  const current = segmentOfPath(pathname);
  const entries = navigationFor(me.role);
  const activeId = activeEntryId(entries, current);
  const [openGroup, setOpenGroup] = useState<string | undefined>(() =>
    groupContaining(entries, current),
  );
  const highlighted = entries.filter((entry) => entry.highlight && !entry.children);
  const listed = entries.filter((entry) => !entry.highlight || entry.children);
  const userHome = paths.homeForRole(lang, me.role);

  const link = (entry: NavEntry, nested = false) => {
    // Each link in its own list item: a list holds only <li> (WCAG 1.3.1).
    return (
      <ListItem key={entry.id} disablePadding sx={{ display: 'block' }}>
        <ListItemButton
          component={RouterLink}
          to={paths.inLanguage(lang, entry.segment)}
          selected={entry.id === activeId}
          aria-current={entry.id === activeId ? 'page' : undefined}
          onClick={onNavigate}
          sx={{ ...itemSx, pl: nested ? 6.5 : 2 }}
        >
          <EntryContent entry={entry} />
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'sidebar.background',
        color: 'sidebar.text',
      }}
    >
      <Box sx={{ px: 2.5, py: 2.25 }}>
        <Brand to={userHome} inverted compact />
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)' }} />
      <Box
        component={RouterLink}
        to={userHome}
        onClick={onNavigate}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2.5,
          py: 2,
          color: 'inherit',
          textDecoration: 'none',
          '&:hover': { bgcolor: 'rgba(255,255,255,0.06)' },
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'common.white',
            outlineOffset: -2,
          },
        }}
      >
        <Avatar
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 40, height: 40 }}
        >
          {initials(me)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {me.firstName} {me.lastName}
          </Typography>
          <Typography variant="caption" sx={{ opacity: 0.75 }} noWrap component="p">
            {t(`roles.${me.role}`)}
          </Typography>
        </Box>
      </Box>
      {highlighted.length > 0 ? (
        <Box sx={{ px: 2, pb: 1.5 }}>
          {highlighted.map((entry) => {
            const Icon = entry.icon;
            return (
              <Button
                key={entry.id}
                component={RouterLink}
                to={paths.inLanguage(lang, entry.segment)}
                onClick={onNavigate}
                variant="contained"
                color="secondary"
                fullWidth
                startIcon={Icon ? <Icon /> : undefined}
                aria-current={entry.id === activeId ? 'page' : undefined}
              >
                {t(entry.labelKey)}
              </Button>
            );
          })}
        </Box>
      ) : null}
      <Box component="nav" aria-label={t('nav.label')} sx={{ flexGrow: 1, overflowY: 'auto' }}>
        <List disablePadding>
          {listed.map((entry) => {
            if (!entry.children) return link(entry);
            const open = openGroup === entry.id;
            const groupId = `nav-group-${entry.id}`;
            return (
              <ListItem key={entry.id} disablePadding sx={{ display: 'block' }}>
                <ListItemButton
                  sx={itemSx}
                  onClick={() => setOpenGroup(open ? undefined : entry.id)}
                  aria-expanded={open}
                  aria-controls={groupId}
                >
                  <EntryContent entry={entry} />
                  {open ? <ExpandLess /> : <ExpandMore />}
                </ListItemButton>
                <Collapse in={open} timeout="auto" unmountOnExit id={groupId}>
                  <List disablePadding>{entry.children.map((child) => link(child, true))}</List>
                </Collapse>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)' }} />
      <List disablePadding sx={{ py: 1 }}>
        <ListItem disablePadding sx={{ display: 'block' }}>
          <ListItemButton component="a" href={`mailto:${SUPPORT_EMAIL}`} sx={itemSx}>
            <ListItemIcon>
              <HelpOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={t('nav.needHelp')}
              secondary={SUPPORT_EMAIL}
              slotProps={{
                secondary: { sx: { color: 'inherit', opacity: 0.7, fontSize: 12 }, noWrap: true },
              }}
            />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
