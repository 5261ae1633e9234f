import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { bootReady } from './boot-ready.ts';
import { appRouter } from './router.tsx';
import { appContainer } from './server-content.ts';

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
