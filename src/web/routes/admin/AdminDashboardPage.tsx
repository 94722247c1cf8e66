import type { ElementType } from 'react';
import { Alert, Box, Button, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EuroIcon from '@mui/icons-material/Euro';
import BadgeIcon from '@mui/icons-material/Badge';
import PeopleIcon from '@mui/icons-material/People';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BusinessIcon from '@mui/icons-material/Business';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '#shared/contracts/admin';
import { PageHeader } from '#web/components/layout/PageHeader';
import { usePageTitle } from '#web/components/layout/usePageTitle';
import { useAdminDashboard } from '#web/features/dashboard/api';
import { formatCount, formatEuro, formatToday } from '#web/features/dashboard/format';
import { useSession } from '#web/features/auth/api';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';

type Tile = { key: keyof Dashboard; icon: ElementType; money?: boolean };

/** The eight tiles of spec 000 ("Dashboard"), in its order. */
const TILES: Tile[] = [
  { key: 'postedJobs', icon: WorkOutlineIcon },
  { key: 'fulfilledJobs', icon: TaskAltIcon },
  { key: 'visitors', icon: VisibilityIcon },
  { key: 'totalEarnings', icon: EuroIcon, money: true },
  { key: 'internalUsers', icon: BadgeIcon },
  { key: 'externalUsers', icon: PeopleIcon },
  { key: 'organisations', icon: ApartmentIcon },
  { key: 'agencies', icon: BusinessIcon },
];

export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { me } = useSession();
  const dashboard = useAdminDashboard();
  usePageTitle(t('adminDashboard.title'));

  return (
    <>
      <PageHeader
        title={t('adminDashboard.title')}
        subtitle={t('adminDashboard.welcome', {
          name: me?.firstName ?? '',
          date: formatToday(lang),
        })}
      />
      {dashboard.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" onClick={() => void dashboard.refetch()}>
              {t('adminDashboard.retry')}
            </Button>
          }
        >
          {apiErrorText(t, dashboard.error)}
        </Alert>
      ) : null}
      <Grid
        container
        spacing={2.5}
        component="ul"
        aria-label={t('adminDashboard.tilesLabel')}
        aria-busy={dashboard.isPending}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {TILES.map(({ key, icon: Icon, money }) => {
          const value = dashboard.data?.[key];
          return (
            <Grid key={key} size={{ xs: 12, sm: 6, lg: 3 }} component="li">
              <Card sx={{ height: '100%' }}>
                <CardContent sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center' }}>
                  <Box
                    aria-hidden="true"
                    sx={(theme) => ({
                      width: 48,
                      height: 48,
                      flexShrink: 0,
                      borderRadius: 2.5,
                      display: 'grid',
                      placeItems: 'center',
                      color: 'primary.main',
                      bgcolor: `${theme.palette.primary.main}1a`,
                    })}
                  >
                    <Icon />
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      component="h2"
                    >
                      {t(`adminDashboard.tiles.${key}`)}
                    </Typography>
                    <Typography
                      variant="h5"
                      component="p"
                      sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
                    >
                      {value === undefined ? (
                        dashboard.isPending ? (
                          <Skeleton width={90} role="progressbar" aria-label={t('adminDashboard.loading')} />
                        ) : (
                          '–'
                        )
                      ) : money ? (
                        formatEuro(value, lang)
                      ) : (
                        formatCount(value, lang)
                      )}
                    </Typography>
                  </Box>
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </>
  );
}
