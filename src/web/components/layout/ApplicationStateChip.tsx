import { Chip } from '@mui/material';
import type { ApplicationState } from '#shared/request-states';

const COLOURS = {
  applied: 'info',
  selected: 'success',
  not_selected: 'default',
  withdrawn: 'default',
  request_cancelled: 'warning',
} as const satisfies Record<ApplicationState, string>;

/**
 * An application's state, coloured the same for the agency and the organisation. The label
 * comes from the caller: each side's catalogue names the states in its own part.
 */
export function ApplicationStateChip({ state, label }: { state: ApplicationState; label: string }) {
  return (
    <Chip
      size="small"
      color={COLOURS[state]}
      variant={state === 'withdrawn' ? 'outlined' : 'filled'}
      label={label}
      sx={{ fontWeight: 600 }}
    />
  );
}
