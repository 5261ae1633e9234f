/**
 * Contract between the dashboard navigation (Messages) and the support feature: dispatching this
 * window event opens the support panel. The support feature also opens it for ?helper.
 */
export const OPEN_SUPPORT_EVENT = 'vm:open-support';

// The panel loads in its own chunk after the page; a request made before it is ready is kept for it.
let handler: (() => void) | null = null;
let pending = false;
if (typeof window !== 'undefined') {
  window.addEventListener(OPEN_SUPPORT_EVENT, () => {
    if (handler) handler();
    else pending = true;
  });
}

/** The support feature registers what opening means; a request that came first is served at once. */
export function registerSupportPanel(open: () => void): () => void {
  handler = open;
  if (pending) {
    pending = false;
    open();
  }
  return () => {
    if (handler === open) handler = null;
  };
}
