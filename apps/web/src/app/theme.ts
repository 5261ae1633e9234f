import { createTheme, Indicator, type MantineColorsTuple } from '@mantine/core';

/** Ember: the brand colour, dark enough for white text at shade 7 (WCAG AA). */
const ember: MantineColorsTuple = ['#fff1e8', '#ffe0cf', '#fbbf9e', '#f89c69', '#f57e3d', '#f36b21', '#d95a14', '#a8450d', '#8a3a12', '#6e2d0c'];
const forest: MantineColorsTuple = ['#eaf8ee', '#d8ecdd', '#b0d7bb', '#85c197', '#62ae79', '#4ca265', '#3f9b5b', '#30874a', '#27783f', '#176832'];

/**
 * Count badges (the cart's item count, and any Indicator without its own colour): white text on
 * ember 8, 7.8:1 (WCAG 1.4.3 asks 4.5:1 for their 12 px text; the orange shade 6 it once had gave
 * 3.9:1). Unread-message badges use red 8 (4.5:1). __tests__/badge-contrast.test.ts keeps both.
 */
export const COUNT_BADGE_COLOR = 'ember.8';
export const UNREAD_BADGE_COLOR = 'red.8';

export const theme = createTheme({
  primaryColor: 'ember',
  primaryShade: { light: 7, dark: 5 },
  colors: { ember, forest },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: '700' },
  defaultRadius: 'md',
  respectReducedMotion: true,
  breakpoints: { xs: '36em', sm: '48em', md: '60em', lg: '75em', xl: '88em' },
  components: {
    Anchor: { defaultProps: { c: 'ember.8' } },
    Indicator: Indicator.extend({ defaultProps: { color: COUNT_BADGE_COLOR } }),
  },
});
