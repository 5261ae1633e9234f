// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt, stubBrowser, switchLanguage } from '../../__tests__/render.tsx';
import { SortableList } from '../SortableList.tsx';

interface Stop {
  id: string;
  address: string;
}
const STOPS: Stop[] = [
  { id: 'a', address: 'Storgata 1' },
  { id: 'b', address: 'Kirkeveien 5' },
  { id: 'c', address: 'Bygdøy allé 12' },
  { id: 'd', address: 'Trondheimsveien 40' },
];

/** A route's stop list: the parent recomputes arrival times (08:00 + 30 min per stop) on every reorder. */
function Route({ onReorder }: { onReorder: (ids: string[]) => void }) {
  const [stops, setStops] = useState(STOPS);
  return (
    <SortableList
      label="Stops"
      items={stops}
      getId={(s) => s.id}
      getLabel={(s) => s.address}
      onReorder={(next) => {
        setStops(next);
        onReorder(next.map((s) => s.id));
      }}
      renderItem={(s, i) => (
        <span>
          {s.address} · {`${8 + Math.floor(i / 2)}:${i % 2 ? '30' : '00'}`.padStart(5, '0')}
        </span>
      )}
    />
  );
}

/**
 * jsdom has no layout: give each list item a box by its place in the list (60 px apart), and every
 * element inside an item the item's box, so dnd-kit's keyboard sensor can find the next position.
 */
function layOut() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('li');
    const index = item ? [...(item.parentElement?.children ?? [])].indexOf(item) : 0;
    const top = index * 60;
    return { x: 0, y: top, top, left: 0, width: 300, height: 50, right: 300, bottom: top + 50, toJSON: () => ({}) } as DOMRect;
  });
}

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const order = () =>
  within(screen.getByRole('list', { name: 'Stops' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('SortableList', () => {
  it('moves an item with the Move up / Move down buttons, keeps focus on it and announces the move', async () => {
    await switchLanguage('en');
    const user = userEvent.setup();
    const onReorder = vi.fn();
    await renderAt(<Route onReorder={onReorder} />);
    expect(order()[1]).toContain('Kirkeveien 5 · 08:30');

    await user.click(screen.getByRole('button', { name: 'Move Kirkeveien 5 down' }));
    expect(onReorder).toHaveBeenLastCalledWith(['a', 'c', 'b', 'd']);
    // The parent recomputed the arrival times.
    expect(order()[2]).toContain('Kirkeveien 5 · 09:00');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Kirkeveien 5 down' }));
    expect(screen.getByText('Kirkeveien 5 moved to position 3 of 4.').getAttribute('aria-live')).toBe('polite');

    // By keyboard: Enter on the focused button, twice; the last press finds it already last.
    await user.keyboard('{Enter}');
    expect(onReorder).toHaveBeenLastCalledWith(['a', 'c', 'd', 'b']);
    const down = screen.getByRole('button', { name: 'Move Kirkeveien 5 down' });
    expect(document.activeElement).toBe(down);
    expect(down.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(onReorder).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Kirkeveien 5 is already last.')).toBeTruthy();
    expect(document.activeElement).toBe(down);

    await user.click(screen.getByRole('button', { name: 'Move Storgata 1 up' }));
    expect(onReorder).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Move Trondheimsveien 40 up' }));
    expect(onReorder).toHaveBeenLastCalledWith(['a', 'd', 'c', 'b']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Trondheimsveien 40 up' }));
  });

  it('reorders by dragging with the keyboard: space to lift, arrows to move, space to drop, in the user language', async () => {
    await switchLanguage('no');
    layOut();
    const user = userEvent.setup();
    const onReorder = vi.fn();
    await renderAt(<Route onReorder={onReorder} />);
    const handle = screen.getByRole('button', { name: 'Dra Storgata 1' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    // The instructions the handle points to are in Norwegian.
    const described = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toContain('trykk mellomrom eller enter på håndtaket');

    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await act(async () => {});
    expect(document.body.textContent).toContain('Storgata 1 er over plass 2 av 4.');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await act(async () => {});
    expect(onReorder).toHaveBeenLastCalledWith(['b', 'c', 'a', 'd']);
    expect(order()[2]).toContain('Storgata 1 · 09:00');
    expect(document.body.textContent).toContain('Storgata 1 sluppet på plass 3 av 4.');
  });

  it('cancels a keyboard drag with escape', async () => {
    await switchLanguage('es');
    layOut();
    const user = userEvent.setup();
    const onReorder = vi.fn();
    await renderAt(<Route onReorder={onReorder} />);
    screen.getByRole('button', { name: 'Arrastrar Kirkeveien 5' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    await act(async () => {});
    expect(onReorder).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('Movimiento cancelado. Kirkeveien 5 se queda en la posición 2 de 4.');
  });
});
