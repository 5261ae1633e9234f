// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../app/theme.ts';
import { BusyButton } from '../BusyButton.tsx';
import { stubBrowser } from './render.tsx';

stubBrowser();
afterEach(cleanup);

/** A button whose press starts work that the test finishes: like adding to the cart. */
function Adder({ presses }: { presses: string[] }) {
  const [busy, setBusy] = useState(false);
  return (
    <MantineProvider theme={theme}>
      <BusyButton busy={busy} onClick={() => (presses.push('add'), setBusy(true))}>
        Add
      </BusyButton>
      <button type="button" onClick={() => setBusy(false)}>
        finish
      </button>
    </MantineProvider>
  );
}

describe('BusyButton', () => {
  it('keeps keyboard focus while busy, says so, and ignores presses until the work is done', async () => {
    const user = userEvent.setup();
    const presses: string[] = [];
    render(<Adder presses={presses} />);
    const add = screen.getByRole('button', { name: 'Add' });
    add.focus();
    await user.keyboard('{Enter}');
    // Busy: still focused and enabled (a disabled button would drop focus), marked busy and disabled for assistive technology.
    expect(document.activeElement).toBe(add);
    expect((add as HTMLButtonElement).disabled).toBe(false);
    expect(add.getAttribute('aria-busy')).toBe('true');
    expect(add.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    await user.click(add);
    expect(presses).toEqual(['add']);
    // Done: pressable again.
    await user.click(screen.getByRole('button', { name: 'finish' }));
    expect(add.getAttribute('aria-busy')).toBeNull();
    add.focus();
    await user.keyboard('{Enter}');
    expect(presses).toEqual(['add', 'add']);
    expect(document.activeElement).toBe(add);
  });
});
