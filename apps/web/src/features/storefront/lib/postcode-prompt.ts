import { useSyncExternalStore } from 'react';

/**
 * The postcode dialog of spec section 2, shown on home and category pages when no postcode is
 * stored. A visitor who dismisses it is not asked again in this browser tab (sessionStorage);
 * ordering without a postcode opens it again.
 */
const DISMISSED_KEY = 'vm.postcodeDialogDismissed';

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
