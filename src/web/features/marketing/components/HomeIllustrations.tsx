import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

// The home page's illustrations and the shared drawing helpers, in their own file so the
// entry chunk does not carry the other pages' illustrations (Illustrations.tsx).
// Self-made, light inline illustrations in the theme's colours. Each is one <svg role="img">
// with a translated label; the shapes inside carry no text, so nothing needs translating.

export const STATE = { open: '#f18686', filled: '#90d286', other: '#fcb183' } as const;

export function useColours() {
  const theme = useTheme();
  const dark = theme.palette.mode === 'dark';
  return {
    primary: theme.palette.primary.main,
    secondary: theme.palette.secondary.main,
    paper: theme.palette.background.paper,
    bg: theme.palette.background.default,
    ink: dark ? '#c9d6e2' : '#14212b',
    line: dark ? 'rgba(255,255,255,0.22)' : '#d5dee6',
    soft: dark ? 'rgba(255,255,255,0.08)' : '#eef3f7',
  };
}

export function Svg({
  label,
  viewBox,
  children,
  maxWidth = 520,
}: {
  label: string;
  viewBox: string;
  children: ReactNode;
  maxWidth?: number;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={viewBox}
      style={{ width: '100%', maxWidth, height: 'auto', display: 'block', overflow: 'visible' }}
    >
      {children}
    </svg>
  );
}

export function Person({
  x,
  y,
  r = 14,
  colour,
}: {
  x: number;
  y: number;
  r?: number;
  colour: string;
}) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={colour} opacity={0.18} />
      <circle cx={x} cy={y - r * 0.22} r={r * 0.34} fill={colour} />
      <path
        d={`M${x - r * 0.6} ${y + r * 0.62} a${r * 0.6} ${r * 0.5} 0 0 1 ${r * 1.2} 0`}
        fill={colour}
      />
    </g>
  );
}

export function Lines({
  x,
  y,
  widths,
  colour,
}: {
  x: number;
  y: number;
  widths: number[];
  colour: string;
}) {
  return (
    <g fill={colour}>
      {widths.map((w, i) => (
        <rect key={i} x={x} y={y + i * 14} width={w} height={7} rx={3.5} />
      ))}
    </g>
  );
}

export function Check({ x, y, colour }: { x: number; y: number; colour: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={11} fill={colour} />
      <path
        d={`M${x - 5} ${y} l3.5 3.5 l6.5 -7`}
        stroke="#fff"
        strokeWidth={2.6}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** Home hero: a request card with the ward pool answering, and a text message arriving. */
export function HeroIllustration({ label }: { label: string }) {
  const c = useColours();
  return (
    <Svg label={label} viewBox="0 0 520 430">
      <defs>
        <filter
          id="hero-shadow"
          filterUnits="userSpaceOnUse"
          x="-40"
          y="-40"
          width="600"
          height="520"
        >
          <feDropShadow
            dx="0"
            dy="14"
            stdDeviation="16"
            floodColor={c.primary}
            floodOpacity="0.18"
          />
        </filter>
      </defs>
      <circle cx="280" cy="220" r="190" fill={c.primary} opacity="0.07" />
      <circle cx="430" cy="340" r="60" fill={c.secondary} opacity="0.1" />
      <g filter="url(#hero-shadow)">
        <rect x="40" y="70" width="360" height="300" rx="20" fill={c.paper} />
      </g>
      <rect x="64" y="94" width="86" height="22" rx="11" fill={c.primary} opacity="0.14" />
      <rect x="74" y="102" width="66" height="7" rx="3.5" fill={c.primary} />
      <Lines x={64} y={132} widths={[220, 150]} colour={c.line} />
      <g>
        {[
          STATE.filled,
          STATE.open,
          STATE.filled,
          STATE.other,
          STATE.filled,
          STATE.open,
          STATE.filled,
        ].map((fill, i) => (
          <rect
            key={i}
            x={64 + i * 44}
            y={172}
            width={36}
            height={30}
            rx={8}
            fill={fill}
            opacity={0.85}
          />
        ))}
      </g>
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <Person x={82} y={238 + row * 44} r={16} colour={row === 0 ? c.primary : c.secondary} />
          <Lines x={110} y={229 + row * 44} widths={[120 - row * 18, 80]} colour={c.line} />
          {row === 0 ? (
            <Check x={370} y={238} colour={c.secondary} />
          ) : (
            <rect x={326} y={232 + row * 44} width={56} height={14} rx={7} fill={c.soft} />
          )}
        </g>
      ))}
      <g filter="url(#hero-shadow)">
        <rect x="300" y="24" width="196" height="78" rx="16" fill={c.paper} />
      </g>
      <rect x="316" y="42" width="40" height="40" rx="12" fill={c.primary} />
      <path d="M326 54h20v13h-12l-5 5v-5h-3z" fill="#fff" />
      <Lines x={368} y={48} widths={[110, 82, 56]} colour={c.line} />
      <g filter="url(#hero-shadow)">
        <rect x="8" y="300" width="150" height="64" rx="16" fill={c.paper} />
      </g>
      <circle cx="40" cy="332" r="16" fill={c.secondary} opacity="0.16" />
      <circle cx="40" cy="332" r="9" fill="none" stroke={c.secondary} strokeWidth="2.5" />
      <path
        d="M40 327v5l3 3"
        stroke={c.secondary}
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <Lines x={64} y={320} widths={[72, 48]} colour={c.line} />
    </Svg>
  );
}

/** Platform: the organisation calendar with open, filled and other shifts in the spec colours. */
export function PlatformIllustration({ label }: { label: string }) {
  const c = useColours();
  const cells = [
    [STATE.filled, null, STATE.open, STATE.filled, null, STATE.other, null],
    [null, STATE.filled, STATE.filled, null, STATE.open, null, STATE.filled],
    [STATE.other, null, STATE.filled, STATE.filled, null, STATE.filled, null],
    [null, STATE.open, null, STATE.filled, STATE.other, null, STATE.filled],
  ];
  return (
    <Svg label={label} viewBox="0 0 560 380" maxWidth={560}>
      <rect x="10" y="10" width="540" height="360" rx="18" fill={c.paper} stroke={c.line} />
      <rect x="10" y="10" width="540" height="40" rx="18" fill={c.soft} />
      <rect x="10" y="32" width="540" height="18" fill={c.soft} />
      {[0, 1, 2].map((i) => (
        <circle key={i} cx={34 + i * 18} cy={30} r={5} fill={c.line} />
      ))}
      <rect x="10" y="50" width="120" height="320" fill={c.primary} opacity="0.08" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect
          key={i}
          x="28"
          y={74 + i * 34}
          width={i === 0 ? 84 : 70}
          height="10"
          rx="5"
          fill={i === 0 ? c.primary : c.line}
        />
      ))}
      <Lines x={152} y={70} widths={[160]} colour={c.ink} />
      <rect x="440" y="64" width="90" height="26" rx="13" fill={c.primary} />
      {cells.map((row, r) =>
        row.map((fill, col) => (
          <g key={`${r}-${col}`}>
            <rect
              x={152 + col * 54}
              y={106 + r * 64}
              width={48}
              height={56}
              rx={8}
              fill={c.bg}
              stroke={c.line}
            />
            {fill ? (
              <rect x={156 + col * 54} y={128 + r * 64} width={40} height={14} rx={5} fill={fill} />
            ) : null}
          </g>
        )),
      )}
    </Svg>
  );
}
