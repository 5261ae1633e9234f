/** What the shell's focus code counts as a control a user can land on. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** On screen for the user: connected, laid out, not inside an inert or aria-hidden subtree. */
export function isShown(el: Element): boolean {
  if (!el.isConnected) return false;
  if (el.closest('[inert], [aria-hidden="true"]')) return false;
  // jsdom lays nothing out: there, being connected is enough.
  if (typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent)) return true;
  return el.getClientRects().length > 0;
}

export function focusablesIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isShown);
}

/** The page's main heading: the first h1 inside <main>, made focusable by script (tabIndex -1). */
export function mainHeading(doc: Document = document): HTMLElement | null {
  const h1 = [...doc.querySelectorAll<HTMLElement>('main h1')].find(isShown) ?? null;
  if (h1 && !h1.hasAttribute('tabindex')) h1.tabIndex = -1;
  return h1;
}
