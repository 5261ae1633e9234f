import fp from 'fastify-plugin';
import { setSecurityHeaders } from '../lib/security-headers.ts';

/**
 * Headers of every answer: the security headers (helmet, lib/security-headers.ts) and the API's
 * caching rule. API answers are personal by default (a cart, a profile, a sign-in token), so no
 * cache may keep them: `Cache-Control: no-store` unless the route says otherwise. Routes whose
 * answer is the same for everyone set their own header (the postcode list and the counties:
 * public for an hour; an order's photo: private for an hour). Error answers are never stored either.
 */
export default fp(
  async (app) => {
    // Helmet's headers, worked out once (lib/security-headers.ts) and set on the raw response, as
    // helmet sets them, so streams and every other answer carry them. @fastify/helmet built a helmet
    // and parsed its policy again for every request: 5 % of a cached catalogue answer's CPU
    // (bench/README.md, "Products by postcode", the profile).
    app.addHook('onRequest', setSecurityHeaders);
    app.addHook('onSend', async (req, reply, payload) => {
      if (!reply.hasHeader('cache-control') && (req.url.startsWith('/api/') || reply.statusCode >= 400)) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'headers' },
);
