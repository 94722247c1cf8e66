import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  FormGroup,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Preferences } from '#shared/contracts/engine';
import { apiErrorText, apiFieldErrors } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { useUpdatePreferences } from '../api';
import { toggleChannel, toggleDay, weekdayNames } from '../days';
import { PreferenceCard } from './PreferenceCard';
import { PushDeviceSwitch } from './PushDeviceSwitch';

/** Channels (the app always on; e-mail; SMS with a phone number; push on the devices opted in) and days off. */
/** `askedForShifts`: pool members are asked for shifts and set days off; dispatchers are not asked. */
export function PreferencesForm({
  initial,
  askedForShifts = true,
}: {
  initial: Preferences;
  askedForShifts?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const update = useUpdatePreferences();
  const [draft, setDraft] = useState(initial);
  const [phone, setPhone] = useState(initial.phoneNumber ?? '');
  const [saved, setSaved] = useState(false);

  const fieldErrors = apiFieldErrors(t, update.error);
  const smsWithoutPhone = draft.channels.includes('sms') && phone.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    update.mutate(
      { ...draft, phoneNumber: phone.trim() === '' ? null : phone },
      { onSuccess: () => setSaved(true) },
    );
  };
  const channel = (name: 'email' | 'sms' | 'push', on: boolean) => {
    setSaved(false);
    setDraft({ ...draft, channels: toggleChannel(draft.channels, name, on) });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={3}>
        <PreferenceCard
          title={t('preferences.channels.title')}
          intro={t('preferences.channels.intro')}
        >
          <FormGroup>
            <FormControlLabel
              control={<Switch checked disabled />}
              label={t('preferences.channels.app')}
            />
            {(['email', 'sms', 'push'] as const).map((name) => (
              <FormControlLabel
                key={name}
                control={
                  <Switch
                    checked={draft.channels.includes(name)}
                    onChange={(event) => channel(name, event.target.checked)}
                  />
                }
                label={t(`preferences.channels.${name}`)}
              />
            ))}
            {/* A device opted in means push is wanted: the channel is saved on at once. */}
            <PushDeviceSwitch
              onEnabled={() => {
                const channels = toggleChannel(draft.channels, 'push', true);
                setDraft({ ...draft, channels });
                update.mutate({ channels });
              }}
            />
          </FormGroup>
          <TextField
            label={t('preferences.phone.label')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={phone}
            onChange={(event) => {
              setSaved(false);
              setPhone(event.target.value);
            }}
            error={fieldErrors.has('phoneNumber') || smsWithoutPhone}
            helperText={
              fieldErrors.get('phoneNumber') ??
              (smsWithoutPhone
                ? t('validation.Phone_required_for_sms')
                : t('preferences.phone.help'))
            }
            fullWidth
            sx={{ mt: 2, maxWidth: { sm: 360 } }}
            name="phoneNumber"
          />
        </PreferenceCard>

        {askedForShifts ? (
          <PreferenceCard
            title={t('preferences.daysOff.title')}
            intro={t('preferences.daysOff.intro')}
          >
            <Box
              role="group"
              aria-label={t('preferences.daysOff.title')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {weekdayNames(lang).map(({ day, short, long }) => {
                const selected = draft.daysOff.includes(day);
                return (
                  <Chip
                    key={day}
                    label={short}
                    // The name starts with the visible text (WCAG 2.5.3), then says the day in full.
                    aria-label={`${short} (${long})`}
                    aria-pressed={selected}
                    color={selected ? 'primary' : 'default'}
                    variant={selected ? 'filled' : 'outlined'}
                    onClick={() => {
                      setSaved(false);
                      setDraft({ ...draft, daysOff: toggleDay(draft.daysOff, day) });
                    }}
                    sx={{ minWidth: 48 }}
                  />
                );
              })}
            </Box>
            <FormControlLabel
              sx={{ mt: 2 }}
              control={
                <Switch
                  checked={draft.skipDaysOff}
                  onChange={(event) => {
                    setSaved(false);
                    setDraft({ ...draft, skipDaysOff: event.target.checked });
                  }}
                />
              }
              label={t('preferences.daysOff.skip')}
            />
          </PreferenceCard>
        ) : null}

        {update.isError && fieldErrors.size === 0 ? (
          <Alert severity="error">{apiErrorText(t, update.error)}</Alert>
        ) : null}
        {saved ? <Alert severity="success">{t('preferences.saved')}</Alert> : null}
        <Box>
          <Button type="submit" variant="contained" disabled={update.isPending || smsWithoutPhone}>
            {t('preferences.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
