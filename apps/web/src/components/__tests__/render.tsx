// Helpers for component tests in jsdom: Mantine, a memory router and the real i18n catalogues.
import { MantineProvider } from '@mantine/core';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../../app/theme.ts';

/** jsdom lacks matchMedia and the observers; reduced motion makes Mantine's transitions instant. */
export function stubBrowser() {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { ResizeObserver: Observer, IntersectionObserver: Observer });
  window.HTMLElement.prototype.scrollIntoView = () => {};
  URL.createObjectURL ??= () => 'blob:test';
  URL.revokeObjectURL ??= () => {};
}

export async function switchLanguage(lang: 'es' | 'en' | 'no') {
  const { default: i18n, i18nReady } = await import('../../i18n/index.ts');
  await i18nReady;
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(['table', 'common']);
  return i18n;
}

/**
 * Renders at a URL inside a data router, with Mantine, a fresh query client and a Suspense boundary
 * (for translations loading), so tests can read the location and go back.
 */
export async function renderAt(ui: ReactNode, url = '/') {
  const element = (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient()}>
        <Suspense fallback="loading">{ui}</Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(<RouterProvider router={router} />);
  });
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...result, router, search };
}
