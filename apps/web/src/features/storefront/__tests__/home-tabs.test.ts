import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOME_TABS, homeVariant, isTabEnabled, tabFromState } from '../lib/home-tabs.ts';

describe('home tabs', () => {
  it('opens the tab the navigation state names: 0 order, 1 group order, 2 dugnad, 3 accessories', () => {
    expect([0, 1, 2, 3].map((tab) => tabFromState({ tab }))).toEqual(['order', 'group-order', 'dugnad', 'accessories']);
  });

  it('opens the first tab for no state, an index out of range or not a whole number', () => {
    for (const state of [null, undefined, {}, { tab: -1 }, { tab: 4 }, { tab: 1.5 }, { tab: '1' }]) expect(tabFromState(state)).toBe('order');
  });

  it('in the basic variant, has dugnad and accessories disabled and never opens them', () => {
    expect(HOME_TABS.filter((t) => isTabEnabled(t, 'basic'))).toEqual(['order', 'group-order']);
    expect(tabFromState({ tab: 1 }, 'basic')).toBe('group-order');
    expect(tabFromState({ tab: 2 }, 'basic')).toBe('order');
    expect(tabFromState({ tab: 3 }, 'basic')).toBe('order');
  });

  it('reads the variant setting: only "basic" is basic, anything else is the full home', () => {
    expect(homeVariant('basic')).toBe('basic');
    for (const s of [undefined, '', 'full', 'Basic', 'simple', 1]) expect(homeVariant(s)).toBe('full');
  });

  it('always opens an enabled tab, whatever the state and variant', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom('full' as const, 'basic' as const), (tab, variant) => {
        expect(isTabEnabled(tabFromState({ tab }, variant), variant)).toBe(true);
      }),
    );
  });
});
