import { mainHeading } from './focusable.ts';

let pending = 0;

/** True while a page change waits for its heading (the focus keeper stays out of the way). */
export function routeFocusPending() {
  return pending > 0;
}

/**
 * After an in-app page change (WCAG 2.4.3, 4.1.3): waits for the new page's main heading, moves focus
 * to it and reports the page title for the live region. A page that focused a field of its own
 * (autofocus) keeps it. Gives up after `timeoutMs`, focusing <main> instead. Returns a cancel function.
 */
export function focusNewPage(onSettled: (title: string) => void, { doc = document, timeoutMs = 8000 } = {}): () => void {
  const before = doc.activeElement;
  let done = false;
  pending++;
  const finish = (target: HTMLElement | null) => {
    if (done) return;
    done = true;
    pending--;
    observer.disconnect();
    clearTimeout(timer);
    const active = doc.activeElement;
    const pageTookFocus = active && active !== before && active !== doc.body && active.closest('main') && active.tagName !== 'MAIN';
    if (target && !pageTookFocus) target.focus();
    onSettled(doc.title);
  };
  const tryNow = () => {
    const h1 = mainHeading(doc);
    if (h1) finish(h1);
  };
  const observer = new MutationObserver(tryNow);
  const timer = setTimeout(() => {
    const main = doc.querySelector<HTMLElement>('main');
    if (main && !main.hasAttribute('tabindex')) main.tabIndex = -1;
    finish(main);
  }, timeoutMs);
  observer.observe(doc.body, { childList: true, subtree: true });
  // Title and heading are set in effects of the same commit: look once they have run.
  queueMicrotask(tryNow);
  return () => {
    if (done) return;
    done = true;
    pending--;
    observer.disconnect();
    clearTimeout(timer);
  };
}
