import type { ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { APP_START_SCRIPT_SOURCE } from './app-start.ts';

/**
 * The security headers of every answer (helmet). Framing is refused twice, and both say the same:
 * CSP frame-ancestors 'none' for browsers that read CSP, X-Frame-Options DENY for those that don't.
 */
const helmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The one inline script: the public pages' app start (lib/app-start.ts), allowed by its hash.
      scriptSrc: ["'self'", APP_START_SCRIPT_SOURCE],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  frameguard: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
} satisfies HelmetOptions;

let computed: Record<string, string> | undefined;

/**
 * The security headers as a plain list, worked out once: every answer sets them (plugins/headers.ts),
 * and so do the answers that Fastify's hooks never see: the router's own errors (a path segment too
 * long, a malformed URL) and errors of the HTTP parser.
 */
export function securityHeaders(): Record<string, string> {
  if (computed) return computed;
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(helmetOptions)({} as never, res, () => undefined);
  computed = headers;
  return headers;
}

let entries: [string, string][] | undefined;

/**
 * An onRequest hook that sets the security headers on the raw response, as helmet does, so streams
 * and every other answer carry them (plugins/headers.ts; the products bench's bare route too).
 */
export function setSecurityHeaders(_req: unknown, reply: { raw: ServerResponse }, done: () => void): void {
  entries ??= Object.entries(securityHeaders());
  for (const [name, value] of entries) reply.raw.setHeader(name, value);
  done();
}
