// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt, stubBrowser, switchLanguage } from '../../__tests__/render.tsx';
import { type ClientDataTableProps, DataTable } from '../DataTable.tsx';
import { TYPING_DELAY_MS } from '../FilterPanel.tsx';
import type { DataTableColumn, DataTableState } from '../types.ts';
import { useDataTableState } from '../use-table-state.ts';

interface Vendor {
  id: number;
  name: string;
  sacks: number;
  revenue: number;
  joined: string;
}

const vendors: Vendor[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  name: ['Bergen Brensel', 'oslo vedlager', 'Tromsø Ved', 'Ålesund Pellets', 'Bodø Bjørk'][i % 5]! + (i >= 5 ? ` ${i}` : ''),
  sacks: (i * 7) % 31,
  revenue: 10000 * ((i * 13) % 17),
  joined: `2026-${String((i % 12) + 1).padStart(2, '0')}-15`,
}));

const columns: DataTableColumn<Vendor>[] = [
  { id: 'name', header: 'Name', value: (v) => v.name, primary: true, alwaysVisible: true },
  { id: 'sacks', header: 'Sacks', value: (v) => v.sacks, kind: 'number' },
  { id: 'revenue', header: 'Revenue', value: (v) => v.revenue, kind: 'money' },
  { id: 'joined', header: 'Joined', value: (v) => v.joined, kind: 'date', hidden: true },
];

/** A page whose row action removes its own button (as "Confirm company" does once confirmed). */
function ArchivePage() {
  const [archived, setArchived] = useState<number[]>([]);
  return (
    <DataTable<Vendor>
      name="a"
      caption="Vendors"
      columns={columns}
      rowId={(v) => v.id}
      query={{ data: vendors.slice(0, 3) }}
      rowActions={[
        {
          id: 'archive',
          label: 'Archive',
          accessibleLabel: (v) => `Archive ${v.name}`,
          visible: (v) => !archived.includes(v.id),
          onClick: (v) => setArchived((a) => [...a, v.id]),
        },
        { id: 'open', label: 'Open', accessibleLabel: (v) => `Open ${v.name}`, onClick: () => {} },
      ]}
    />
  );
}

/** A server-side page: it builds its query from the table state and shows what "the server" sent. */
const seen: DataTableState['query'][] = [];
function ServerPage() {
  const state = useDataTableState('users', { pageSize: 10 });
  seen.push(state.query);
  const offset = state.query.offset;
  const rows = vendors.slice(offset, offset + 10);
  return <DataTable<Vendor> name="users" caption="Users" columns={columns} rowId={(v) => v.id} state={state} query={{ data: { rows, total: 95 } }} />;
}

beforeAll(stubBrowser);
afterEach(cleanup);

/** Lets typed filters reach the URL (after the typing pause) inside act, so the router's transition commits. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, TYPING_DELAY_MS + 100)));
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

async function renderClient(url = '/', extra: Partial<ClientDataTableProps<Vendor>> = {}) {
  await switchLanguage('en');
  return renderAt(
    <DataTable<Vendor> name="vendors" caption="Vendors" columns={columns} rowId={(v) => v.id} query={{ data: vendors }} pageSize={10} {...extra} />,
    url,
  );
}

describe('DataTable', () => {
  it('is named by its caption and sorts by keyboard: headers are buttons with aria-sort', async () => {
    const user = userEvent.setup();
    const { search } = await renderClient();
    expect(screen.getByRole('table', { name: 'Vendors' })).toBeTruthy();
    const header = screen.getByRole('columnheader', { name: 'Sacks' });
    expect(header.getAttribute('aria-sort')).toBe('none');

    const button = within(header).getByRole('button', { name: 'Sacks' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: 'Sacks' }).getAttribute('aria-sort')).toBe('ascending');
    const ascending = bodyRows().map((r) => Number(within(r).getAllByRole('cell')[1]!.textContent));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(search().get('vendors.sort')).toBe('sacks');
    expect(screen.getByText('Sorted by Sacks, ascending')).toBeTruthy();

    await user.keyboard(' ');
    expect(screen.getByRole('columnheader', { name: 'Sacks' }).getAttribute('aria-sort')).toBe('descending');
    expect(search().get('vendors.sort')).toBe('-sacks');
    expect(document.activeElement).toBe(within(screen.getByRole('columnheader', { name: 'Sacks' })).getByRole('button'));
    expect(screen.getByText('Sorted by Sacks, descending')).toBeTruthy();

    // Text sorts alphabetically without case, Norwegian letters last in no, here in en after the others.
    await user.click(within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'));
    // Alphabetical without case, numbers in text as numbers; in English Å sorts with A.
    expect(firstCells().slice(0, 3)).toEqual(['Ålesund Pellets', 'Ålesund Pellets 8', 'Ålesund Pellets 13']);
  });

  it('keeps its state in the URL: back and forward restore sort and page', async () => {
    const user = userEvent.setup();
    const { router, search } = await renderClient('/vendors?tab=all');
    expect(screen.getByText('1–10 of 30')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(search().get('vendors.page')).toBe('2');
    expect(screen.getByText('11–20 of 30')).toBeTruthy();
    await user.click(within(screen.getByRole('columnheader', { name: 'Revenue' })).getByRole('button'));
    // A new order starts at page 1; the page's own parameters stay.
    expect(search().get('vendors.page')).toBeNull();
    expect(search().get('tab')).toBe('all');

    await act(() => router.navigate(-1));
    expect(screen.getByRole('columnheader', { name: 'Revenue' }).getAttribute('aria-sort')).toBe('none');
    expect(screen.getByText('11–20 of 30')).toBeTruthy();
    await act(() => router.navigate(1));
    expect(screen.getByRole('columnheader', { name: 'Revenue' }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByText('1–10 of 30')).toBeTruthy();
  });

  it('filters with the spec operators from the filter form, and shows the filter as a removable chip', async () => {
    const user = userEvent.setup();
    const { search } = await renderClient();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Revenue: condition' }), 'greater-than');
    await user.type(screen.getByRole('textbox', { name: 'Revenue: value' }), '1200');
    await settle();
    expect(search().getAll('vendors.f')).toEqual(['revenue:greater-than:1200']);
    const revenues = bodyRows().map((r) =>
      Number(
        within(r)
          .getAllByRole('cell')[2]!
          .textContent!.replace(/[^\d.]/g, ''),
      ),
    );
    expect(revenues).toHaveLength(7);
    for (const r of revenues) expect(r).toBeGreaterThan(1200);

    // Letters where a number is needed: explained, and not applied.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sacks: condition' }), 'less-than');
    await user.type(screen.getByRole('textbox', { name: 'Sacks: value' }), 'ten');
    await settle();
    expect(screen.getByText('Enter a number')).toBeTruthy();
    expect(search().getAll('vendors.f')).toEqual(['revenue:greater-than:1200']);

    // Case-insensitive text match.
    await user.type(screen.getByRole('textbox', { name: 'Name: value' }), 'OSLO');
    await settle();
    expect(search().getAll('vendors.f')).toContain('name:contains:OSLO');
    expect(firstCells()).toEqual(['oslo vedlager', 'oslo vedlager 26']);

    const chip = screen.getByRole('button', { name: /Remove the filter on Name/ });
    await user.click(chip);
    await settle();
    expect(search().getAll('vendors.f')).toEqual(['revenue:greater-than:1200']);
    expect((screen.getByRole('textbox', { name: 'Name: value' }) as HTMLInputElement).value).toBe('');
  });

  it('shows and hides columns, exports the filtered rows as CSV with a BOM', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:csv';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { search } = await renderClient('/?vendors.f=name:starts-with:bergen');
    expect(screen.queryByRole('columnheader', { name: 'Joined' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Joined' }));
    expect(search().get('vendors.cols')).toBe('name,sacks,revenue,joined');
    expect(screen.getByRole('columnheader', { name: 'Joined' })).toBeTruthy();
    expect(bodyRows()[0]!.textContent).toContain('15.01.2026');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalled();
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0]!);
    });
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\r\n');
    expect(lines[0]).toBe('Name,Sacks,Revenue,Joined');
    // Every Bergen row (6 of 30), not only the page shown.
    expect(lines).toHaveLength(1 + 6);
    expect(lines[1]).toBe('Bergen Brensel,0,0.00,15.01.2026');
    create.mockRestore();
    click.mockRestore();
  });

  it('selects rows for bulk actions, with select all on the page', async () => {
    const user = userEvent.setup();
    const bulk = vi.fn();
    await renderClient('/', { bulkActions: [{ id: 'price', label: 'Change price', onClick: bulk }] });
    await user.click(screen.getByRole('checkbox', { name: 'Select Tromsø Ved' }));
    expect(screen.getByText('1 row selected')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('10 rows selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change price' }));
    expect(bulk.mock.calls[0]![0]).toHaveLength(10);
  });

  it('shows loading and empty states, and offers to clear filters that match nothing', async () => {
    await switchLanguage('es');
    const { rerender } = await renderAt(<DataTable<Vendor> name="v" caption="Proveedores" columns={columns} rowId={(v) => v.id} query={{ isPending: true }} />);
    expect(screen.getByText('Cargando…').getAttribute('role')).toBe('status');
    rerender(<div />);
    cleanup();
    await renderAt(<DataTable<Vendor> name="v" caption="Proveedores" columns={columns} rowId={(v) => v.id} query={{ data: [] }} />);
    expect(screen.getByText('Todavía no hay nada aquí.')).toBeTruthy();
    cleanup();
    await renderAt(
      <DataTable<Vendor> name="v" caption="Proveedores" columns={columns} rowId={(v) => v.id} query={{ data: vendors }} />,
      '/?v.f=name:matches:^zz',
    );
    expect(screen.getByText('Ninguna fila cumple los filtros.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitar filtros' })).toBeTruthy();
  });

  it('keeps focus in the row when an action removes its own button', async () => {
    await switchLanguage('en');
    const user = userEvent.setup();
    await renderAt(<ArchivePage />);
    await user.click(screen.getByRole('button', { name: 'Archive oslo vedlager' }));
    expect(screen.queryByRole('button', { name: 'Archive oslo vedlager' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open oslo vedlager' }));
  });

  it('in server mode hands page, sort and filters to the page, and shows what the server sent', async () => {
    await switchLanguage('en');
    const user = userEvent.setup();
    seen.length = 0;
    await renderAt(<ServerPage />);
    expect(screen.getByText('1–10 of 95')).toBeTruthy();
    await user.click(within(screen.getByRole('columnheader', { name: 'Sacks' })).getByRole('button'));
    expect(seen.at(-1)).toMatchObject({ sort: 'sacks', limit: 10, offset: 0 });
    // The table does not re-sort the server's page.
    expect(firstCells()[0]).toBe(vendors[0]!.name);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(seen.at(-1)).toMatchObject({ sort: 'sacks', offset: 20 });
    expect(screen.getByRole('button', { name: 'Export this page as CSV' })).toBeTruthy();
  });
});
