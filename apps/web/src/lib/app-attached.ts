import { startTransition, useEffect, useState } from 'react';

/**
 * Fired on window when the app's page takes the server's copy's place in the document
 * (app/server-content.ts, decision 0047). Until then the app renders off the document, so code that
 * looks elements up by id (the header's support slot) looks again on this event.
 */
export const APP_ATTACHED_EVENT = 'vm:app-attached';

/**
 * Whether the app's page is on screen and has been painted once: true from the start where the
 * server drew nothing; on a page with the server's copy, from the frame after the swap (or after
 * hydration, decision 0058); never on the server. What opens
 * by itself on arrival (the postcode dialog) waits for it: focus cannot go into a page that is not
 * in the document yet, and opening it in the same task as the swap made one long task of both.
 */
// Never on the server (entry-server.tsx): what waits for it is not part of a page's markup.
let shown = typeof document !== 'undefined' && !document.getElementById('prerender');
const listeners = new Set<() => void>();
if (!shown && typeof window !== 'undefined') {
  window.addEventListener(
    APP_ATTACHED_EVENT,
    () =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          shown = true;
          for (const l of listeners) l();
        }),
      ),
    { once: true },
  );
}

export function useAppShown(): boolean {
  const [value, setValue] = useState(shown);
  useEffect(() => {
    if (shown) {
      setValue(true);
      return;
    }
    // A transition: what appears then (a dialog, the overlays) renders in slices, not in one long task.
    const show = () => startTransition(() => setValue(true));
    listeners.add(show);
    return () => {
      listeners.delete(show);
    };
  }, []);
  return value;
}
