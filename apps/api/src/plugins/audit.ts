import { auditLog, type Executor } from '@vedmarked/db';
import fp from 'fastify-plugin';

/** An entry of audit_log (the audit plugin owns the table; others write through app.audit.record). */
export type AuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;

export interface Audit {
  /** Writes an entry in the caller's transaction. */
  record(tx: Executor, entry: AuditEntry): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: Audit;
  }
}

/**
 * Every API request made while an admin acts as another user is written to audit_log with both
 * identities: the user acted as (actor) and the admin (impersonator), the route and its outcome.
 * Admin actions (impersonation, company confirmation) are recorded through app.audit.record.
 */
export default fp(
  async (app) => {
    const audit: Audit = {
      async record(tx, entry) {
        await tx.insert(auditLog).values(entry);
      },
    };
    app.decorate('audit', audit);
    // onSend: the record is written before the answer leaves, so no impersonated action goes unrecorded.
    app.addHook('onSend', async (req, reply, payload) => {
      const user = req.user;
      if (!user?.impersonatorId) return payload;
      try {
        await audit.record(app.db, {
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
