import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { bootReady } from './boot-ready.ts';
import { appRouter, PAGE_MOUNTED_EVENT } from './router.tsx';
import { appContainer, hydratableServerRender, serverRenderHydrated } from './server-content.ts';

/** Lets the browser run what is waiting (a paint, an input) before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's start, in its own chunk (main.tsx imports it): evaluating this chunk, making the router
 * and the first render are separate tasks, none of them long enough to hold up a tap on a slow phone
 * (issue 21, TBT). On a page the server has drawn, the first render waits for the page's code and
 * answers and is one interruptible render (app/boot-ready.ts); elsewhere it starts at once, as before.
 */
async function start() {
  const drawn = !!document.getElementById('prerender');
  await bootReady();
  if (drawn) await nextTask();
  appRouter();
  if (drawn) await nextTask();
  const served = drawn ? hydratableServerRender() : null;
  if (served) {
    // The server drew this page with the app's own components (decision 0058): hydrate it in place.
    // In a transition: React then yields every few milliseconds while it attaches to the markup (at
    // the default priority the whole page is one task, ~1 s on a slowed phone).
    // React hydrates the shell first and each Suspense boundary after it, at a low priority; the
    // page is the app's once the page's own boundary has hydrated (PAGE_MOUNTED_EVENT, router.tsx).
    window.addEventListener(PAGE_MOUNTED_EVENT, () => serverRenderHydrated(served), { once: true });
    startTransition(() => {
      hydrateRoot(
        served,
        <StrictMode>
          <App />
        </StrictMode>,
        {
          // A page that did not match (an answer that changed between the server's render and the
          // browser's call) is drawn again by the browser; said in the console, for the journeys.
          onRecoverableError: (error) => console.error('Hydration: the server’s page was drawn again by the browser', error),
        },
      );
    });
    return;
  }
  const root = createRoot(appContainer());
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (drawn) startTransition(() => root.render(app));
  else root.render(app);
}

void start();
