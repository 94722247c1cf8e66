import { useTranslation } from 'react-i18next';
import { MenuItem, Stack, TextField } from '@mui/material';
import { MonthField } from '#web/components/form/MonthField';

/** The service month and the other party an invoice list is narrowed to ('' for all). */
export interface InvoiceFilter {
  month: string;
  partyId: string;
}

/** The month picker and the counterpart select above an invoice list. */
export function InvoiceFilters({
  value,
  onChange,
  partyLabel,
  allParties,
  parties,
}: {
  value: InvoiceFilter;
  onChange: (value: InvoiceFilter) => void;
  partyLabel: string;
  allParties: string;
  /** Each party the reader deals with (the list's `counterparties`). */
  parties: { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <MonthField
        label={t('invoices.month')}
        value={value.month}
        onChange={(month) => onChange({ ...value, month })}
      />
      <TextField
        select
        label={partyLabel}
        value={value.partyId}
        onChange={(event) => onChange({ ...value, partyId: event.target.value })}
        sx={{ minWidth: 240 }}
      >
        <MenuItem value="">{allParties}</MenuItem>
        {parties.map(({ id, name }) => (
          <MenuItem key={id} value={id}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
