import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AuegStatus, AuegWarning } from '#shared/contracts/aueg';
import { formatCalendarDay } from '#shared/format';
import { useLanguage } from '#web/i18n/useLanguage';

const WARNING_COLOURS: Record<AuegWarning, 'error' | 'warning' | 'info'> = {
  limit_passed: 'error',
  limit_soon: 'warning',
  equal_pay: 'info',
  equal_pay_soon: 'warning',
};

/**
 * An agency applicant's months at this clinic under the Staff Leasing Act: months
 * worked, the day equal pay is due and the last allowed day, with badges for the request's shifts.
 */
export function AuegSummary({ status }: { status: AuegStatus }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const day = (value: string) => formatCalendarDay(value, lang);
  return (
    <Box sx={{ mt: 1 }} aria-label={t('applicants.aueg.label')} role="group">
      <Typography variant="body2">
        {[
          t('applicants.aueg.months', { count: status.monthsWorked, since: day(status.since) }),
          t('applicants.aueg.equalPayFrom', { date: day(status.equalPayFrom) }),
          t('applicants.aueg.lastAllowedDay', { date: day(status.lastAllowedDay) }),
        ].join(' · ')}
      </Typography>
      {status.warnings.length > 0 ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}>
          {status.warnings.map((warning) => (
            <Chip
              key={warning}
              size="small"
              variant="outlined"
              color={WARNING_COLOURS[warning]}
              label={t(`applicants.aueg.warnings.${warning}`, {
                date: day(
                  warning.startsWith('limit') ? status.lastAllowedDay : status.equalPayFrom,
                ),
              })}
            />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
