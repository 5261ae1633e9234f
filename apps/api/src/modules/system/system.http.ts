import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../lib/envelope.ts';

const health = z.object({ status: z.enum(['ok', 'degraded']), database: z.boolean(), databaseKind: z.enum(['pglite', 'postgres']), uptimeSeconds: z.number() });

const system: FastifyPluginAsyncZod = async (app) => {
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
