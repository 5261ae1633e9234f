// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt, stubBrowser } from '../../../components/__tests__/render.tsx';
import ImportCustomersPage from '../pages/ImportCustomersPage.tsx';

/** The CSV import's column mapping: recognised columns come chosen, the vendor maps the rest, and the preview follows. */
beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubPreview() {
  const bodies: { rows: Record<string, string>[]; dry_run: boolean }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: URL, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      bodies.push(body);
      const rows = body.rows.map((_: unknown, i: number) => ({ row: i + 1, errors: {}, invites: true }));
      return new Response(JSON.stringify({ success: true, data: { imported: 0, rows } }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return bodies;
}

describe('importing customers: the column mapping', () => {
  it('guesses the named columns, previews with them, and previews again when the vendor maps another column', async () => {
    const bodies = stubPreview();
    const { default: i18n, i18nReady } = await import('../../../i18n/index.ts');
    await i18nReady;
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces(['customers', 'errors', 'table', 'common']);
    await renderAt(<ImportCustomersPage />);
    const content = 'Navn;E-post;Mobil\nKari Nordmann;kari@example.no;412 34 567\n';
    const csv = new File([content], 'kunder.csv', { type: 'text/csv' });
    // jsdom's File has no text().
    Object.defineProperty(csv, 'text', { value: async () => content });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => fireEvent.change(input, { target: { files: [csv] } }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ rows: [{ email: 'kari@example.no', phone: '412 34 567' }], dry_run: true });
    expect((screen.getByRole('textbox', { name: 'Column “Navn”' }) as HTMLInputElement).value).toBe('Ignore this column');
    expect((screen.getByRole('textbox', { name: 'Column “E-post”' }) as HTMLInputElement).value).toBe('E-mail');

    // The vendor says the first column is the first name: the rows are checked again with it.
    const first = screen.getByRole('textbox', { name: 'Column “Navn”' });
    await act(async () => fireEvent.click(first));
    const listbox = document.getElementById(first.getAttribute('aria-controls') ?? '')!;
    await act(async () => fireEvent.click(within(listbox).getByRole('option', { name: 'First name', hidden: true })));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]!.rows).toEqual([{ first_name: 'Kari Nordmann', email: 'kari@example.no', phone: '412 34 567' }]);
    expect(await screen.findByText('The 1 row can be imported.')).toBeTruthy();
  });
});
