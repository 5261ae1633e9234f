import { dashboardHomeView, guideDoneView, guideParams, shortcutBody, shortcutQuery, shortcutsView } from '@vedmarked/domain';
import { users } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { dashboardHome } from './home.service.ts';
import { listShortcuts, pinShortcut, unpinShortcut } from './shortcuts.service.ts';

const tags = ['dashboard'];
const security = [{ bearer: [] }];

/**
 * The dashboard home (issue 11, items 3 and 4; decision 0040): its cards with counts in one call,
 * the user's pinned shortcuts, and the end of the first sign-in guide (the company tour, the
 * wholesaler's welcome page), skipped or finished, never shown again.
 */
const dashboardHttp: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/home',
    {
      config: { policy: 'dashboard' },
      schema: {
        tags,
        security,
        summary: 'What needs attention now: the role’s cards with their counts, and the first sign-in guide still to show',
        response: { 200: envelope(dashboardHomeView), ...errorResponses },
      },
    },
    async (req) => ok(await dashboardHome(app.db, requireUser(req.user))),
  );

  app.get(
    '/dashboard/shortcuts',
    {
      config: { policy: 'dashboard' },
      schema: {
        tags,
        security,
        summary: 'The user’s pinned pages, and the pages the role may still pin',
        response: { 200: envelope(shortcutsView), ...errorResponses },
      },
    },
    async (req) => ok(await listShortcuts(app.db, requireUser(req.user))),
  );

  app.post(
    '/dashboard/shortcuts',
    {
      config: { policy: 'dashboard' },
      schema: {
        tags,
        security,
        summary: 'Pins a dashboard page the role may open (at most 8; pinning twice keeps one)',
        body: shortcutBody,
        response: { 200: envelope(shortcutsView), ...errorResponses },
      },
    },
    async (req) => ok(await pinShortcut(app.db, requireUser(req.user), req.body.path)),
  );

  app.delete(
    '/dashboard/shortcuts',
    {
      config: { policy: 'dashboard' },
      schema: { tags, security, summary: 'Unpins a page', querystring: shortcutQuery, response: { 200: envelope(shortcutsView), ...errorResponses } },
    },
    async (req) => ok(await unpinShortcut(app.db, requireUser(req.user), req.query.path)),
  );

  app.post(
    '/dashboard/tours/:name/done',
    {
      config: { policy: 'dashboard' },
      schema: {
        tags,
        security,
        summary: 'The first sign-in guide (company tour or welcome page) is finished or skipped: it is not shown again',
        params: guideParams,
        response: { 200: envelope(guideDoneView), ...errorResponses },
      },
    },
    async (req) => {
      const me = requireUser(req.user);
      // An admin acting as the user leaves the user's guide for the user.
      if (me.impersonatorId === null) await app.db.update(users).set({ companyTour: false }).where(eq(users.id, me.id));
      return ok({ guide: req.params.name, done: true as const });
    },
  );
};

export default dashboardHttp;
