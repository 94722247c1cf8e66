import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Link,
  Typography,
} from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { Trans } from 'react-i18next';
import { useFieldErrorText } from '#web/components/form/FormMessage';
import { useLanguage } from '#web/i18n/useLanguage';
import { paths } from '#web/lib/paths';

/**
 * "I accept the terms and the privacy policy", both linked (opening beside the form): the box a
 * new account ticks, at sign-up and when accepting an invitation (the server records the versions accepted).
 */
export function TermsCheckbox<V extends FieldValues>({
  control,
  name,
}: {
  control: Control<V>;
  name: FieldPath<V>;
}) {
  const lang = useLanguage();
  const fieldError = useFieldErrorText();
  const document = (to: string) => (
    <Link component={RouterLink} to={to} underline="always" target="_blank" rel="noopener" />
  );
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormControlLabel
            sx={{ alignItems: 'flex-start', mr: 0 }}
            control={
              <Checkbox
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
                sx={{ mt: -0.75 }}
              />
            }
            label={
              <Typography variant="body2" component="span">
                <Trans
                  i18nKey="auth.signUp.acceptTC"
                  components={{
                    terms: document(paths.terms(lang)),
                    privacy: document(paths.privacy(lang)),
                  }}
                />
              </Typography>
            }
          />
          <FormHelperText>{fieldError(fieldState.error) ?? ' '}</FormHelperText>
        </FormControl>
      )}
    />
  );
}
