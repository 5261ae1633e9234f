import { useEffect } from 'react';

/**
 * Holds the page still behind a dialog that opens by itself while the page starts (the first
 * visit's postcode dialog): `overflow: hidden` on <html>, its scrollbar's room kept
 * (`scrollbar-gutter: stable`) so nothing moves sideways. Mantine's own lock (react-remove-scroll)
 * adds a style sheet, which has the browser restyle the whole page: ~100 ms on a phone slowed 4×,
 * in the middle of its start (issue 21, TBT). Two inline styles on one element restyle only it.
 */
export function usePageScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const html = document.documentElement;
    const was = { overflow: html.style.overflow, gutter: html.style.scrollbarGutter };
    if (window.innerWidth > html.clientWidth) html.style.scrollbarGutter = 'stable';
    html.style.overflow = 'hidden';
    return () => {
      html.style.overflow = was.overflow;
      html.style.scrollbarGutter = was.gutter;
    };
  }, [locked]);
}
