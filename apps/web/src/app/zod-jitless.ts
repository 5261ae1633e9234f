import { z } from 'zod';

/**
 * The shared schemas parse without zod's compiled fast path in the browser. That path is built with
 * `new Function`, and zod first tries it once to see whether the page allows it: our
 * Content-Security-Policy (script-src 'self', docs/security.md) does not, so Chromium logged a CSP
 * violation on every page (Lighthouse's best practices, bench/README.md). The API keeps the fast path.
 *
 * Imported first by main.tsx: it must run before any module builds a schema (the choice is read then).
 */
z.config({ jitless: true });
