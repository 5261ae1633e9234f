import { idParams, idSchema, line, loginBody, ROLES, signInDataView } from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { requestContext } from '../auth/index.ts';
import { adminLogin, impersonate, listUsers, setCompanyStatus, userListQuery } from './admin.service.ts';

const userRow = z.object({
  id: z.number(),
  email: z.string(),
  role: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
  email_verified_at: z.string().nullable(),
  logged_at: z.string().nullable(),
  created_at: z.string(),
  company_name: z.string().nullable(),
  organization_number: z.string().nullable(),
  company_status: z.string().nullable(),
});

/** The admin's separate sign-in, impersonation and account list (spec sections 1, 4 and 6). */
const adminHttp: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/login',
    {
      config: { policy: 'guestOnly', attemptsLimited: true },
      schema: {
        tags: ['admin'],
        summary: 'The separate admin sign-in (other accounts get invalid_login); same attempt limits as sign-in',
        body: loginBody,
        response: { 200: envelope(signInDataView), ...errorResponses },
      },
    },
    async (req) => ok(await adminLogin(app, req.body, requestContext(req))),
  );

  app.get(
    '/auth/impersonate/:adminId/:userId',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['admin'],
        summary: 'An admin signs in as a user: admin_token is the admin’s own access token; every request of the new session is audited',
        params: z.object({ adminId: idSchema, userId: idSchema }),
        querystring: z.object({ admin_token: line().min(1, { error: 'validation-field-required' }).max(2000, { error: 'error-valid-max-length' }) }),
        response: { 200: envelope(signInDataView), ...errorResponses },
      },
    },
    async (req) => ok(await impersonate(app, req.params.adminId, req.params.userId, req.query.admin_token, requestContext(req))),
  );

  app.get(
    '/admin/users',
    {
      config: { policy: 'admin' },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'Accounts, filtered by role, searched by e-mail, name or company, and filtered and ordered as the data table asks (sort=-created, filter=email:contains:demo; columns name, email, phone, company, created, logged)',
        querystring: userListQuery.extend({
          role: z.enum(ROLES).optional(),
          q: line({ error: 'validation-invalid' }).trim().max(100).optional(),
        }),
        response: { 200: envelope(z.object({ total: z.number(), users: z.array(userRow) })), ...errorResponses },
      },
    },
    async (req) => ok(await listUsers(app.db, req.query)),
  );

  app.post(
    '/admin/users/:id/company-status',
    {
      config: { policy: 'admin' },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Confirms or rejects a user’s company',
        params: idParams,
        body: z.strictObject({ status: z.enum(['pending', 'confirmed', 'rejected']) }),
        response: { 200: envelope(z.object({ user_id: z.number(), status: z.enum(['pending', 'confirmed', 'rejected']) })), ...errorResponses },
      },
    },
    async (req) => ok(await setCompanyStatus(app.db, app.audit, requireUser(req.user).id, req.params.id, req.body.status)),
  );
};

export default adminHttp;
