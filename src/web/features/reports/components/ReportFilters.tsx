import { useState } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DateField } from '#web/components/form/DateField';
import type { MyOrganisation } from '#shared/contracts/requests';
import { isDay, presetOf, PRESETS } from '../period';
import type { Preset } from '../period';
import type { ReportSearch } from '../useReportSearch';

/**
 * Period, organisation (administrators) and ward. The wards offered are those of the caller's
 * organisations; the server checks the scope again.
 */
export function ReportFilters({
  search,
  organisations,
  isAdmin,
}: {
  search: ReportSearch;
  organisations: MyOrganisation[];
  isAdmin: boolean;
}) {
  const { t } = useTranslation();
  const { period, today, filter } = search;
  const matched = presetOf(period, today);
  const [custom, setCustom] = useState(matched === 'custom');
  const [draft, setDraft] = useState(period);
  const choice: Preset | 'custom' = custom ? 'custom' : matched;

  const wardSource = isAdmin
    ? organisations.filter((organisation) => organisation._id === filter.organisationId)
    : organisations;
  const wards = wardSource.flatMap((organisation) =>
    organisation.departments.map((department) => ({
      id: department._id,
      // Beside another organisation's wards, a ward is named with its organisation.
      name: wardSource.length > 1 ? `${department.name} (${organisation.name})` : department.name,
    })),
  );

  const draftError = isDay(draft.from) && isDay(draft.to) && draft.from > draft.to;
  const changeDraft = (key: 'from' | 'to', value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    if (isDay(next.from) && isDay(next.to) && next.from <= next.to) search.setPeriod(next);
  };

  return (
    <Box
      role="group"
      aria-label={t('reports.filters.label')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
        gap: 2,
        mb: 3,
        alignItems: 'start',
      }}
    >
      <TextField
        select
        label={t('reports.filters.period')}
        value={choice}
        onChange={(event) => {
          const value = event.target.value as Preset | 'custom';
          setCustom(value === 'custom');
          if (value === 'custom') setDraft(period);
          else search.setPreset(value);
        }}
      >
        {PRESETS.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {t(`reports.filters.presets.${preset}`)}
          </MenuItem>
        ))}
        <MenuItem value="custom">{t('reports.filters.presets.custom')}</MenuItem>
      </TextField>
      {choice === 'custom' ? (
        <>
          <DateField
            label={t('reports.filters.from')}
            value={draft.from}
            onChange={(next) => changeDraft('from', next)}
            max={today}
          />
          <DateField
            label={t('reports.filters.to')}
            value={draft.to}
            onChange={(next) => changeDraft('to', next)}
            error={draftError}
            helperText={draftError ? t('reports.filters.orderError') : undefined}
          />
        </>
      ) : null}
      {isAdmin ? (
        <ChoiceField
          label={t('reports.filters.organisation')}
          allLabel={t('reports.filters.allOrganisations')}
          value={filter.organisationId}
          options={organisations.map((organisation) => ({
            id: organisation._id,
            name: organisation.name,
          }))}
          onChange={search.setOrganisation}
        />
      ) : null}
      {wards.length > 0 ? (
        <ChoiceField
          label={t('reports.filters.ward')}
          allLabel={t('reports.filters.allWards')}
          value={filter.departmentId}
          options={wards}
          onChange={search.setWard}
        />
      ) : null}
    </Box>
  );
}

/** One organisation or ward, or all of them (no value). */
function ChoiceField({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string | undefined;
  options: { id: string; name: string }[];
  onChange: (id: string | undefined) => void;
}) {
  // A stale id in the URL (a ward since deleted) shows as "all" rather than an empty field.
  const known = options.some((option) => option.id === value);
  return (
    <TextField
      select
      label={label}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      // "All" is a choice with an empty value: shown as such, not as a blank field.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
