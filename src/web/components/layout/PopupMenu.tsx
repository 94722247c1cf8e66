import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';

export interface PopupMenuItem {
  id: string;
  icon: ReactNode;
  label: string;
  selected?: boolean;
  lang?: string;
  onSelect: () => void;
}

export interface PopupMenuProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  items: PopupMenuItem[];
}

/** The top bar's menus (language, theme), mounted on first use by LazyPopupMenu. */
export default function PopupMenu({ id, anchor, onClose, items }: PopupMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {items.map((item) => (
        <MenuItem key={item.id} lang={item.lang} selected={item.selected} onClick={item.onSelect}>
          <ListItemIcon>{item.icon}</ListItemIcon>
          <ListItemText>{item.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
