/** Decorative drawings for the supplier pages' heroes: inline SVG, no requests, hidden from screen readers. */
export type HeroArtKind = 'logs' | 'truck' | 'forest';

const BARK = '#4a1e08';
const WOOD = '#f3c48f';
const RING = '#c98f55';

/** A log seen from its cut end: bark, wood, growth rings and the pith. */
function LogEnd({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={BARK} />
      <circle cx={x} cy={y} r={r * 0.86} fill={WOOD} />
      <circle cx={x} cy={y} r={r * 0.62} fill="none" stroke={RING} strokeWidth={2} />
      <circle cx={x} cy={y} r={r * 0.38} fill="none" stroke={RING} strokeWidth={2} />
      <circle cx={x} cy={y} r={r * 0.1} fill="#a8692f" />
      <path d={`M${x} ${y} l${r * 0.5} ${-r * 0.55}`} stroke={RING} strokeWidth={2} strokeLinecap="round" />
    </g>
  );
}

/** A stack of logs: rows of `count` logs, each row resting in the gaps of the one below. */
function LogStack({ cx, baseY, r, rows }: { cx: number; baseY: number; r: number; rows: number }) {
  const logs: { x: number; y: number }[] = [];
  for (let row = 0; row < rows; row++) {
    const count = rows - row + 1;
    const y = baseY - r - row * r * Math.sqrt(3);
    for (let i = 0; i < count; i++) logs.push({ x: cx - (count - 1) * r + i * 2 * r, y });
  }
  return (
    <g>
      {logs.map((l) => (
        <LogEnd key={`${l.x}-${l.y}`} x={l.x} y={l.y} r={r} />
      ))}
    </g>
  );
}

function Spruce({ x, base, h }: { x: number; base: number; h: number }) {
  const w = h * 0.42;
  return (
    <g>
      <rect x={x - h * 0.03} y={base - h * 0.12} width={h * 0.06} height={h * 0.12} fill={BARK} />
      {[0, 1, 2].map((i) => {
        const top = base - h + i * h * 0.22;
        const bottom = base - h * 0.1 - (2 - i) * h * 0.2;
        const half = w * (0.55 + i * 0.22);
        return <polygon key={i} points={`${x},${top} ${x - half},${bottom} ${x + half},${bottom}`} fill={i % 2 ? '#27783f' : '#30874a'} />;
      })}
    </g>
  );
}

export function HeroArt({ kind }: { kind: HeroArtKind }) {
  return (
    <svg viewBox="0 0 400 300" width="100%" style={{ maxWidth: 420, display: 'block', marginInline: 'auto' }} aria-hidden="true" focusable="false">
      <ellipse cx={200} cy={282} rx={190} ry={12} fill="#000" opacity={0.18} />
      {kind === 'logs' && <LogStack cx={200} baseY={280} r={34} rows={4} />}
      {kind === 'forest' && (
        <>
          <Spruce x={90} base={280} h={230} />
          <Spruce x={160} base={280} h={180} />
          <Spruce x={330} base={280} h={210} />
          <LogStack cx={250} baseY={282} r={26} rows={3} />
        </>
      )}
      {kind === 'truck' && (
        <g transform="translate(0 58)">
          {/* a load of logs on the flatbed, seen from the side, with the cut ends towards the cab */}
          {[0, 1, 2].map((row) => {
            const x = 40 + row * 10;
            const w = 222 - row * 20;
            const y = 140 - row * 31;
            return (
              <g key={row}>
                <rect x={x} y={y} width={w} height={32} rx={16} fill={row % 2 ? '#7a4a24' : '#8a5a2e'} />
                <circle cx={x + w - 16} cy={y + 16} r={15} fill={WOOD} />
                <circle cx={x + w - 16} cy={y + 16} r={8} fill="none" stroke={RING} strokeWidth={2} />
              </g>
            );
          })}
          <rect x={34} y={96} width={8} height={78} rx={2} fill="#2b2b2b" />
          <rect x={256} y={96} width={8} height={78} rx={2} fill="#2b2b2b" />
          <rect x={30} y={172} width={240} height={18} rx={4} fill="#2b2b2b" />
          {/* cab */}
          <path d="M270 190 V110 q0 -10 10 -10 h52 q10 0 16 8 l30 40 q6 8 6 18 V190 Z" fill="#f36b21" />
          <path d="M290 114 h38 q6 0 10 5 l22 29 h-70 Z" fill="#ffe0cf" />
          <rect x={270} y={170} width={114} height={20} fill="#d95a14" />
          {[80, 150, 320].map((x) => (
            <g key={x}>
              <circle cx={x} cy={200} r={24} fill="#1f1f1f" />
              <circle cx={x} cy={200} r={10} fill="#9a9a9a" />
            </g>
          ))}
        </g>
      )}
    </svg>
  );
}
