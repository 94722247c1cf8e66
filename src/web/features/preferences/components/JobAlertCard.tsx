import { useState, type FormEvent } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { JobAlert } from '#shared/contracts/engine';
import { ChipTextField } from '#web/components/form/ChipTextField';
import { apiErrorText, apiFieldErrors } from '#web/i18n/messages';
import { useUpdateJobAlert } from '../api';
import { addPostcodes, isEverything } from '../job-alert';
import { PreferenceCard } from './PreferenceCard';

/** A choice of a criterion: the stored key and its label in the reader's language. */
export interface JobAlertOption {
  key: string;
  label: string;
}

type ListCriterion = 'qualifications' | 'fields' | 'contractTypes';

/** The first server message about a criterion or one of its values ('fields.1'). */
function errorOf(errors: Map<string, string>, name: keyof JobAlert): string | undefined {
  for (const [field, text] of errors)
    if (field === name || field.startsWith(`${name}.`)) return text;
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
function PostcodeChooser({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (postcodes: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <ChipTextField
      id="job-alert-postcodes"
      value={value}
      onChange={onChange}
      add={addPostcodes}
      separators={/[\s,;]/}
      clean={(text) => text.replace(/\D/g, '').slice(0, 5)}
      label={t('preferences.jobAlerts.postcodes.label')}
      placeholder={t('preferences.jobAlerts.postcodes.placeholder')}
      help={t('preferences.jobAlerts.postcodes.help')}
      error={error}
      inputMode="numeric"
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
  const toggle = (name: 'enabled' | 'accommodationOnly') => (
    <FormControlLabel
      control={
        <Switch
          checked={draft[name]}
          onChange={(event) => change({ [name]: event.target.checked })}
        />
      }
      label={t(`preferences.jobAlerts.${name}`)}
    />
  );
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
    <PreferenceCard
      id="job-alerts"
      title={t('preferences.jobAlerts.title')}
      intro={t('preferences.jobAlerts.intro')}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          {toggle('enabled')}
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
              {toggle('accommodationOnly')}
              <Typography variant="body2" color="text.secondary">
                {t(
                  isEverything(draft)
                    ? 'preferences.jobAlerts.everything'
                    : 'preferences.jobAlerts.narrowed',
                )}
              </Typography>
            </>
          ) : (
            <Alert severity="info">{t('preferences.jobAlerts.off')}</Alert>
          )}
          {update.isError && fieldErrors.size === 0 ? (
            <Alert severity="error">{apiErrorText(t, update.error)}</Alert>
          ) : null}
          {saved ? <Alert severity="success">{t('preferences.jobAlerts.saved')}</Alert> : null}
          <Box>
            <Button type="submit" variant="contained" disabled={update.isPending}>
              {t('preferences.jobAlerts.save')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </PreferenceCard>
  );
}
