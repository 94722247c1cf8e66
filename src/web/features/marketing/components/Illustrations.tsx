// Self-made, light inline illustrations in the theme's colours (the home page's two are in
// HomeIllustrations.tsx).
import { STATE, useColours, Svg, Person, Lines } from './HomeIllustrations';

export { HeroIllustration, PlatformIllustration } from './HomeIllustrations';

/** Agencies: matching requests, an application with documents and an hourly rate. */
export function AgencyIllustration({ label }: { label: string }) {
  const c = useColours();
  return (
    <Svg label={label} viewBox="0 0 520 420">
      <circle cx="260" cy="210" r="190" fill={c.primary} opacity="0.07" />
      {[0, 1, 2].map((i) => (
        <g key={i} opacity={1 - i * 0.22}>
          <rect
            x={60 + i * 18}
            y={60 + i * 92}
            width={300}
            height={78}
            rx={14}
            fill={c.paper}
            stroke={c.line}
          />
          <rect
            x={80 + i * 18}
            y={78 + i * 92}
            width={42}
            height={42}
            rx={10}
            fill={c.primary}
            opacity={0.14}
          />
          <path
            d={`M${93 + i * 18} ${99 + i * 92}h16M${101 + i * 18} ${91 + i * 92}v16`}
            stroke={c.primary}
            strokeWidth={4}
            strokeLinecap="round"
          />
          <Lines x={136 + i * 18} y={84 + i * 92} widths={[150, 100]} colour={c.line} />
          <rect
            x={300 + i * 18}
            y={86 + i * 92}
            width={44}
            height={18}
            rx={9}
            fill={i === 0 ? STATE.filled : c.soft}
          />
        </g>
      ))}
      <g>
        <rect
          x="330"
          y="170"
          width="150"
          height="190"
          rx="14"
          fill={c.paper}
          stroke={c.primary}
          strokeWidth="2"
        />
        <path d="M440 170v30h40" fill={c.soft} stroke={c.primary} strokeWidth="2" />
        <Lines x={350} y={216} widths={[100, 80, 110, 70, 90]} colour={c.line} />
        <circle cx="455" cy="335" r="34" fill={c.secondary} />
        <path
          d="M466 322a14 14 0 1 0 0 26M442 331h20M442 339h20"
          stroke="#fff"
          strokeWidth="3.5"
          fill="none"
          strokeLinecap="round"
        />
      </g>
    </Svg>
  );
}

/** Partners: a network of clinics, pools and agencies around the platform. */
export function NetworkIllustration({ label }: { label: string }) {
  const c = useColours();
  const nodes = [
    [260, 60],
    [430, 140],
    [430, 300],
    [260, 370],
    [90, 300],
    [90, 140],
  ] as const;
  return (
    <Svg label={label} viewBox="0 0 520 430">
      <circle cx="260" cy="215" r="200" fill={c.primary} opacity="0.06" />
      {nodes.map(([x, y], i) => (
        <line
          key={`l${i}`}
          x1="260"
          y1="215"
          x2={x}
          y2={y}
          stroke={c.primary}
          strokeWidth="2"
          strokeDasharray="6 6"
          opacity="0.5"
        />
      ))}
      <circle cx="260" cy="215" r="62" fill={c.primary} />
      <path d="M244 215h32M260 199v32" stroke="#fff" strokeWidth="9" strokeLinecap="round" />
      {nodes.map(([x, y], i) => (
        <g key={`n${i}`}>
          <circle cx={x} cy={y} r="40" fill={c.paper} stroke={c.line} strokeWidth="2" />
          <Person x={x} y={y + 2} r={26} colour={i % 2 === 0 ? c.primary : c.secondary} />
        </g>
      ))}
    </Svg>
  );
}

/** Innovation: external demand falling while the time to staff a shift shrinks. */
export function OutcomeIllustration({ label }: { label: string }) {
  const c = useColours();
  const bars = [200, 168, 120, 92, 60];
  return (
    <Svg label={label} viewBox="0 0 520 400">
      <rect x="20" y="20" width="480" height="360" rx="20" fill={c.paper} stroke={c.line} />
      <Lines x={50} y={52} widths={[150, 100]} colour={c.line} />
      {bars.map((h, i) => (
        <rect
          key={i}
          x={60 + i * 70}
          y={330 - h}
          width={44}
          height={h}
          rx={8}
          fill={i === bars.length - 1 ? c.secondary : c.primary}
          opacity={i === bars.length - 1 ? 1 : 0.25 + i * 0.12}
        />
      ))}
      <path
        d="M70 120 C170 140 250 190 390 250"
        stroke={c.secondary}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M376 236l16 15-21 5"
        stroke={c.secondary}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="430" cy="104" r="40" fill={c.primary} opacity="0.12" />
      <circle cx="430" cy="104" r="26" fill="none" stroke={c.primary} strokeWidth="4" />
      <path
        d="M430 90v14l10 8"
        stroke={c.primary}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <line x1="50" y1="330" x2="470" y2="330" stroke={c.line} strokeWidth="2" />
    </Svg>
  );
}

/** How it works: a request passing from the ward pool to HR and on to agencies. */
export function FlowIllustration({ label }: { label: string }) {
  const c = useColours();
  const stops = [
    { x: 70, colour: c.primary },
    { x: 200, colour: c.primary },
    { x: 330, colour: c.secondary },
    { x: 460, colour: c.secondary },
  ];
  return (
    <Svg label={label} viewBox="0 0 530 260" maxWidth={560}>
      <rect x="10" y="10" width="510" height="240" rx="20" fill={c.paper} stroke={c.line} />
      <line x1="70" y1="130" x2="460" y2="130" stroke={c.line} strokeWidth="4" />
      <line x1="70" y1="130" x2="330" y2="130" stroke={c.primary} strokeWidth="4" />
      {stops.map((stop, i) => (
        <g key={i}>
          <circle
            cx={stop.x}
            cy={130}
            r={i === 3 ? 34 : 28}
            fill={stop.colour}
            opacity={i === 3 ? 1 : 0.16}
          />
          {i === 3 ? (
            <path
              d={`M${stop.x - 12} 130l8 8l16 -17`}
              stroke="#fff"
              strokeWidth="5"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ) : (
            <Person x={stop.x} y={132} r={26} colour={stop.colour} />
          )}
          <rect x={stop.x - 36} y={186} width={72} height={9} rx={4.5} fill={c.line} />
          <rect x={stop.x - 24} y={202} width={48} height={9} rx={4.5} fill={c.soft} />
        </g>
      ))}
      <rect x="40" y="40" width="150" height="12" rx="6" fill={c.ink} opacity="0.8" />
    </Svg>
  );
}
