import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { APPLICANT_ORDERS, type ApplicantOrder } from './fairness';

const ORDER_LABELS = { fairest: 'fairness.sortFairest', applied: 'fairness.sortApplied' } as const;

/** Fairest first by default; the time of application on request. */
export function ApplicantOrderField({
  value,
  onChange,
}: {
  value: ApplicantOrder;
  onChange: (order: ApplicantOrder) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('fairness.sortLabel')}
      value={value}
      onChange={(event) => onChange(event.target.value as ApplicantOrder)}
      sx={{ mb: 1.5, minWidth: 280 }}
    >
      {APPLICANT_ORDERS.map((order) => (
        <MenuItem key={order} value={order}>
          {t(ORDER_LABELS[order])}
        </MenuItem>
      ))}
    </TextField>
  );
}
