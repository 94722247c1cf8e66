import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Member } from '#shared/contracts/admin';
import { useDebouncedValue } from '#web/components/data-table/useDebouncedValue';
import { useStaffList } from '../api';

const nameOf = (member: Member) => `${member.firstName} ${member.lastName}`.trim() || member.email;

/** The staff member offered (the spec's required name), searched on the server as one types. */
export function StaffPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: Member | null;
  onChange: (member: Member | null) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, 300);
  // While a person is chosen the input shows their name: list everyone rather than that name.
  const term = value && input === nameOf(value) ? '' : search;
  const staff = useStaffList({
    page: 0,
    pageSize: 25,
    sort: 'lastName',
    direction: 'asc',
    search: term,
  });
  return (
    <Autocomplete
      options={staff.data?.items ?? []}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(options) => options}
      loading={staff.isFetching}
      disabled={disabled}
      noOptionsText={term ? t('jobBoard.apply.noStaffMatch') : t('jobBoard.apply.noStaff')}
      loadingText={t('jobBoard.apply.loadingStaff')}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <span>
            {nameOf(option)}
            <br />
            <small style={{ opacity: 0.7 }}>{option.email}</small>
          </span>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={t('jobBoard.apply.staff')}
          error={Boolean(error)}
          helperText={error ?? t('jobBoard.apply.staffHint')}
        />
      )}
    />
  );
}
