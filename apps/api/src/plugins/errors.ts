import type { Socket } from 'node:net';
import { DEFAULT_LANGUAGE, fieldMessages, translate } from '@vedmarked/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, databaseFault } from '../lib/db-errors.ts';
import { AppError } from '../lib/errors.ts';
import { securityHeaders } from '../lib/security-headers.ts';

function send(reply: FastifyReply, status: number, code: string, message: string, fields?: Record<string, string>) {
  return reply.status(status).send({ success: false, error: fields ? { message, code, fields } : { message, code } });
}

function translateFields(req: FastifyRequest, fields: NonNullable<AppError['fields']>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, v]) => [field, typeof v === 'string' ? req.t(v) : req.t(v.key, v.params)]));
}

/**
 * Client errors of the framework and its parsers (status 400–499 without an AppError): their code
 * and message in the envelope. The message never repeats what the client sent (no URL, no body).
 */
const CLIENT_ERRORS: Record<number, { code: string; key: string }> = {
  400: { code: 'bad_request', key: 'bad-request' },
  404: { code: 'not_found', key: 'not-found' },
  406: { code: 'bad_request', key: 'bad-request' },
  413: { code: 'payload_too_large', key: 'payload-too-large' },
  414: { code: 'uri_too_long', key: 'uri-too-long' },
  415: { code: 'unsupported_media_type', key: 'unsupported-media-type' },
  431: { code: 'bad_request', key: 'bad-request' },
};
const PAYLOAD_TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_ERR_CTP_BODY_TOO_LARGE']);

function clientError(status: number, code?: string): { status: number; code: string; key: string } {
  if (code && PAYLOAD_TOO_LARGE.has(code)) return { status: 413, ...CLIENT_ERRORS[413]! };
  const known = CLIENT_ERRORS[status];
  return known ? { status, ...known } : { status, code: 'bad_request', key: 'bad-request' };
}

/**
 * Errors the router answers before any hook runs (Fastify's `frameworkErrors`: a path segment
 * longer than the router allows is 414, a URL that is not valid UTF-8 is 400): the envelope and
 * the security headers, as every other answer.
 */
export function routerErrorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
  const e = clientError(status >= 400 && status < 500 ? status : 400, error.code);
  req.log.info({ code: error.code }, 'router error');
  reply.headers(securityHeaders()).header('cache-control', 'no-store');
  return send(reply, e.status, e.code, translate(DEFAULT_LANGUAGE, e.key));
}

/**
 * Errors of the HTTP parser (a header too large, a malformed request line), before Fastify has a
 * request: written on the socket with the envelope and the security headers, in the default
 * language (no header of the request can be trusted yet).
 */
export function clientErrorHandler(err: NodeJS.ErrnoException & { bytesParsed?: number }, socket: Socket) {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(err);
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const e = status === 408 ? { code: 'request_timeout', key: 'bad-request' } : clientError(status);
  const body = JSON.stringify({ success: false, error: { message: translate(DEFAULT_LANGUAGE, e.key), code: e.code } });
  const headers = { ...securityHeaders(), 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', connection: 'close' };
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n${lines.join('\r\n')}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * The error envelope for everything: schema validation (validation_failed, first message per field),
 * AppError, fastify's own client errors, 404s; and a plain 500 that never shows a stack or SQL.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The built web app's index.html, served for client-side routes when the web app is served. */
    spaIndexHtml?: string;
    /** index.html with the home page's preloads (web-app plugin, decision 0030). */
    spaHomeHtml?: string;
    /** index.html with the category pages' preloads (web-app plugin, decision 0057). */
    spaCategoryHtml?: string;
  }
}

export default fp(
  async (app) => {
    app.decorate('spaIndexHtml', undefined);
    app.decorate('spaHomeHtml', undefined);
    app.decorate('spaCategoryHtml', undefined);

    // A multipart body must name its boundary; without one the form parser fails deep inside a handler.
    app.addHook('preValidation', async (req) => {
      const type = req.headers['content-type'];
      if (typeof type === 'string' && /^\s*multipart\//i.test(type) && !/;\s*boundary=\S/i.test(type)) throw new AppError(400, 'bad_request', 'bad-request');
    });

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
      if (status === 429) {
        const seconds = Math.max(1, Number(reply.getHeader('retry-after')) || 60);
        reply.header('retry-after', String(seconds));
        return send(reply, 429, 'rate_limited', req.t('too-many-requests', { minutes: Math.ceil(seconds / 60) }));
      }
      if ((status >= 400 && status < 500) || PAYLOAD_TOO_LARGE.has(error.code)) {
        req.log.info({ err: error }, 'client error');
        const e = clientError(status, error.code);
        return send(reply, e.status, e.code, req.t(e.key));
      }
      const fault = databaseFault(error);
      if (fault) {
        // The request fails alone; the next one gets a fresh connection (docs/decisions/0022).
        req.server.databaseHealth?.noteFault(fault);
        if (fault === 'storage_full') req.log.error({ err: error }, 'database storage is full: writes fail until space is freed');
        else req.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        const key = fault === 'storage_full' ? 'storage-full' : 'database-unavailable';
        return send(reply, 503, fault === 'storage_full' ? 'storage_full' : 'database_unavailable', req.t(key, { seconds: DATABASE_RETRY_AFTER_SECONDS }));
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
      return send(reply, 404, 'not_found', req.t('route-not-found'));
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);
