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

/**
 * On a phone (480 px and narrower) the support chat button sits in the sticky header, in this slot,
 * instead of floating over the page, so it never covers an actionable control (WCAG 2.4.11; issue
 * 20 item 4, issue 18 item 8). Every layout's header renders the slot (components/SupportSlot.tsx).
 */
export const SUPPORT_SLOT_ID = 'support-launcher-slot';
export const SUPPORT_IN_HEADER_QUERY = '(max-width: 30em)';
