// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubPublicSettings } from '../../../components/__tests__/public-settings-stub.ts';
import { renderAt, stubBrowser } from '../../../components/__tests__/render.tsx';
import { DugnadPanel } from '../components/DugnadPanel.tsx';
import { GroupOrderPanel, GroupOrderTeaser } from '../components/GroupOrderPanel.tsx';

/**
 * The storefront's texts say the operator's neighbour discount and dugnad share (GET
 * /api/settings/public, decision 0043): spec section 9's defaults until the answer comes, then the
 * settings.
 */
beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function english() {
  const { default: i18n, i18nReady } = await import('../../../i18n/index.ts');
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['storefront', 'common']);
}

describe('texts with the platform settings', () => {
  it('the dugnad panel says the default share while loading, then the operator’s', async () => {
    const api = stubPublicSettings();
    await english();
    await renderAt(<DugnadPanel />);
    expect(screen.getByText(/receive 5% of everything/)).toBeTruthy();
    await api.release();
    expect(await screen.findByText(/receive 7% of everything/)).toBeTruthy();
    expect(screen.getByText(/Your group receives 7% of the sales/)).toBeTruthy();
    expect(api.urls.filter((u) => u.includes('/api/settings/public'))).toHaveLength(1);
  });

  it('the group-order panel and teaser say the operator’s neighbour discount and the shipping it leaves', async () => {
    const api = stubPublicSettings();
    await english();
    await renderAt(
      <>
        <GroupOrderPanel data={undefined} />
        <GroupOrderTeaser onOpen={() => {}} />
      </>,
    );
    expect(screen.getByText(/every neighbour who joins gets 50% off the delivery/)).toBeTruthy();
    await api.release();
    expect(await screen.findByText(/every neighbour who joins gets 40% off the delivery/)).toBeTruthy();
    // 60% of the offer's 200 kr delivery.
    expect(screen.getByText(/get 40% off delivery \(120/)).toBeTruthy();
    expect(screen.getByText('Every neighbour who joins your order gets 40% off the delivery.')).toBeTruthy();
  });
});
