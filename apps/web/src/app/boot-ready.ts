import { matchPublicPath } from '@vedmarked/domain';
import i18n from 'i18next';
import { i18nReady } from '../i18n/index.ts';
import { earlyAnswers, firstNamespaces } from './boot-prefetch.ts';
import { publicPages } from './routes.tsx';

/** Longest the first render waits for the page's code and answers (a slow call must not keep the app from starting). */
const LONGEST_MS = 4_000;

/**
 * On a page the server has drawn (decision 0047), the app renders its page off-screen and swaps it
 * in when ready. Rendering before the page's code, translations and answers are in cost a render per
 * arrival: the shell, then each Suspense fallback's content, then the products, each a synchronous
 * render and commit of the whole page (the products' store updates cannot be interrupted). On a slow
 * phone those were the long tasks that Lighthouse counts as blocking time (issue 21). So the first
 * render waits for all of it, and is a single, interruptible render (app/start.tsx renders in a transition).
 * Resolves at once on pages without the server's copy: they render as before.
 */
export function bootReady(): Promise<void> {
  if (!document.getElementById('prerender')) return Promise.resolve();
  const page = matchPublicPath(location.pathname)?.page;
  const all = Promise.all([
    i18nReady.then(() => i18n.loadNamespaces(firstNamespaces(page))),
    page ? publicPages[page].page.preload() : null,
    earlyAnswers,
  ]).then(
    () => {},
    () => {},
  );
  return Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, LONGEST_MS))]);
}
