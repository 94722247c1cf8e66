import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ApplicationState } from '#shared/request-states';

const COLOURS = {
  applied: 'info',
  selected: 'success',
  not_selected: 'default',
  withdrawn: 'default',
  request_cancelled: 'warning',
} as const satisfies Record<ApplicationState, string>;

/** An application's state: applied, selected, not selected, withdrawn, request cancelled. */
export function ApplicantStateChip({ state }: { state: ApplicationState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLOURS[state]}
      label={t(`requests.applicantStates.${state}`)}
      sx={{ fontWeight: 600 }}
    />
  );
}
