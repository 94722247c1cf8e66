import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '#web/i18n/messages';
import { useHrOrganisations, useSaveTimesheetSettings, useTimesheetSettings } from '../api';

/** One organisation's setting: days after submission (empty: off). */
function OrganisationSetting({ orgId, name }: { orgId: string; name: string }) {
  const { t } = useTranslation();
  const settings = useTimesheetSettings(orgId);
  const save = useSaveTimesheetSettings(orgId);
  const [days, setDays] = useState<string | null>(null);
  const current = days ?? settings.data?.autoApproveAfterDays?.toString() ?? '';
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ autoApproveAfterDays: current === '' ? null : Number(current) });
      }}
    >
      <TextField
        label={t('timesheets.autoApprove.days', { name })}
        type="number"
        size="small"
        value={current}
        onChange={(event) => setDays(event.target.value)}
        helperText={t('timesheets.autoApprove.help')}
        slotProps={{ htmlInput: { min: 1, max: 60 } }}
        disabled={!settings.isSuccess}
      />
      <Button type="submit" variant="outlined" disabled={save.isPending || !settings.isSuccess}>
        {t('timesheets.autoApprove.save')}
      </Button>
      {save.isSuccess && <Typography role="status">{t('timesheets.autoApprove.saved')}</Typography>}
      {save.isError && <Alert severity="error">{apiErrorText(t, save.error)}</Alert>}
    </Stack>
  );
}

/** HR: approve submitted hours without warnings automatically after N days. */
export function AutoApproveSetting() {
  const { t } = useTranslation();
  const organisations = useHrOrganisations();
  if (!organisations.data?.items.length) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('timesheets.autoApprove.title')}
        </Typography>
        <Stack spacing={2}>
          {organisations.data.items.map((organisation) => (
            <OrganisationSetting
              key={organisation._id}
              orgId={organisation._id}
              name={organisation.name}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
