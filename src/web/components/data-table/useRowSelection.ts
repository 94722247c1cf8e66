import { useState } from 'react';

/** Checked rows of a paged list, shared by DataTable and the request tables. */
export interface RowSelection<T> {
  /** Checked ids with their labels, so a confirmation can name rows of other pages. */
  selected: ReadonlyMap<string, string>;
  count: number;
  isSelected: (id: string) => boolean;
  /** The page has no rows, so 'select all' has nothing to check. */
  pageEmpty: boolean;
  someOnPage: boolean;
  allOnPage: boolean;
  toggle: (row: T) => void;
  togglePage: () => void;
  clear: () => void;
  remove: (ids: ReadonlySet<string>) => void;
}

/**
 * The selection survives paging: it is keyed by id, and 'select all' checks or unchecks only
 * the rows of the page shown.
 */
export function useRowSelection<T>(
  rows: readonly T[],
  getId: (row: T) => string,
  getLabel: (row: T) => string,
): RowSelection<T> {
  const [selected, setSelected] = useState<Map<string, string>>(() => new Map());
  const pageIds = rows.map(getId);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const allOnPage = pageIds.length > 0 && selectedOnPage === pageIds.length;

  const toggle = (row: T) =>
    setSelected((current) => {
      const next = new Map(current);
      const id = getId(row);
      if (next.has(id)) next.delete(id);
      else next.set(id, getLabel(row));
      return next;
    });
  const togglePage = () =>
    setSelected((current) => {
      const next = new Map(current);
      if (allOnPage) for (const id of pageIds) next.delete(id);
      else for (const row of rows) next.set(getId(row), getLabel(row));
      return next;
    });

  return {
    selected,
    count: selected.size,
    isSelected: (id) => selected.has(id),
    pageEmpty: pageIds.length === 0,
    someOnPage: selectedOnPage > 0 && !allOnPage,
    allOnPage,
    toggle,
    togglePage,
    clear: () => setSelected(new Map()),
    remove: (ids) => setSelected((current) => new Map([...current].filter(([id]) => !ids.has(id)))),
  };
}
