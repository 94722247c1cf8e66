import { Alert, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '#web/i18n/messages';
import { usePushDevice } from '../push-device';

/**
 * Push on this device: switching it on asks the browser's permission, subscribes
 * and turns the push channel on (`onEnabled`); off removes only this device.
 */
export function PushDeviceSwitch({ onEnabled }: { onEnabled: () => void }) {
  const { t } = useTranslation();
  const { state, busy, failed, change } = usePushDevice();
  const unavailable = state === 'unsupported' || state === 'denied';
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={state === 'on'}
            disabled={state === null || unavailable || busy}
            onChange={(event) => {
              void change(event.target.checked).then((next) => {
                if (next === 'on') onEnabled();
              });
            }}
          />
        }
        label={t('preferences.push.device')}
      />
      <FormHelperText sx={{ mt: 0, mb: 1 }}>
        {unavailable ? t(`preferences.push.${state}`) : t('preferences.push.help')}
      </FormHelperText>
      {failed ? <Alert severity="error">{apiErrorText(t, failed)}</Alert> : null}
    </>
  );
}
