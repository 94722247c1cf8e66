import { useState } from 'react';
import PopupMenu from './PopupMenu';
import type { PopupMenuProps } from './PopupMenu';

export type { PopupMenuItem } from './PopupMenu';

/**
 * The menu mounts on its first opening and stays mounted for its closing transition. Its code
 * is in the first page load: a menu must be there the moment its button is pressed (loading
 * MUI's Menu lazily would save about 13 KB gzip, but the items would appear a moment late).
 */
export function LazyPopupMenu(props: PopupMenuProps) {
  const [used, setUsed] = useState(false);
  if (props.anchor && !used) setUsed(true);
  if (!used && !props.anchor) return null;
  return <PopupMenu {...props} />;
}
