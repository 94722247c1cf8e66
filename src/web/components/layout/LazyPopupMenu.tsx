import { lazy, Suspense, useState } from 'react';
import type { PopupMenuProps } from './PopupMenu';

export type { PopupMenuItem } from './PopupMenu';

let loading: Promise<typeof import('./PopupMenu')> | undefined;

/**
 * MUI's Menu (with Popover, Modal, the focus trap and the transitions: about 12 KB gzip) is
 * not part of the first page load. The menu buttons start loading it when the pointer comes
 * near or they get focus (`menuButtonPreload`), so it is usually in before the press; if not,
 * the menu opens a moment later.
 */
export function preloadPopupMenu(): Promise<typeof import('./PopupMenu')> {
  loading ??= import('./PopupMenu').catch((error: unknown) => {
    // Offline or a new deploy: the next attempt tries again.
    loading = undefined;
    throw error;
  });
  return loading;
}

const PopupMenu = lazy(preloadPopupMenu);

const preload = () => void preloadPopupMenu().catch(() => undefined);

/** Props for a menu's button: load the menu before it is pressed. */
export const menuButtonPreload = {
  onPointerEnter: preload,
  onPointerDown: preload,
  onFocus: preload,
};

/** The menu mounts on its first opening and stays mounted for its closing transition. */
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
