import { useState } from 'react';

export interface ExpandedRows {
  showAll: boolean;
  setShowAll: (value: boolean) => void;
  isOpen: (id: string) => boolean;
  toggle: (id: string) => void;
}

/** 'Show all details' opens every row; a row toggled by hand differs from that setting. */
export function useExpandedRows(): ExpandedRows {
  const [showAll, setShowAll] = useState(false);
  const [toggled, setToggled] = useState<Set<string>>(() => new Set());
  return {
    showAll,
    setShowAll: (value) => {
      setShowAll(value);
      setToggled(new Set());
    },
    isOpen: (id) => showAll !== toggled.has(id),
    toggle: (id) =>
      setToggled((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
  };
}
