import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Fairness, WorkingTimeCheckView } from '#shared/contracts/working-time';

/** "Last 4 weeks: asked for 3 shifts, took 1 shift" — the same line a pool member sees on My shifts. */
export function FairnessLine({ fairness }: { fairness: Fairness }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      {t('fairness.figures', {
        asked: t('fairness.shifts', { count: fairness.asked }),
        taken: t('fairness.shifts', { count: fairness.taken }),
      })}
    </Typography>
  );
}

/**
 * What the Working Hours Act says about booking this person: hard limits (cannot be booked) in
 * red, warnings (a reason is needed) in amber. Nothing when the check is clear.
 */
export function WorkingTimeNotes({ check }: { check: WorkingTimeCheckView | null }) {
  const { t } = useTranslation();
  if (!check || (check.refusals.length === 0 && check.warnings.length === 0)) return null;
  const refused = check.refusals.length > 0;
  const rules = refused ? check.refusals : check.warnings;
  return (
    <Alert severity={refused ? 'error' : 'warning'} sx={{ mt: 1 }}>
      <AlertTitle>
        {t(refused ? 'workingTime.refusedTitle' : 'workingTime.warningsTitle')}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {rules.map((rule) => (
          <li key={rule}>{t(`workingTime.rules.${rule}`)}</li>
        ))}
      </Box>
    </Alert>
  );
}
