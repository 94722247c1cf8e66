import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  TextField,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { DateField } from '#web/components/form/DateField';
import { QueryState } from '#web/components/query-state/QueryState';
import { apiErrorText } from '#web/i18n/messages';
import { useLanguage } from '#web/i18n/useLanguage';
import { useAddUnavailability, useRemoveUnavailability, useUnavailability } from '../api';
import { formatPeriod, periodFromDays } from '../days';
import { PreferenceCard } from './PreferenceCard';

/** Holidays and other absences: never asked during them. */
export function UnavailabilityCard() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const periods = useUnavailability();
  const add = useAddUnavailability();
  const remove = useRemoveUnavailability();
  const [first, setFirst] = useState('');
  const [last, setLast] = useState('');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const period = periodFromDays(first, last || first);
    setInvalid(period === null);
    if (!period) return;
    add.mutate(
      { ...period, note: note.trim() },
      {
        onSuccess: () => {
          setFirst('');
          setLast('');
          setNote('');
        },
      },
    );
  };

  return (
    <PreferenceCard
      title={t('preferences.unavailability.title')}
      intro={t('preferences.unavailability.intro')}
    >
      <Box sx={{ mb: 2 }}>
        <QueryState
          query={periods}
          isEmpty={(data) => data.items.length === 0}
          empty={t('preferences.unavailability.none')}
          loading={{
            placeholder: <Skeleton variant="rounded" height={48} />,
            label: t('layout.loading'),
          }}
        >
          {(data) => (
            <List dense aria-label={t('preferences.unavailability.title')}>
              {data.items.map((period) => {
                const label = formatPeriod(lang, period.startsAt, period.endsAt);
                return (
                  <ListItem
                    key={period._id}
                    divider
                    secondaryAction={
                      <IconButton
                        edge="end"
                        aria-label={t('preferences.unavailability.remove', { period: label })}
                        onClick={() => remove.mutate(period._id)}
                        disabled={remove.isPending}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    }
                  >
                    <ListItemText primary={label} secondary={period.note || undefined} />
                  </ListItem>
                );
              })}
            </List>
          )}
        </QueryState>
      </Box>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <DateField
            label={t('preferences.unavailability.from')}
            value={first}
            onChange={setFirst}
            error={invalid}
            required
          />
          <DateField
            label={t('preferences.unavailability.to')}
            value={last}
            onChange={setLast}
            min={first || undefined}
            error={invalid}
            helperText={invalid ? t('preferences.unavailability.invalid') : undefined}
          />
          <TextField
            label={t('preferences.unavailability.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ flexGrow: 1 }}
          />
          <Button type="submit" variant="outlined" disabled={add.isPending} sx={{ minHeight: 56 }}>
            {t('preferences.unavailability.add')}
          </Button>
        </Stack>
        {add.isError || remove.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {apiErrorText(t, add.error ?? remove.error)}
          </Alert>
        ) : null}
      </Box>
    </PreferenceCard>
  );
}
