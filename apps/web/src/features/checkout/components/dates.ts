/** The last day an instant-bounded validity covers, in Oslo (valid until 27.11 00:00 → 26.11.2026). */
export function lastValidDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(Date.parse(iso) - 1);
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(d);
  const p = (type: string) => parts.find((x) => x.type === type)?.value ?? '';
  return `${p('day')}.${p('month')}.${p('year')}`;
}
