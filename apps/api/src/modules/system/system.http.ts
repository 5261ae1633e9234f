import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/envelope.ts';

const health = z.object({ status: z.enum(['ok', 'degraded']), database: z.boolean(), databaseKind: z.enum(['pglite', 'postgres']), uptimeSeconds: z.number() });

const live = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
const ready = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.boolean(),
  migrations: z.boolean(),
  storageFull: z.boolean(),
  draining: z.boolean(),
});

const system: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health/live',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process is serving (it stays up while the database is away; restart only when this fails)',
        response: { 200: envelope(live) },
      },
    },
    async () => ({ success: true as const, data: { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) } }),
  );

  app.get(
    '/health/ready',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['system'],
        summary:
          'Readiness: the database answers within 1.5 s, its migrations are current, its disk is not full and the process is not shutting down (503 otherwise: a balancer drains this process)',
        response: { 200: envelope(ready), 503: envelope(ready) },
      },
    },
    async (_req, reply) => {
      const r = await app.databaseHealth.readiness();
      const data = {
        status: r.ready ? ('ready' as const) : ('not_ready' as const),
        database: r.database,
        migrations: r.migrations,
        storageFull: r.storageFull,
        draining: r.draining,
      };
      return reply
        .status(r.ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ success: true, data });
    },
  );

  app.get(
    '/health',
    {
      config: { policy: 'public' },
      schema: { tags: ['system'], summary: 'Whether the API and its database are ready', response: { 200: envelope(health), 503: envelope(health) } },
    },
    async (_req, reply) => {
      const database = await app.database.ping();
      const data = {
        status: database ? ('ok' as const) : ('degraded' as const),
        database,
        databaseKind: app.database.kind,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(database ? 200 : 503).send({ success: true, data });
    },
  );
};
export default system;
