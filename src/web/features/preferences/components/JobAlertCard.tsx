import { useState, type FormEvent } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { JobAlert } from '#shared/contracts/engine';
import { apiErrorText, apiFieldErrors } from '#web/i18n/messages';
import { useUpdateJobAlert } from '../api';
import { addPostcodes, isEverything } from '../job-alert';

/** A choice of a criterion: the stored key and its label in the reader's language. */
export interface JobAlertOption {
  key: string;
  label: string;
}

type ListCriterion = 'qualifications' | 'fields' | 'contractTypes';

/** The first server message about a criterion or one of its values ('fields.1'). */
function errorOf(errors: Map<string, string>, name: keyof JobAlert): string | undefined {
  for (const [field, text] of errors) if (field === name || field.startsWith(`${name}.`)) return text;
  return undefined;
}

function KeyChooser({
  id,
  label,
  help,
  options,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  help: string;
  options: JobAlertOption[];
  value: string[];
  onChange: (keys: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const labels = new Map(options.map((option) => [option.key, option.label]));
  return (
    <Autocomplete<string, true, false, false>
      id={id}
      multiple
      options={options.map((option) => option.key)}
      value={value}
      onChange={(_event, next) => onChange(next)}
      getOptionLabel={(key) => labels.get(key) ?? key}
      filterSelectedOptions
      renderValue={(items, getItemProps) =>
        items.map((key, index) => {
          const { key: chipKey, ...itemProps } = getItemProps({ index });
          return <Chip key={chipKey} label={labels.get(key) ?? key} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length === 0 ? t('preferences.jobAlerts.any') : undefined}
          error={Boolean(error)}
          helperText={error ?? help}
        />
      )}
    />
  );
}

/** Postcode areas as chips: digits only, added at Enter, a space, a comma or on leaving the field. */
function PostcodeChooser({ value, onChange, error }: { value: string[]; onChange: (postcodes: string[]) => void; error?: string }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const commit = (text: string) => {
    onChange(addPostcodes(value, text));
    setInput('');
  };
  return (
    <Autocomplete<string, true, false, true>
      id="job-alert-postcodes"
      multiple
      freeSolo
      options={[]}
      value={value}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset') return;
        if (/[\s,;]/.test(text)) commit(text);
        else setInput(text.replace(/\D/g, '').slice(0, 5));
      }}
      onChange={(_event, next) => {
        onChange(addPostcodes([], next.join(' ')));
        setInput('');
      }}
      onBlur={() => commit(input)}
      renderValue={(items, getItemProps) =>
        items.map((postcode, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={postcode} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('preferences.jobAlerts.postcodes.label')}
          placeholder={value.length === 0 ? t('preferences.jobAlerts.postcodes.placeholder') : undefined}
          error={Boolean(error)}
          helperText={error ?? t('preferences.jobAlerts.postcodes.help')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, inputMode: 'numeric' } }}
        />
      )}
    />
  );
}

/**
 * An agency dispatcher's job alert: which new requests open to agencies they are told about,
 * like a saved search of the job board. Empty criteria mean any; the channels are the
 * preferences' above.
 */
export function JobAlertCard({
  initial,
  options,
}: {
  initial: JobAlert;
  options: Record<ListCriterion, JobAlertOption[]>;
}) {
  const { t } = useTranslation();
  const update = useUpdateJobAlert();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(false);
  const fieldErrors = apiFieldErrors(t, update.error);
  const change = (patch: Partial<JobAlert>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    update.mutate(draft, {
      onSuccess: (stored) => {
        setDraft(stored);
        setSaved(true);
      },
    });
  };
  const chooser = (name: ListCriterion) => (
    <KeyChooser
      id={`job-alert-${name}`}
      label={t(`preferences.jobAlerts.${name}.label`)}
      help={t(`preferences.jobAlerts.${name}.help`)}
      options={options[name]}
      value={draft[name]}
      onChange={(keys) => change({ [name]: keys })}
      error={errorOf(fieldErrors, name)}
    />
  );

  return (
    <Card variant="outlined" id="job-alerts" component="section" aria-labelledby="job-alerts-title">
      <CardContent>
        <Box component="form" noValidate onSubmit={submit}>
          <Typography variant="h6" component="h2" id="job-alerts-title" gutterBottom>
            {t('preferences.jobAlerts.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('preferences.jobAlerts.intro')}
          </Typography>
          <Stack spacing={2.5}>
            <FormControlLabel
              control={<Switch checked={draft.enabled} onChange={(event) => change({ enabled: event.target.checked })} />}
              label={t('preferences.jobAlerts.enabled')}
            />
            {draft.enabled ? (
              <>
                {chooser('qualifications')}
                {chooser('fields')}
                <PostcodeChooser
                  value={draft.postcodes}
                  onChange={(postcodes) => change({ postcodes })}
                  error={errorOf(fieldErrors, 'postcodes')}
                />
                {chooser('contractTypes')}
                <FormControlLabel
                  control={
                    <Switch
                      checked={draft.accommodationOnly}
                      onChange={(event) => change({ accommodationOnly: event.target.checked })}
                    />
                  }
                  label={t('preferences.jobAlerts.accommodationOnly')}
                />
                <Typography variant="body2" color="text.secondary">
                  {t(isEverything(draft) ? 'preferences.jobAlerts.everything' : 'preferences.jobAlerts.narrowed')}
                </Typography>
              </>
            ) : (
              <Alert severity="info">{t('preferences.jobAlerts.off')}</Alert>
            )}
            {update.isError && fieldErrors.size === 0 ? <Alert severity="error">{apiErrorText(t, update.error)}</Alert> : null}
            {saved ? <Alert severity="success">{t('preferences.jobAlerts.saved')}</Alert> : null}
            <Box>
              <Button type="submit" variant="contained" disabled={update.isPending}>
                {t('preferences.jobAlerts.save')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
