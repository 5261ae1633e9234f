import { isShown } from './focusable.ts';

/** How long after a submit the form's errors are waited for (a slow server answer included). */
const WATCH_MS = 20_000;

function firstInvalid(form: HTMLFormElement): HTMLElement | null {
  return [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].find(isShown) ?? null;
}

/** Moves to the field: centred on screen (clear of sticky bars on a phone), then focused. */
function showField(el: HTMLElement, doc: Document) {
  const active = doc.activeElement as HTMLElement | null;
  // A form that moved focus on purpose (an error summary, a field the user is fixing) keeps it.
  if (active && active !== el && active.getAttribute('aria-invalid') === 'true') return;
  if (active && active !== doc.body && active.getAttribute('tabindex') === '-1' && active.tagName !== 'MAIN' && active.tagName !== 'H1') return;
  el.scrollIntoView({ block: 'center' });
  el.focus({ preventScroll: true });
}

/**
 * One form-error path for the whole app (issue 18, item 6; WCAG 3.3.1, 2.4.3): after any form is
 * submitted, the first field that shows an error, whether the browser-side check found it at once or
 * the server answered with it later, is scrolled into view and focused. The field's own message
 * (aria-describedby, set by Mantine) is read with it. Installed once by the shell.
 */
export function installFormErrorFocus(doc: Document = document): () => void {
  let stop: (() => void) | null = null;
  const onSubmit = (e: Event) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement)) return;
    stop?.();
    let frame = 0;
    const observer = new MutationObserver(() => {
      const field = firstInvalid(form);
      if (field) finish(field);
    });
    const timer = setTimeout(() => finish(null), WATCH_MS);
    const finish = (field: HTMLElement | null) => {
      observer.disconnect();
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      stop = null;
      if (field) showField(field, doc);
    };
    stop = () => finish(null);
    observer.observe(form, { attributes: true, attributeFilter: ['aria-invalid'], subtree: true, childList: true });
    // Errors the browser-side check set in the same task (or that were already shown) are there after a frame.
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const field = firstInvalid(form);
        if (field) finish(field);
      });
    });
  };
  doc.addEventListener('submit', onSubmit, true);
  return () => {
    stop?.();
    doc.removeEventListener('submit', onSubmit, true);
  };
}
