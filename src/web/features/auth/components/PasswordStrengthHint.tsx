import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '#shared/validation';

const levels = { weak: 1, medium: 2, strong: 3 } as const;
const colors = { weak: 'error.main', medium: 'warning.main', strong: 'success.main' } as const;

/** A hint, never a block (spec 001 section 5): up to 6 weak, 7 to 10 medium, more strong. */
export function PasswordStrengthHint({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  if (!password) return null;
  const strength = passwordStrength(password);
  const level = levels[strength];
  return (
    <Box id={id} aria-live="polite" sx={{ mt: 1 }}>
      <Stack direction="row" spacing={0.75} aria-hidden="true" sx={{ mb: 0.75 }}>
        {[1, 2, 3].map((step) => (
          <Box
            key={step}
            sx={{
              flex: 1,
              height: 5,
              borderRadius: 3,
              bgcolor: step <= level ? colors[strength] : 'action.hover',
              transition: 'background-color 160ms',
            }}
          />
        ))}
      </Stack>
      <Typography variant="caption" sx={{ color: colors[strength], fontWeight: 600 }}>
        {t(`auth.passwordStrength.${strength}`)}
      </Typography>
    </Box>
  );
}
