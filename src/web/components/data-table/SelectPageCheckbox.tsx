import { Checkbox } from '@mui/material';
import type { RowSelection } from './useRowSelection';

/** The 'select all' checkbox: checks the page's rows, half-checked when some are. */
export function SelectPageCheckbox<T>({
  selection,
  label,
}: {
  selection: RowSelection<T>;
  label: string;
}) {
  return (
    <Checkbox
      indeterminate={selection.someOnPage}
      checked={selection.allOnPage}
      disabled={selection.pageEmpty}
      onChange={selection.togglePage}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}
