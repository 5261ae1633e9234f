import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { APP_ATTACHED_EVENT } from '../../../lib/app-attached.ts';

/**
 * Scrolls to the element named by the URL's #hash once the page has rendered, so a link to a
 * section (/terms#terms-withdrawal) lands on it even though the page loads lazily.
 */
export function useScrollToHash(ready = true) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const scroll = () => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    scroll();
    // A public page first shows the server's copy: the app's page joins the document later.
    window.addEventListener(APP_ATTACHED_EVENT, scroll, { once: true });
    return () => window.removeEventListener(APP_ATTACHED_EVENT, scroll);
  }, [hash, ready]);
}
