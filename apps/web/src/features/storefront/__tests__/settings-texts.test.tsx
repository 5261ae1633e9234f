// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import type { PublicSettingsView } from '@vedmarked/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt, stubBrowser } from '../../../components/__tests__/render.tsx';
import NewDugnadPage from '../../dugnad/pages/NewDugnadPage.tsx';
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

const SETTINGS: PublicSettingsView = {
  neighbour_discount_pct: 40,
  group_share_pct: 7,
  delivery_periods: { fast_days: 6, fast_extra_pct: 10, standard_days: 12, custom_min_days: 6, custom_max_days: 30 },
};

/** The settings answer when released (so the first frame can be read); any other call answers an empty list. */
function stubApi() {
  const urls: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      urls.push(String(url));
      const settings = String(url).includes('/api/settings/public');
      if (settings) await released;
      return new Response(JSON.stringify({ success: true, data: settings ? SETTINGS : [] }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { urls, release: () => act(async () => release()) };
}

async function english() {
  const { default: i18n, i18nReady } = await import('../../../i18n/index.ts');
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['storefront', 'dugnad', 'common', 'errors', 'dugnad-rules']);
}

describe('texts with the platform settings', () => {
  it('the dugnad panel says the default share while loading, then the operator’s', async () => {
    const api = stubApi();
    await english();
    await renderAt(<DugnadPanel />);
    expect(screen.getByText(/receive 5% of everything/)).toBeTruthy();
    await api.release();
    expect(await screen.findByText(/receive 7% of everything/)).toBeTruthy();
    expect(screen.getByText(/Your group receives 7% of the sales/)).toBeTruthy();
    expect(api.urls.filter((u) => u.includes('/api/settings/public'))).toHaveLength(1);
  });

  it('the group-order panel and teaser say the operator’s neighbour discount and the shipping it leaves', async () => {
    const api = stubApi();
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

  it('the start-a-dugnad page’s lead says the operator’s share', async () => {
    const api = stubApi();
    await english();
    await renderAt(<NewDugnadPage />, '/dugnad/new');
    expect(screen.getByText(/and 5% of the products they buy goes to the group/)).toBeTruthy();
    await api.release();
    expect(await screen.findByText(/and 7% of the products they buy goes to the group/)).toBeTruthy();
  });
});
