import { useState } from 'react';
import type { ReactNode } from 'react';
import { ActionIconButton } from './ActionButton';
import { LazyPopupMenu, menuButtonPreload } from './LazyPopupMenu';
import type { PopupMenuItem } from './LazyPopupMenu';

/** A top-bar icon button named `label` that opens a menu; choosing an item closes it. */
export function MenuButton({
  id,
  label,
  icon,
  color = 'inherit',
  items,
}: {
  id: string;
  label: string;
  icon: ReactNode;
  color?: 'inherit' | 'default' | 'primary';
  items: PopupMenuItem[];
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  return (
    <>
      <ActionIconButton
        color={color}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? id : undefined}
        {...menuButtonPreload}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {icon}
      </ActionIconButton>
      <LazyPopupMenu
        id={id}
        anchor={anchor}
        onClose={() => setAnchor(null)}
        items={items.map((item) => ({
          ...item,
          onSelect: () => {
            setAnchor(null);
            item.onSelect();
          },
        }))}
      />
    </>
  );
}
