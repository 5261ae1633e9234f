/**
 * The modals manager and the snackbar host load after the first paint (app/overlays.tsx). A dialog
 * opened before the manager has mounted would be lost, so code that may open one while the page is
 * still loading (the promo dialogs of a ?code= link) waits for this first.
 */
let resolveReady: () => void = () => {};
export const overlaysReady: Promise<void> = new Promise((resolve) => {
  resolveReady = resolve;
});

/** Called once the overlays have mounted (their listeners are registered in child effects, which run first). */
export function markOverlaysReady() {
  resolveReady();
}
