// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt, stubBrowser } from '../../../components/__tests__/render.tsx';
import { NoVendorState } from '../components/NoVendorState.tsx';

/** The empty state of a postcode with no vendor: another postcode, or an e-mail left for later. */
beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: unknown };
function stubApi(answers: Answer[]) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), body: init.body ? JSON.parse(String(init.body)) : null });
      const a = answers.shift() ?? { status: 500, body: { success: false, error: { code: 'internal_error', message: 'boom' } } };
      return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

async function renderState() {
  const { default: i18n, i18nReady } = await import('../../../i18n/index.ts');
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['storefront', 'common', 'errors']);
  await renderAt(<NoVendorState postcode="9990" city="Båtsfjord" />);
}

describe('no vendor in the area', () => {
  it('says so, offers another postcode and checks the e-mail next to the field before sending', async () => {
    const calls = stubApi([]);
    await renderState();
    expect(screen.getByRole('heading', { level: 2, name: 'No supplier delivers to 9990 Båtsfjord yet' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toBeTruthy();
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Notify me' })));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain('Enter a valid e-mail address');
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s field error next to the field, then thanks the visitor', async () => {
    const calls = stubApi([
      {
        status: 422,
        body: { success: false, error: { code: 'validation_failed', message: 'Check the form', fields: { email: 'This e-mail cannot be used' } } },
      },
      { status: 200, body: { success: true, data: { ok: true } } },
    ]);
    await renderState();
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    fireEvent.change(email, { target: { value: 'kari@example.no' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Notify me' })));
    expect(await screen.findByText('This e-mail cannot be used')).toBeTruthy();
    expect(calls[0]!.url).toContain('/api/products/notify-me');
    expect(calls[0]!.body).toEqual({ email: 'kari@example.no', postcode: '9990' });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Notify me' })));
    expect((await screen.findByTestId('notify-done')).textContent).toContain('We will write to kari@example.no as soon as a supplier delivers to 9990');
  });
});
