import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Link,
  Typography,
} from '@mui/material';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import { Trans } from 'react-i18next';
import { paths } from '#web/lib/paths';
import { useLanguage } from '#web/i18n/useLanguage';

/** The required consent of the contact forms; the label links to this language's privacy page. */
export function ConsentCheckbox({
  name,
  checked,
  onChange,
  onBlur,
  inputRef,
  error,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The translated error, if any. */
  error?: string;
}) {
  const lang = useLanguage();
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0 }}
        control={
          <Checkbox
            name={name}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            slotProps={{ input: { ref: inputRef, 'aria-invalid': Boolean(error) } }}
            sx={{ mt: -0.75, ...(error ? { color: 'error.main' } : {}) }}
          />
        }
        label={
          <Typography variant="body2" component="span">
            <Trans
              i18nKey="contact.consent"
              components={{
                privacy: (
                  <Link
                    component={RouterLink}
                    to={paths.privacy(lang)}
                    underline="always"
                    target="_blank"
                    rel="noopener"
                  />
                ),
              }}
            />
          </Typography>
        }
      />
      <FormHelperText>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}
