import type { ReactNode } from 'react';
import { Box, Chip, Skeleton, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { PromiseReport } from '#shared/contracts/reports';
import { SectionCard } from '#web/components/layout/SectionCard';
import { QueryState } from '#web/components/query-state/QueryState';
import { useLanguage } from '#web/i18n/useLanguage';
import { usePromiseReport, type ReportFilter } from '../api';
import { formatMinutes, formatMonths, formatShare } from '../promise-format';

/** Kept, not yet, or not measurable: said in words and with an icon, the colour only repeats it. */
function Mark({ kept, label }: { kept: boolean | null; label?: string }) {
  const { t } = useTranslation();
  const state = kept === null ? 'none' : kept ? 'kept' : 'notYet';
  const icon = {
    kept: <CheckCircleIcon />,
    notYet: <HourglassEmptyIcon />,
    none: <RemoveCircleOutlineIcon />,
  }[state];
  const color = ({ kept: 'success', notYet: 'warning', none: 'default' } as const)[state];
  return (
    <Chip
      icon={icon}
      color={color}
      variant="outlined"
      label={label ?? t(`reports.promise.mark.${state}`)}
      sx={{
        alignSelf: 'flex-start',
        height: 'auto',
        minHeight: 32,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
      }}
    />
  );
}

function Claim({
  id,
  title,
  figure,
  children,
}: {
  id: string;
  title: string;
  figure: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ flex: 1, minWidth: 0 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="h5" component="p" sx={{ my: 0.5 }}>
        {figure}
      </Typography>
      <Stack spacing={1}>{children}</Stack>
    </Box>
  );
}

function PromiseFigures({ report }: { report: PromiseReport }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { timeToFill: fill, externalShare: external } = report;
  const minutes = (value: number) => formatMinutes(value, t, lang);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Claim
        id="promise-time-to-fill"
        title={t('reports.promise.timeToFill.title')}
        figure={
          fill.medianMinutes === null ? t('reports.promise.noValue') : minutes(fill.medianMinutes)
        }
      >
        <Typography variant="body2" color="text.secondary">
          {fill.medianMinutes === null
            ? t('reports.promise.nothingFilled')
            : t('reports.promise.timeToFill.filled', { count: fill.filled })}
        </Typography>
        <Typography variant="body2">
          {t('reports.promise.timeToFill.claim', {
            promised: minutes(fill.promisedMinutes),
            before: minutes(fill.beforeMinutes),
          })}
        </Typography>
        <Mark kept={fill.kept} />
        {fill.fasterThanBefore !== null ? (
          <Mark
            kept={fill.fasterThanBefore}
            label={t(
              `reports.promise.timeToFill.${fill.fasterThanBefore ? 'faster' : 'notFaster'}`,
              {
                before: minutes(fill.beforeMinutes),
              },
            )}
          />
        ) : null}
      </Claim>
      <Claim
        id="promise-external-share"
        title={t('reports.promise.external.title')}
        figure={
          external.share === null ? t('reports.promise.noValue') : formatShare(external.share, lang)
        }
      >
        <Typography variant="body2" color="text.secondary">
          {external.share === null
            ? t('reports.promise.nothingFilled')
            : t('reports.promise.external.ofFills', {
                agencies: external.agencies,
                count: external.filled,
              })}
        </Typography>
        <Typography variant="body2">
          {external.baseline === null
            ? t('reports.promise.external.noBaseline')
            : external.baseline.share === null
              ? t('reports.promise.external.baselineUnfilled', {
                  months: formatMonths(external.baseline.months, lang),
                })
              : t('reports.promise.external.baseline', {
                  months: formatMonths(external.baseline.months, lang),
                  share: formatShare(external.baseline.share, lang),
                  agencies: external.baseline.agencies,
                  count: external.baseline.filled,
                })}
        </Typography>
        {external.target !== null ? (
          <Typography variant="body2">
            {t('reports.promise.external.target', {
              reduction: formatShare(external.promisedReduction, lang),
              target: formatShare(external.target, lang),
            })}
          </Typography>
        ) : null}
        <Mark kept={external.kept} />
      </Claim>
    </Stack>
  );
}

/**
 * "Promise kept?": the period's median time to fill against the spec's 2 hours and 5 minutes, and
 * the agencies' share of the fills against the scope's first three months. It takes
 * the page's report filter, as the sections do.
 */
export function PromisePanel({ filter }: { filter: ReportFilter }) {
  const { t } = useTranslation();
  const report = usePromiseReport(filter);
  return (
    <SectionCard
      id="promise-title"
      title={t('reports.promise.title')}
      intro={t('reports.promise.intro')}
    >
      {report.isSuccess ? (
        <PromiseFigures report={report.data} />
      ) : (
        <QueryState
          query={report}
          loading={{
            label: t('reports.promise.loading'),
            placeholder: <Skeleton variant="rounded" height={160} />,
          }}
        />
      )}
    </SectionCard>
  );
}
