import { focusablesIn, isShown, mainHeading } from './focusable.ts';
import { routeFocusPending } from './route-focus.ts';

interface Entry {
  el: HTMLElement;
  key: string;
  ancestors: HTMLElement[];
}

const HISTORY = 8;
/** How far up from a lost control the keeper looks for its re-rendered twin or a neighbour. */
const ANCESTOR_LEVELS = 5;
/** How long (in 100 ms steps) a control disabled while it works is waited for. */
const MAX_WAITS = 100;

/** A control's identity across re-renders: a stable id, data-focus-key, or its role and name. */
function keyOf(el: HTMLElement): string {
  const explicit = el.dataset.focusKey ?? (el.id && !/^mantine-|^_r_|^:r/.test(el.id) ? `#${el.id}` : '');
  if (explicit) return explicit;
  const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 80) ?? '';
  return `${el.tagName}|${el.getAttribute('role') ?? ''}|${el.getAttribute('name') ?? ''}|${name}`;
}

function ancestorsOf(el: HTMLElement): HTMLElement[] {
  const out: HTMLElement[] = [];
  let p = el.parentElement;
  while (p && out.length < ANCESTOR_LEVELS && p.tagName !== 'BODY' && p.tagName !== 'MAIN' && p.id !== 'root') {
    out.push(p);
    p = p.parentElement;
  }
  return out;
}

/** Where focus should go now that `entry.el` is gone: its twin, else a neighbour; null if none. */
function replacementFor(entry: Entry): HTMLElement | null {
  for (const a of entry.ancestors) {
    if (!a.isConnected || !isShown(a)) continue;
    const candidates = focusablesIn(a);
    return candidates.find((c) => keyOf(c) === entry.key) ?? candidates[0] ?? null;
  }
  return null;
}

/**
 * Focus is never dropped to <body> (WCAG 2.4.3). When the focused control disappears (a dialog
 * closes and its opener was re-rendered, an "add to cart" or quantity button re-renders itself, a
 * menu item unmounts), the keeper gives focus back to, in order: the most recent control that is still
 * on screen, the re-rendered twin of a lost one (same id, data-focus-key, or role and name), a
 * control next to where it was, or the page's main heading. Installed once by the shell; returns an
 * uninstall function.
 */
export function installFocusKeeper(doc: Document = document): () => void {
  const history: Entry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waits = 0;

  const remember = (el: EventTarget | Element | null) => {
    if (!(el instanceof HTMLElement) || el === doc.body || el === doc.documentElement) return;
    const last = history.at(-1);
    if (last?.el === el) return;
    history.push({ el, key: keyOf(el), ancestors: ancestorsOf(el) });
    if (history.length > HISTORY) history.shift();
  };

  const lost = () => !doc.activeElement || doc.activeElement === doc.body || doc.activeElement === doc.documentElement;

  const rescue = () => {
    timer = undefined;
    if (!lost() || routeFocusPending() || history.length === 0) {
      waits = 0;
      return;
    }
    const last = history.at(-1)!;
    if (isShown(last.el)) {
      // A control disabled while it works (a button's loading state): focus returns when it is enabled.
      if ((last.el as HTMLButtonElement).disabled) {
        if (waits++ < MAX_WAITS) timer = setTimeout(rescue, 100);
        else waits = 0;
      } else if (waits > 0) {
        waits = 0;
        last.el.focus({ preventScroll: true });
      }
      // Otherwise the user clicked somewhere empty: the control they left is still there.
      return;
    }
    waits = 0;
    for (let i = history.length - 1; i >= 0; i--) {
      const entry = history[i]!;
      const target = isShown(entry.el) ? entry.el : replacementFor(entry);
      if (target) {
        target.focus({ preventScroll: false });
        return;
      }
    }
    mainHeading(doc)?.focus();
  };

  // Mantine gives focus back 10 ms after a dialog closes: look after that, once things settle.
  const schedule = () => {
    if (timer === undefined && lost()) timer = setTimeout(rescue, 60);
  };
  const observer = new MutationObserver(schedule);
  observer.observe(doc.body, { childList: true, subtree: true });
  const onFocusIn = (e: FocusEvent) => remember(e.target);
  // Focus may already be in the page the app attached to (a field the server's page focused, decision 0060).
  remember(doc.activeElement);
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', schedule);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', schedule);
    clearTimeout(timer);
  };
}
