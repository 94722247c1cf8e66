import type { To } from 'react-router';
import { ActionButton } from '#web/components/layout/ActionButton';

/** A button of a hero or a call-to-action band: where it leads and what it says. */
export interface PageLink {
  to: To;
  label: string;
}

// White buttons keep their contrast on the dark call-to-action band.
const onDarkSx = [
  {
    bgcolor: '#fff',
    color: '#0f2a3a',
    '&:hover': { bgcolor: '#e3edf3' },
    '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 },
  },
  {
    color: '#fff',
    borderColor: 'rgba(255,255,255,0.7)',
    '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
    '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2 },
  },
] as const;

/** Large link buttons: the first is the page's main action (filled), the others outlined. */
export function PageLinks({ links, onDark = false }: { links: PageLink[]; onDark?: boolean }) {
  return links.map((link, index) => (
    <ActionButton
      key={link.label}
      variant={index === 0 ? 'contained' : 'outlined'}
      size="large"
      to={link.to}
      sx={onDark ? onDarkSx[index === 0 ? 0 : 1] : undefined}
    >
      {link.label}
    </ActionButton>
  ));
}
