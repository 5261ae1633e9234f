import {
  changePasswordBody,
  checkCredentialsBody,
  emailQuery,
  line,
  loginBody,
  mailConfirmBody,
  newPasswordBody,
  REGISTRABLE_ROLES,
  resetPasswordBody,
  signInDataView,
  signUpBody,
} from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { perAddress, RATE_LIMITS } from '../../lib/rate-limit.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  changePassword,
  checkCredentials,
  confirmEmail,
  describeToken,
  login,
  logout,
  requestPasswordReset,
  resendConfirmation,
  setNewPassword,
  sendVerifyCode,
  signUp,
} from './auth.service.ts';
import { requestContext } from './request-context.ts';

/** Sign-up, sign-in, e-mail verification, passwords and sessions (spec sections 4 and 7, Auth). */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: a route plugin declares its routes one after another; each handler is a few lines that call the service.
const authHttp: FastifyPluginAsyncZod = async (app) => {
  // An account made elsewhere (a guest who registers at checkout) gets the same e-mail verification,
  // in the transaction that made it. Whoever made it sends the outbox after committing (messenger.flush).
  app.events.onAccountCreated(async (tx, e) => {
    await sendVerifyCode(app, tx, { id: e.userId, email: e.email, firstName: null, language: e.language });
  });

  for (const role of REGISTRABLE_ROLES) {
    app.post(
      `/${role}/sign-up`,
      {
        config: { policy: 'guestOnly', rateLimit: perAddress(RATE_LIMITS.signUp) },
        schema: {
          tags: ['auth'],
          summary: `Registers a ${role}: an unverified account; a 6-digit code and a link are e-mailed`,
          body: signUpBody,
          response: { 200: envelope(z.object({ email: z.string(), role: z.string() })), ...errorResponses },
        },
      },
      async (req) => ok(await signUp(app, role, req.body, requestContext(req))),
    );
  }

  app.post(
    '/auth/login',
    {
      config: { policy: 'guestOnly', attemptsLimited: true },
      schema: {
        tags: ['auth'],
        summary: 'Signs in: a new bearer token per sign-in; the guest cart of session_id is carried over',
        description:
          'Wrong login or password: 422 invalid_login. Unverified e-mail: 403 not_verified_email (a new code is e-mailed). Administrators: 403 admin_login_required (use POST /api/admin/login). Too many attempts for the account or the address: 429.',
        body: loginBody,
        response: { 200: envelope(signInDataView), ...errorResponses },
      },
    },
    async (req) => ok(await login(app, req.body, requestContext(req))),
  );

  app.post(
    '/auth/check-credentials',
    {
      config: { policy: 'public', attemptsLimited: true },
      schema: {
        tags: ['auth'],
        summary: 'Whether a login and password are right, without signing in (same attempt limits as sign-in)',
        body: checkCredentialsBody,
        response: { 200: envelope(z.object({ valid: z.literal(true), role: z.string(), email_verified: z.boolean() })), ...errorResponses },
      },
    },
    async (req) => ok(await checkCredentials(app, req.body, requestContext(req))),
  );

  app.post(
    '/auth/mail-confirm',
    {
      config: { policy: 'public', attemptsLimited: true },
      schema: {
        tags: ['auth'],
        summary: 'Verifies the e-mail with the code that was sent, and signs the user in',
        body: mailConfirmBody,
        response: { 200: envelope(signInDataView), ...errorResponses },
      },
    },
    async (req) => ok(await confirmEmail(app, req.body, requestContext(req))),
  );

  app.get(
    '/auth/resend-mail-confirmation',
    {
      config: { policy: 'public', rateLimit: perAddress(RATE_LIMITS.accountMail) },
      schema: {
        tags: ['auth'],
        summary: 'E-mails a new verification code (earlier codes stop working)',
        querystring: emailQuery,
        response: { 200: envelope(z.object({ email: z.string() })), ...errorResponses },
      },
    },
    async (req) => ok(await resendConfirmation(app, req.query.email, requestContext(req))),
  );

  app.post(
    '/auth/reset-password',
    {
      config: { policy: 'public', rateLimit: perAddress(RATE_LIMITS.accountMail) },
      schema: {
        tags: ['auth'],
        summary: 'E-mails a link to choose a new password; it works once and expires',
        body: resetPasswordBody,
        response: { 200: envelope(z.object({ email: z.string() })), ...errorResponses },
      },
    },
    async (req) => ok(await requestPasswordReset(app, req.body.email, requestContext(req))),
  );

  app.post(
    '/auth/new-password',
    {
      config: { policy: 'public', rateLimit: perAddress(RATE_LIMITS.accountMail) },
      schema: {
        tags: ['auth'],
        summary: "Sets a new password with the e-mailed link's token; every session of the user ends",
        body: newPasswordBody,
        response: { 200: envelope(z.object({ email: z.string() })), ...errorResponses },
      },
    },
    async (req) => ok(await setNewPassword(app, req.body)),
  );

  app.post(
    '/auth/change-password',
    {
      config: { policy: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: "Changes the password (the old one must match); the user's other sessions end",
        security: [{ bearer: [] }],
        body: changePasswordBody,
        response: { 200: envelope(z.object({ changed: z.literal(true) })), ...errorResponses },
      },
    },
    async (req) => ok(await changePassword(app, requireUser(req.user), req.body, requestContext(req))),
  );

  app.post(
    '/auth/logout',
    {
      config: { policy: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'Ends this session: its token stops working at once',
        security: [{ bearer: [] }],
        response: { 200: envelope(z.object({ logged_out: z.literal(true) })), ...errorResponses },
      },
    },
    async (req) => ok(await logout(app, requireUser(req.user))),
  );

  app.get(
    '/auth/access-token',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'What an access token stands for: the user and when it expires (401 when expired, revoked or forged)',
        querystring: z.object({ access_token: line().min(1, { error: 'validation-field-required' }).max(2000, { error: 'error-valid-max-length' }) }),
        response: { 200: envelope(signInDataView), ...errorResponses },
      },
    },
    async (req) => ok(await describeToken(app, req.query.access_token)),
  );
};

export default authHttp;
