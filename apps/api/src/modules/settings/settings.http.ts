import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { platformSettingsUpdateBody, platformSettingsView, publicSettingsOf, publicSettingsView } from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.ts';

/** Seconds a browser or proxy may keep the public settings: a change shows within a minute (decision 0043). */
export const PUBLIC_SETTINGS_MAX_AGE_S = 60;

/**
 * The admin's platform settings page: read them, change some (with a reason, audited); and the
 * shopper's share of them, the storefront's texts read (no sign-in).
 */
const settingsHttp: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/public',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['settings'],
        summary: "The settings a shopper sees (the neighbour discount, the dugnad group's share, the delivery periods); no sign-in, cacheable for a minute",
        response: { 200: envelope(publicSettingsView), ...errorResponses },
      },
    },
    async (_req, reply) => {
      // The same for everyone: a shared cache may keep it (the admin's change shows within max-age).
      reply.header('cache-control', `public, max-age=${PUBLIC_SETTINGS_MAX_AGE_S}`);
      return ok(publicSettingsOf(await app.settings.get()));
    },
  );

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
