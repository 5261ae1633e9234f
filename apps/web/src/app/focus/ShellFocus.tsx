import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { installFocusKeeper } from './focus-keeper.ts';
import { installFormErrorFocus } from './form-errors.ts';
import { focusNewPage } from './route-focus.ts';

/**
 * The shell's focus management, mounted once above every layout (router.tsx):
 * - after an in-app page change, focus moves to the new page's main heading and the page title is
 *   announced in a polite live region (WCAG 2.4.3, 4.1.3); a change of the query string alone (filters,
 *   paging, dialogs opened by a parameter) is not a page change;
 * - focus is never dropped to <body> when the focused control disappears (focus-keeper.ts);
 * - after a submit, the first field with an error is scrolled into view and focused (form-errors.ts).
 */
export function ShellFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const uninstall = [installFocusKeeper(), installFormErrorFocus()];
    return () => {
      for (const u of uninstall) u();
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of the path, which it does not read.
  useEffect(() => {
    // A full page load keeps the browser's own start (focus on the document, the skip link first).
    if (first.current) {
      first.current = false;
      return;
    }
    setAnnouncement('');
    return focusNewPage((title) => setAnnouncement(title));
  }, [pathname]);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </VisuallyHidden>
  );
}
