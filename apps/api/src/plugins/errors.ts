import { fieldMessages } from '@vedmarked/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

function send(reply: FastifyReply, status: number, code: string, message: string, fields?: Record<string, string>) {
  return reply.status(status).send({ success: false, error: fields ? { message, code, fields } : { message, code } });
}

function translateFields(req: FastifyRequest, fields: NonNullable<AppError['fields']>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, v]) => [field, typeof v === 'string' ? req.t(v) : req.t(v.key, v.params)]));
}

/**
 * The error envelope for everything: schema validation (validation_failed, first message per field),
 * AppError, fastify's own client errors, 404s; and a plain 500 that never shows a stack or SQL.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The built web app's index.html, served for client-side routes when the web app is served. */
    spaIndexHtml?: string;
  }
}

export default fp(
  async (app) => {
    app.decorate('spaIndexHtml', undefined);
    app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
      if (error instanceof AppError) {
        const fields = error.fields ? translateFields(req, error.fields) : undefined;
        if (error.statusCode === 429 && error.params.retryAfterSeconds) reply.header('retry-after', String(error.params.retryAfterSeconds));
        return send(reply, error.statusCode, error.code, req.t(error.messageKey, error.params), fields);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((v) => ({
          ...(v.params as object),
          code: v.keyword,
          message: v.message,
          path: v.instancePath.split('/').filter(Boolean),
        }));
        const fields = fieldMessages(issues, { message: (m) => req.t(m.key, m.params) });
        return send(reply, 422, 'validation_failed', Object.values(fields)[0] ?? req.t('validation-invalid'), fields);
      }
      const status = error.statusCode ?? 500;
      if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FILES_LIMIT') {
        return send(reply, 413, 'payload_too_large', req.t('payload-too-large'));
      }
      if (status === 429) return send(reply, 429, 'rate_limited', req.t('rate-limited', { after: error.message }));
      if (status >= 400 && status < 500) {
        req.log.info({ err: error }, 'client error');
        return send(reply, status, status === 404 ? 'not_found' : 'bad_request', req.t(status === 404 ? 'not-found' : 'bad-request'));
      }
      req.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, 'internal_error', req.t('internal-error'));
    });

    app.setNotFoundHandler((req, reply) => {
      const path = req.url.split('?')[0] ?? '';
      const spa = app.spaIndexHtml;
      if (!path.startsWith('/api') && spa && (req.method === 'GET' || req.method === 'HEAD')) {
        // Client routes (and unknown paths, which the web app sends to its 404 page).
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(spa);
      }
      return send(reply, 404, 'not_found', req.t('route-not-found', { url: `${req.method} ${path}` }));
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);
