import { useId } from 'react';
import type { Language } from '#shared/language-codes';

/** Inline SVG flags: emoji flags do not render on every system. */
export function Flag({ lang, size = 20 }: { lang: Language; size?: number }) {
  const id = useId();
  const height = Math.round((size * 3) / 5);
  const style = { display: 'block', borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)' };
  if (lang === 'de') {
    return (
      <svg width={size} height={height} viewBox="0 0 5 3" aria-hidden="true" style={style}>
        <rect width="5" height="1" y="0" fill="#000" />
        <rect width="5" height="1" y="1" fill="#DD0000" />
        <rect width="5" height="1" y="2" fill="#FFCE00" />
      </svg>
    );
  }
  return (
    <svg
      width={size}
      height={height}
      viewBox="0 0 60 36"
      aria-hidden="true"
      style={style}
      preserveAspectRatio="none"
    >
      <clipPath id={`${id}-t`}>
        <path d="M30,18 h30 v18 z v18 h-30 z h-30 v-18 z v-18 h30 z" />
      </clipPath>
      <rect width="60" height="36" fill="#012169" />
      <path d="M0,0 L60,36 M60,0 L0,36" stroke="#fff" strokeWidth="7" />
      <path
        d="M0,0 L60,36 M60,0 L0,36"
        clipPath={`url(#${id}-t)`}
        stroke="#C8102E"
        strokeWidth="4"
      />
      <path d="M30,0 v36 M0,18 h60" stroke="#fff" strokeWidth="12" />
      <path d="M30,0 v36 M0,18 h60" stroke="#C8102E" strokeWidth="7" />
    </svg>
  );
}
