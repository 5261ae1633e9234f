import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { COUNT_BADGE_COLOR, theme, UNREAD_BADGE_COLOR } from '../theme.ts';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** 'ember.8' → its hex in the app's theme (or Mantine's default palette). */
function resolve(color: string): string {
  const [name, shade] = color.split('.');
  const palette = theme.colors?.[name!] ?? DEFAULT_THEME.colors[name!];
  const hex = palette?.[Number(shade)];
  if (!hex) throw new Error(`no colour ${color}`);
  return hex;
}

// Mantine's Indicator and filled Badge draw their label in white on the colour.
const WHITE = '#ffffff';

describe('badge contrast (issue 18 item 10, WCAG 1.4.3)', () => {
  it('the contrast function gives the known extremes', () => {
    expect(contrast('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrast(WHITE, WHITE)).toBeCloseTo(1, 5);
    // The cart badge's old orange (ember 6) is the 3.9:1 the issue measured.
    expect(contrast(resolve('ember.6'), WHITE)).toBeLessThan(4.5);
  });

  it("the cart's count badge is the theme's Indicator colour, at least 4.5:1 with its white label", () => {
    const color = (theme.components?.Indicator?.defaultProps as { color?: string } | undefined)?.color;
    expect(color).toBe(COUNT_BADGE_COLOR);
    expect(contrast(resolve(COUNT_BADGE_COLOR), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('the unread-message badges reach 4.5:1 too', () => {
    expect(contrast(resolve(UNREAD_BADGE_COLOR), WHITE)).toBeGreaterThanOrEqual(4.5);
  });
});
