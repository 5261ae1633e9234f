// How the order pages write dates (DD.MM.YYYY, times in Oslo).
export const date = (iso: string | null) => {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
};
/** The last day an instant-bounded validity covers, in Oslo (valid until 27.11 00:00 → 26.11). */
export const lastValidDay = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(Date.parse(iso) - 1))
    : '';
export const dateTime = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('nb-NO', {
        timeZone: 'Europe/Oslo',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(iso))
    : '';
