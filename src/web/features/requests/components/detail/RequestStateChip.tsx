import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { REQUEST_STATE_COLOURS, colourOfState } from '#shared/request-states';
import type { RequestState } from '#shared/request-states';

/** The request's state filled with its calendar colour (open red, filled green, other orange). */
export function RequestStateChip({ state }: { state: RequestState }) {
  const { t } = useTranslation();
  return (
    <Chip
      label={t(`requests.states.${state}`)}
      sx={{
        bgcolor: REQUEST_STATE_COLOURS[colourOfState(state)],
        // The three colours are light: dark text reads on all of them.
        color: 'rgba(0, 0, 0, 0.87)',
        fontWeight: 600,
        maxWidth: '100%',
      }}
    />
  );
}
