/** An ISO date (or instant) as the pages show it: dd.mm.yyyy. */
export const day = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
};
