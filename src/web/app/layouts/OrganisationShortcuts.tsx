import { Box, Button, IconButton, Tooltip } from '@mui/material';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '#shared/permissions';
import type { Role } from '#shared/role-names';
import { useLanguage } from '#web/i18n/useLanguage';
import { paths } from '#web/lib/paths';

/**
 * The organisation top bar's shortcuts (spec 001 section 2): the service calendar and posting a
 * request (jobUpload). Labelled buttons from lg up, icons on smaller screens. The language menu
 * and the exit (sign-out) button are the layout's own.
 */
export function OrganisationShortcuts({ role }: { role: Role }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (!can({ role }, 'hospital.view')) return null;
  const links = [
    {
      id: 'calendar',
      label: t('nav.calendar'),
      to: paths.orgCalendar(lang),
      icon: <CalendarMonthIcon />,
      show: true,
    },
    {
      id: 'post',
      label: t('nav.postJob'),
      to: paths.orgJobUpload(lang),
      icon: <AddCircleIcon />,
      show: can({ role }, 'job.post'),
    },
  ].filter((link) => link.show);
  return (
    <Box
      component="nav"
      aria-label={t('requests.topBar.label')}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mr: { xs: 0, lg: 1 } }}
    >
      {links.map((link) => (
        <Box key={link.id} sx={{ display: 'contents' }}>
          <Button
            component={RouterLink}
            to={link.to}
            color="inherit"
            startIcon={link.icon}
            sx={{
              display: { xs: 'none', lg: 'inline-flex' },
              fontWeight: 600,
              whiteSpace: 'nowrap',
            }}
          >
            {link.label}
          </Button>
          <Tooltip title={link.label}>
            <IconButton
              component={RouterLink}
              to={link.to}
              aria-label={link.label}
              sx={{ display: { xs: 'inline-flex', lg: 'none' } }}
            >
              {link.icon}
            </IconButton>
          </Tooltip>
        </Box>
      ))}
    </Box>
  );
}
