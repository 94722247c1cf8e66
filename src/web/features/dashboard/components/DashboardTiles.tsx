import type { ElementType } from 'react';
import { Box, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EuroIcon from '@mui/icons-material/Euro';
import BadgeIcon from '@mui/icons-material/Badge';
import PeopleIcon from '@mui/icons-material/People';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BusinessIcon from '@mui/icons-material/Business';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '#shared/contracts/dashboard';
import { QueryState } from '#web/components/query-state/QueryState';
import { useLanguage } from '#web/i18n/useLanguage';
import { useAdminDashboard } from '../api';
import { formatCount, formatEuro } from '../format';
import { IconBadge } from '#web/components/layout/IconBadge';

type Tile = {
  key: Exclude<keyof Dashboard, 'commission'>;
  icon: ElementType;
  money?: boolean;
  /** A line under the figure saying what it counts (adminDashboard.tileHints). */
  hint?: boolean;
};

/** The eight tiles of spec 000 ("Dashboard"), in its order. */
const TILES: Tile[] = [
  { key: 'postedJobs', icon: WorkOutlineIcon },
  { key: 'fulfilledJobs', icon: TaskAltIcon },
  { key: 'visitors', icon: VisibilityIcon },
  { key: 'totalEarnings', icon: EuroIcon, money: true, hint: true },
  { key: 'internalUsers', icon: BadgeIcon },
  { key: 'externalUsers', icon: PeopleIcon },
  { key: 'organisations', icon: ApartmentIcon },
  { key: 'agencies', icon: BusinessIcon },
];

/**
 * The administrator's key figures. While they load, the same grid stands in with skeletons, so
 * the page does not jump; the busy region carries the grid's name ("Key figures"), which the
 * admin journey waits on.
 */
export function DashboardTiles() {
  const { t } = useTranslation();
  const dashboard = useAdminDashboard();
  return (
    <QueryState
      query={dashboard}
      loading={{ placeholder: <TileGrid />, label: t('adminDashboard.tilesLabel') }}
    >
      {(data) => <TileGrid data={data} label={t('adminDashboard.tilesLabel')} />}
    </QueryState>
  );
}

/** The tiles; without `data` each value is a skeleton. */
function TileGrid({ data, label }: { data?: Dashboard; label?: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Grid
      container
      spacing={2.5}
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {TILES.map(({ key, icon: Icon, money, hint }) => {
        const value = data?.[key];
        return (
          <Grid key={key} size={{ xs: 12, sm: 6, lg: 3 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center' }}>
                <IconBadge size={48}>{<Icon />}</IconBadge>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" color="text.secondary" component="h2">
                    {t(`adminDashboard.tiles.${key}`)}
                  </Typography>
                  <Typography
                    variant="h5"
                    component="p"
                    sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
                  >
                    {value === undefined ? (
                      <Skeleton width={90} />
                    ) : money ? (
                      formatEuro(value, lang)
                    ) : (
                      formatCount(value, lang)
                    )}
                  </Typography>
                  {hint && (
                    <Typography variant="caption" color="text.secondary" component="p">
                      {t(`adminDashboard.tileHints.${key}`)}
                    </Typography>
                  )}
                </Box>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
