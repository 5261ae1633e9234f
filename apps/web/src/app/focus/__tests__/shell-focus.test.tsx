// @vitest-environment jsdom
import { MantineProvider, Modal } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderAt, stubBrowser, switchLanguage } from '../../../components/__tests__/render.tsx';
import { SkipLink } from '../../../components/SkipLink.tsx';
import { installFocusKeeper } from '../focus-keeper.ts';
import { installFormErrorFocus } from '../form-errors.ts';
import { theme } from '../../theme.ts';
import { ShellFocus } from '../ShellFocus.tsx';

beforeAll(async () => {
  stubBrowser();
  await switchLanguage('es');
});
afterEach(cleanup);

function Page({ title, late = false }: { title: string; late?: boolean }) {
  const [shown, setShown] = useState(!late);
  document.title = `${title} · Vedmarked`;
  if (!shown) setTimeout(() => setShown(true), 20);
  return (
    <main id="main">
      {shown && <h1>{title}</h1>}
      <Link to="/cart">cart</Link>
      <Link to="/checkout">checkout</Link>
      <Link to="/checkout?step=2">same page</Link>
    </main>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <ShellFocus />
          </>
        ),
        children: [
          { path: '/', element: <Page title="Inicio" /> },
          { path: '/cart', element: <Page title="Carrito" /> },
          { path: '/checkout', element: <Page title="Entrega" late /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('focus after a page change', () => {
  it('leaves a full page load alone, then focuses the new heading and announces the title', async () => {
    renderApp();
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByTestId('route-announcer').textContent).toBe('');
    await userEvent.click(screen.getByText('cart'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Carrito' })));
    expect(screen.getByRole('heading', { name: 'Carrito' }).getAttribute('tabindex')).toBe('-1');
    await waitFor(() => expect(screen.getByTestId('route-announcer').textContent).toBe('Carrito · Vedmarked'));
    expect(screen.getByTestId('route-announcer').getAttribute('aria-live')).toBe('polite');
  });

  it('waits for a heading that arrives after the page (lazy code, data)', async () => {
    renderApp();
    await userEvent.click(screen.getByText('checkout'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Entrega' })));
  });

  it('does not move focus when only the query string changes', async () => {
    const router = renderApp();
    await act(() => router.navigate('/checkout'));
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    const link = screen.getByText('same page');
    link.focus();
    await userEvent.click(link);
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement).toBe(link);
  });
});

function Adder() {
  const [n, setN] = useState(0);
  return (
    <section>
      <p>{n}</p>
      <button type="button" key={n} onClick={() => setN(n + 1)}>
        Añadir 10 al carrito
      </button>
    </section>
  );
}

function Busy() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        setTimeout(() => setBusy(false), 150);
      }}
    >
      +10
    </button>
  );
}

function Host() {
  const [opened, setOpened] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <div>
      <div>
        {!saved && (
          <button type="button" onClick={() => setOpened(true)}>
            Elegir código postal
          </button>
        )}
        {saved && <button type="button">Cambiar 0150</button>}
      </div>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Código postal">
        <button
          type="button"
          onClick={() => {
            setSaved(true);
            setOpened(false);
          }}
        >
          0150 Oslo
        </button>
      </Modal>
    </div>
  );
}

describe('focus keeper', () => {
  it('gives focus to the re-rendered twin of a button that replaced itself', async () => {
    const uninstall = installFocusKeeper();
    render(<Adder />);
    const first = screen.getByRole('button');
    first.focus();
    fireEvent.click(first);
    await waitFor(() => expect(screen.getByRole('button')).not.toBe(first));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button')));
    uninstall();
  });

  it('gives focus back to a button disabled while it works', async () => {
    const uninstall = installFocusKeeper();
    render(<Busy />);
    const button = screen.getByRole('button');
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    // jsdom keeps focus on a disabled button; a browser drops it to <body>.
    button.blur();
    await waitFor(() => expect(document.activeElement).toBe(button), { timeout: 1000 });
    uninstall();
  });

  it('returns focus from a dialog to its opener, or to the next control when the opener is gone', async () => {
    const uninstall = installFocusKeeper();
    await renderAt(<Host />);
    const opener = screen.getByRole('button', { name: 'Elegir código postal' });
    opener.focus();
    await userEvent.click(opener);
    const choice = await screen.findByRole('button', { name: '0150 Oslo' });
    choice.focus();
    await userEvent.click(choice);
    await waitFor(() => expect(screen.queryByRole('button', { name: '0150 Oslo' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cambiar 0150' })));
    uninstall();
  });

  it('knows a field focused before it was installed (the server’s page focused it), and rescues focus when it goes', async () => {
    render(
      <div>
        <button type="button">Cambiar 0150</button>
        <div data-testid="dialog">
          <input aria-label="Código postal" />
        </div>
      </div>,
    );
    const field = screen.getByRole('textbox');
    field.focus();
    const uninstall = installFocusKeeper();
    screen.getByTestId('dialog').remove();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cambiar 0150' })));
    uninstall();
  });
});

function GuestForm() {
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        // The server answers later: the phone belongs to an account.
        setTimeout(() => setError('Este teléfono ya tiene una cuenta'), 80);
      }}
    >
      <input aria-label="Nombre" defaultValue="Kari" />
      <input aria-label="Teléfono" defaultValue="41234567" aria-invalid={error ? 'true' : undefined} />
      {error && <p>{error}</p>}
      <button type="submit">Continuar</button>
    </form>
  );
}

describe('one form-error path', () => {
  it('focuses the field of a server-side error that arrives after the submit', async () => {
    const uninstall = installFormErrorFocus();
    render(<GuestForm />);
    const button = screen.getByRole('button', { name: 'Continuar' });
    button.focus();
    await userEvent.click(button);
    expect(document.activeElement).toBe(button);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Teléfono')));
    // What was typed is kept.
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).value).toBe('Kari');
    uninstall();
  });
});

describe('skip link', () => {
  it('moves focus into the main content without changing the address', async () => {
    await renderAt(
      <>
        <SkipLink />
        <nav>
          <a href="/x">menu</a>
        </nav>
        <main id="main">
          <h1>Inicio</h1>
        </main>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Saltar al contenido' });
    expect(link.getAttribute('href')).toBe('#main');
    await userEvent.click(link);
    expect(document.activeElement).toBe(document.getElementById('main'));
  });
});
