import { isCustomerRole } from '@vedmarked/domain';
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/errors.ts';
import type { CartOwner } from './cart-store.ts';

/** The cart owner of a request: the signed-in customer, else the session id from the query or body. */
export function cartOwner(req: FastifyRequest, sessionId?: string): CartOwner {
  const fromQuery = (req.query as { session_id?: string } | undefined)?.session_id;
  const fromBody = (req.body as { session_id?: string } | undefined)?.session_id;
  const id = sessionId ?? fromQuery ?? fromBody;
  if (!id || !/^[0-9a-z]{32}$/.test(id)) throw fieldError({ session_id: id ? 'error-valid-session-id' : 'validation-field-required' });
  return { userId: req.user && isCustomerRole(req.user.role) ? req.user.id : null, sessionId: id };
}
