import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '#shared/contracts/engine';
import type { Role } from '#shared/role-names';
import { visuallyHidden } from '#web/components/layout/visually-hidden';
import { useLanguage } from '#web/i18n/useLanguage';
import { formatShiftMoment } from '#web/lib/shift-time';
import { useMarkRead, useNotifications } from '../api';
import { notificationHref, notificationLine, relativeTime } from '../live';
import { useNotificationStream } from '../useNotificationStream';

/** The top bar's bell: unread badge, the newest notifications, live over server-sent events. */
export function NotificationBell({ role }: { role: Role }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const notifications = useNotifications();
  const markRead = useMarkRead();
  useNotificationStream(true);

  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];
  const label =
    unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  const now = new Date();

  const text = (item: AppNotification) => notificationLine(t, item, lang);
  const open = (item: AppNotification) => {
    if (!item.readAt) markRead.mutate([item._id]);
    setAnchor(null);
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {/* No badge at 0: its hidden "0" would be text the button's name does not hold. */}
          {unread > 0 ? (
            <Badge badgeContent={unread} color="error" max={99}>
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsNoneIcon />
          )}
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': t('notifications.title'),
            sx: {
              width: 'min(400px, calc(100vw - 16px))',
              maxHeight: 'min(560px, calc(100vh - 80px))',
            },
          },
        }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ px: 2, py: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Typography variant="h6" component="h2">
            {t('notifications.title')}
          </Typography>
          <Button
            size="small"
            onClick={() => markRead.mutate(undefined)}
            disabled={unread === 0}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('notifications.markAllRead')}
          </Button>
        </Stack>
        <Divider />
        {items.length === 0 ? (
          <Box sx={{ px: 2, py: 4, textAlign: 'center' }}>
            <Typography color="text.secondary">
              {notifications.isLoading ? t('layout.loading') : t('notifications.empty')}
            </Typography>
          </Box>
        ) : (
          <List dense disablePadding aria-label={t('notifications.title')}>
            {items.map((item) => {
              const href = notificationHref(lang, role, item);
              const when =
                relativeTime(new Date(item.createdAt), now, lang) ?? t('notifications.justNow');
              const content = (
                <>
                  <Box
                    aria-hidden
                    sx={{
                      width: 8,
                      height: 8,
                      mt: 1,
                      mr: 1.5,
                      flexShrink: 0,
                      borderRadius: '50%',
                      bgcolor: item.readAt || item.settled ? 'transparent' : 'primary.main',
                    }}
                  />
                  <ListItemText
                    primary={
                      <>
                        {/* Said, not shown (the dot shows it): the name starts with the visible text. */}
                        {item.readAt || item.settled ? null : (
                          <Box
                            component="span"
                            sx={visuallyHidden}
                          >{`${t('notifications.unread')}: `}</Box>
                        )}
                        {text(item)}
                      </>
                    }
                    secondary={
                      <time
                        dateTime={item.createdAt}
                        title={formatShiftMoment(Date.parse(item.createdAt), lang)}
                      >
                        {when}
                      </time>
                    }
                    slotProps={{
                      primary: { sx: { fontWeight: item.readAt || item.settled ? 400 : 600 } },
                    }}
                  />
                </>
              );
              const common = {
                divider: true,
                alignItems: 'flex-start' as const,
                onClick: () => open(item),
              };
              // A list holds only <li>: each entry in its own item (WCAG 1.3.1).
              return (
                <ListItem key={item._id} disablePadding sx={{ display: 'block' }}>
                  {href ? (
                    <ListItemButton component={RouterLink} to={href} {...common}>
                      {content}
                    </ListItemButton>
                  ) : (
                    <ListItemButton {...common}>{content}</ListItemButton>
                  )}
                </ListItem>
              );
            })}
          </List>
        )}
      </Popover>
    </>
  );
}
