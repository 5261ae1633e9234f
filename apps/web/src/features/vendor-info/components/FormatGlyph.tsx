/**
 * A sack (40 and 60 L) or a big bag with lifting loops (1000 and 1500 L), drawn at a size that
 * grows with the volume (on a square-root scale, so the small sacks stay visible). Decorative.
 */
export function FormatGlyph({ litres }: { litres: number }) {
  const size = Math.round(24 + Math.sqrt(litres) * 1.1);
  if (litres < 1000) {
    return (
      <svg viewBox="0 0 40 48" width={size} height={size * 1.2} aria-hidden="true" focusable="false">
        <path d="M14 10 C10 16 4 22 4 34 C4 43 10 46 20 46 C30 46 36 43 36 34 C36 22 30 16 26 10 Z" fill="#d95a14" />
        <path d="M12 6 L16 11 H24 L28 6 C24 8 16 8 12 6 Z" fill="#a8450d" />
        <rect x={14} y={9} width={12} height={3} rx={1.5} fill="#6e2d0c" />
        <path d="M9 30 C15 33 25 33 31 30" stroke="#f89c69" strokeWidth={2} fill="none" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M10 12 C10 4 16 4 16 12" stroke="#6e2d0c" strokeWidth={3} fill="none" />
      <path d="M32 12 C32 4 38 4 38 12" stroke="#6e2d0c" strokeWidth={3} fill="none" />
      <rect x={4} y={12} width={40} height={34} rx={4} fill="#d95a14" />
      <rect x={4} y={12} width={40} height={6} rx={2} fill="#a8450d" />
      <path d="M8 40 H40" stroke="#a8450d" strokeWidth={2} />
      <circle cx={16} cy={27} r={4} fill="#f3c48f" stroke="#a8692f" strokeWidth={1.5} />
      <circle cx={27} cy={30} r={4} fill="#f3c48f" stroke="#a8692f" strokeWidth={1.5} />
      <circle cx={34} cy={24} r={3.5} fill="#f3c48f" stroke="#a8692f" strokeWidth={1.5} />
    </svg>
  );
}
