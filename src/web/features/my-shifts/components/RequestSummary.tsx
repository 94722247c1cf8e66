import { Box, Stack, Typography } from '@mui/material';
import ApartmentIcon from '@mui/icons-material/Apartment';
import EventIcon from '@mui/icons-material/Event';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/i18n/useLanguage';
import { formatShiftRange } from '#web/lib/shift-time';

export interface SummaryRequest {
  title: string;
  organisationName: string;
  /** Shown on the organisation's clock; Berlin where the API does not say (answer links). */
  organisationTimeZone?: string;
  departmentName: string | null;
  dates: { startDate: number; endDate: number }[];
}

/** Title, where (department, organisation) and every date of a request, readable on a phone. */
export function RequestSummary({
  request,
  titleComponent = 'h3',
}: {
  request: SummaryRequest;
  titleComponent?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dates = [...request.dates].sort((a, b) => a.startDate - b.startDate);
  return (
    <Stack spacing={0.75}>
      <Typography
        variant="h6"
        component={titleComponent}
        sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}
      >
        {request.title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
        <ApartmentIcon fontSize="small" aria-hidden="true" sx={{ mt: '2px' }} />
        <Typography variant="body2">
          {[request.departmentName, request.organisationName].filter(Boolean).join(', ')}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <EventIcon
          fontSize="small"
          aria-hidden="true"
          sx={{ mt: '2px', color: 'text.secondary' }}
        />
        <Box
          component="ul"
          aria-label={t('myShifts.dates')}
          sx={{ listStyle: 'none', m: 0, p: 0, fontVariantNumeric: 'tabular-nums' }}
        >
          {dates.map((date) => (
            <Typography component="li" variant="body2" key={`${date.startDate}-${date.endDate}`}>
              {formatShiftRange(date.startDate, date.endDate, lang, request.organisationTimeZone)}
            </Typography>
          ))}
        </Box>
      </Stack>
    </Stack>
  );
}
