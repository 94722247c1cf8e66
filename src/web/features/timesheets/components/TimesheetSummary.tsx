import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Timesheet } from '#shared/contracts/timesheets';
import { formatDateRange, formatDecimal } from '#shared/format';
import { SURCHARGE_BANDS } from '#shared/surcharges';
import { useLanguage } from '#web/i18n/useLanguage';
import { splitMinutes } from '../timesheet-helpers';

const STATE_COLOUR = {
  awaiting_worker: 'warning',
  submitted: 'info',
  approved: 'success',
  corrected: 'success',
} as const;

/** A shift still to come (or running): nobody can confirm or correct its hours yet. */
export function notOverYet(timesheet: Pick<Timesheet, 'state' | 'booked'>, now = Date.now()) {
  return timesheet.state === 'awaiting_worker' && Date.parse(timesheet.booked.end) > now;
}

/** What a timesheet says: request, person, booked and confirmed times, state and warnings. */
export function TimesheetSummary({
  timesheet,
  showPerson,
}: {
  timesheet: Timesheet;
  showPerson?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const zone = timesheet.organisationTimeZone;
  const bands = timesheet.surchargeMinutes;
  // The bands the organisation bills, in hours as its invoice counts them.
  const bandsText = bands
    ? SURCHARGE_BANDS.filter((band) => bands[band] > 0)
        .map(
          (band) => `${t(`timesheets.bands.${band}`)} ${formatDecimal(bands[band] / 60, lang)} h`,
        )
        .join(', ')
    : '';
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {timesheet.title}
        </Typography>
        {notOverYet(timesheet) ? (
          <Chip size="small" variant="outlined" label={t('timesheets.state.notOverYet')} />
        ) : (
          <Chip
            size="small"
            color={STATE_COLOUR[timesheet.state]}
            label={t(`timesheets.state.${timesheet.state}`)}
          />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {[
          showPerson ? timesheet.person.name : null,
          timesheet.organisationName,
          timesheet.departmentName,
          timesheet.agency?.name,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Typography variant="body2">
        {t('timesheets.booked', {
          range: formatDateRange(timesheet.booked.start, timesheet.booked.end, lang, zone),
        })}
      </Typography>
      {timesheet.actual && (
        <Typography variant="body2">
          {t('timesheets.actual', {
            range: formatDateRange(timesheet.actual.start, timesheet.actual.end, lang, zone),
            breakMinutes: timesheet.actual.breakMinutes,
          })}
          {timesheet.workedMinutes !== null &&
            ` · ${t('timesheets.worked', splitMinutes(timesheet.workedMinutes))}`}
        </Typography>
      )}
      {bandsText && (
        <Typography variant="body2">{t('timesheets.surcharges', { bands: bandsText })}</Typography>
      )}
      {timesheet.correctionReason && (
        <Typography variant="body2">
          {t('timesheets.reason', { reason: timesheet.correctionReason })}
        </Typography>
      )}
      {timesheet.warnings.length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {timesheet.warnings.map((warning) => (
            <Typography component="li" variant="body2" color="warning.dark" key={warning}>
              {t(`timesheets.warnings.${warning}`)}
            </Typography>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
