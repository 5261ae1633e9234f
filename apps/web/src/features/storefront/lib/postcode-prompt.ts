import { useSyncExternalStore } from 'react';
import { mirrorCookie } from '../../../lib/storage.ts';

/**
 * The postcode dialog of spec section 2, shown on home and category pages when no postcode is
 * stored. A visitor who dismisses it is not asked again in this browser tab (sessionStorage);
 * ordering without a postcode opens it again.
 */
const DISMISSED_KEY = 'vm.postcodeDialogDismissed';
/**
 * The same, as a cookie for this browser session, so the server does not draw the dialog into a
 * page for a visitor who has put it off (apps/api/src/modules/seo/app-pages.ts).
 */
export const DISMISSED_COOKIE = 'vm_postcode_later';
const mirrorDismissal = () => mirrorCookie({ name: DISMISSED_COOKIE, valid: /^1$/, session: true }, '1');

/**
 * Whether the page being hydrated was drawn with the dialog open on arrival (the server draws it for
 * a visitor without a postcode who has not put it off, decision 0059): the dialog's first render
 * then opens it at once, as the server's did, instead of a frame after the page is shown.
 */
let drawnOpen = false;
export function setPostcodeDialogDrawn(open: boolean) {
  drawnOpen = open;
}
export const postcodeDialogDrawn = () => drawnOpen;

let forced: 'order' | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function wasPostcodeDialogDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function dismissPostcodeDialog() {
  try {
    sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // blocked storage: the dialog stays closed for this page view
  }
  mirrorDismissal();
  forced = null;
  emit();
}

/** Opens the dialog because the visitor tried to order without a postcode. */
export function askForPostcode() {
  forced = 'order';
  emit();
}

export function closePostcodeDialog() {
  forced = null;
  emit();
}

export function usePostcodeDialogRequest(): 'order' | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => forced,
    () => null,
  );
}

// Put off before the cookie existed (or in a browser that dropped it): mirror it again.
if (typeof document !== 'undefined' && wasPostcodeDialogDismissed() && !document.cookie.includes(`${DISMISSED_COOKIE}=`)) mirrorDismissal();
