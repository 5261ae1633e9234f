import type { FastifyRequest } from 'fastify';
import type { RequestContext } from './auth.service.ts';

/** Who is asking, read from a request: the client address, its user agent and language. */
export function requestContext(req: FastifyRequest): RequestContext {
  return { ip: req.ip, userAgent: req.headers['user-agent'], lang: req.lang };
}
