import { auditLog } from '@vedmarked/db';
import fp from 'fastify-plugin';

/**
 * Every API request made while an admin acts as another user is written to audit_log with both
 * identities: the user acted as (actor) and the admin (impersonator), the route and its outcome.
 */
export default fp(
  async (app) => {
    // onSend: the record is written before the answer leaves, so no impersonated action goes unrecorded.
    app.addHook('onSend', async (req, reply, payload) => {
      const user = req.user;
      if (!user?.impersonatorId) return payload;
      try {
        await app.db.insert(auditLog).values({
          actorUserId: user.id,
          impersonatorUserId: user.impersonatorId,
          action: `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`,
          target: req.url.split('?')[0],
          details: { status: reply.statusCode, requestId: req.id, sessionId: user.sessionId },
        });
      } catch (err) {
        req.log.error({ err }, 'could not write the impersonation audit record');
      }
      return payload;
    });
  },
  { name: 'audit', dependencies: ['auth', 'db'] },
);
