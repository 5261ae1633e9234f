// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubPublicSettings } from '../../../components/__tests__/public-settings-stub.ts';
import { renderAt, stubBrowser } from '../../../components/__tests__/render.tsx';
import NewDugnadPage from '../pages/NewDugnadPage.tsx';

/** The start-a-dugnad page's lead says the operator's group share (GET /api/settings/public, decision 0043). */
beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('starting a dugnad', () => {
  it('the start-a-dugnad page’s lead says the operator’s share', async () => {
    const api = stubPublicSettings();
    const { default: i18n, i18nReady } = await import('../../../i18n/index.ts');
    await i18nReady;
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['dugnad', 'common', 'errors', 'dugnad-rules']);
    await renderAt(<NewDugnadPage />, '/dugnad/new');
    expect(screen.getByText(/and 5% of the products they buy goes to the group/)).toBeTruthy();
    await api.release();
    expect(await screen.findByText(/and 7% of the products they buy goes to the group/)).toBeTruthy();
  });
});
