import { lazy, Suspense, useState } from 'react';
import type { PopupMenuProps } from './PopupMenu';

export type { PopupMenuItem } from './PopupMenu';

const loadPopupMenu = () => import('./PopupMenu');
const PopupMenu = lazy(loadPopupMenu);

/** Starts loading the menu code early (pointer over or focus on the button). */
export function preloadPopupMenu() {
  void loadPopupMenu().catch(() => undefined);
}

/**
 * MUI's Menu (Popover, Modal, focus trap, transitions) is not part of the first page load:
 * it loads on the first open and stays mounted after that for its closing transition.
 */
export function LazyPopupMenu(props: PopupMenuProps) {
  const [used, setUsed] = useState(false);
  if (props.anchor && !used) setUsed(true);
  if (!used && !props.anchor) return null;
  return (
    <Suspense fallback={null}>
      <PopupMenu {...props} />
    </Suspense>
  );
}
