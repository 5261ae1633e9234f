import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { platformSettingsUpdateBody, platformSettingsView } from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.ts';

/** The admin's platform settings page: read them, change some (with a reason, audited). */
const settingsHttp: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    {
      config: { policy: 'admin' },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'The platform settings (fees, delivery rates, the deposit deadline), their defaults and the last change',
        response: { 200: envelope(platformSettingsView), ...errorResponses },
      },
    },
    async () => ok(await app.settings.view()),
  );

  app.post(
    '/admin/settings',
    {
      config: { policy: 'admin' },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Changes platform settings, with a reason written to the audit log; a repeat changes nothing',
        body: platformSettingsUpdateBody,
        response: { 200: envelope(platformSettingsView.extend({ changed: z.array(z.string()) })), ...errorResponses },
      },
    },
    async (req) => {
      const r = await app.settings.update(requireUser(req.user).id, req.body);
      return ok({ ...r.view, changed: r.changed });
    },
  );
};

export default settingsHttp;
