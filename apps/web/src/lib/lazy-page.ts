import { type ComponentType, createElement, lazy } from 'react';

/** A page whose code loads on first use, and which renders at once when its code is already here. */
export type LazyPage = ComponentType & {
  /** Loads the page's code (once); resolves when the page can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * Like React.lazy, but once the page's module has loaded (preload(), or an earlier render) it
 * renders the page directly. React.lazy suspends on its first render even when the module is
 * already there, which costs a fallback and a second render; the public pages preload their code
 * before the app's first render (app/boot-ready.ts) so that first render is the page.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const start = () => {
    loading ??= load().then((m) => {
      loaded = m.default;
      return m;
    });
    return loading;
  };
  const Lazy = lazy(start);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, as React.lazy's are
  const Page = () => (loaded ? createElement(loaded) : createElement(Lazy));
  return Object.assign(Page, { preload: () => start().then(() => undefined) });
}
