import { contactFormSchema, dealerFormSchema, FORM_RATE_LIMIT, type FormKind, formReceiptSchema, questionFormSchema } from '@vedmarked/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { requireKnownPostcode, submitForm } from './content.service.ts';

/**
 * Public forms limited per IP address and form. Counted after validation (preHandler, after the
 * postcode check), so a visitor correcting field errors is not locked out; only submissions
 * that pass every check count.
 */
const formRateLimit = {
  max: FORM_RATE_LIMIT.max,
  timeWindow: FORM_RATE_LIMIT.windowMinutes * 60_000,
  hook: 'preHandler' as const,
  errorResponseBuilder: (_req: FastifyRequest, ctx: { ttl: number }) => {
    const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
    return new AppError(429, 'rate_limited', 'form-rate-limited', { minutes: Math.ceil(seconds / 60), retryAfterSeconds: seconds });
  },
};

/** Public forms: the question form, the firewood-dealer form (/ildstedet) and the contact form. */
const contentHttp: FastifyPluginAsyncZod = async (app) => {
  const receipt = { 200: envelope(formReceiptSchema), ...errorResponses };
  /** A postcode that is not in the register is a field error (runs before the rate limit's hook). */
  const knownPostcode = async (req: FastifyRequest) => {
    const { postcode } = req.body as { postcode?: string };
    if (postcode) await requireKnownPostcode(app, postcode);
  };
  const answer = async (req: FastifyRequest, kind: FormKind, body: Record<string, unknown> & { email: string }) => {
    const { reference } = await submitForm(app, {
      kind,
      payload: body,
      language: req.lang,
      user: req.user ? { id: req.user.id, email: req.user.email } : null,
    });
    return ok({ reference });
  };

  app.post(
    '/support/question-form',
    {
      config: { policy: 'public', rateLimit: formRateLimit },
      preHandler: knownPostcode,
      schema: {
        tags: ['support'],
        summary: 'Ask a question (the question form); stored and e-mailed to the admin',
        body: questionFormSchema,
        response: receipt,
      },
    },
    async (req) => answer(req, 'question', req.body),
  );

  app.post(
    '/jotul',
    {
      config: { policy: 'public', rateLimit: formRateLimit },
      preHandler: knownPostcode,
      schema: {
        tags: ['support'],
        summary: 'The firewood-dealer form (/ildstedet); stored and e-mailed to the admin',
        body: dealerFormSchema,
        response: receipt,
      },
    },
    async (req) => answer(req, 'jotul', req.body),
  );

  app.post(
    '/contact',
    {
      config: { policy: 'public', rateLimit: formRateLimit },
      schema: {
        tags: ['support'],
        summary: 'The contact form (/kontakt, /contactenos); stored and e-mailed to the admin',
        body: contactFormSchema,
        response: receipt,
      },
    },
    async (req) => answer(req, 'contact', req.body),
  );
};
export default contentHttp;
