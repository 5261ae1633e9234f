import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_IMAGE_MB, MAX_IMAGES } from '@vedmarked/domain';
import type { Database } from '@vedmarked/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openFileStore } from './lib/file-store/index.ts';
import { openApiTransform } from './lib/openapi.ts';
import { requestSerializer } from './lib/redact.ts';
import { modules } from './modules/index.ts';
import { publicPagesHttp } from './modules/seo/index.ts';
import audit from './plugins/audit.ts';
import auth from './plugins/auth.ts';
import db from './plugins/db.ts';
import devOutbox from './plugins/dev-outbox.ts';
import errors, { clientErrorHandler, routerErrorHandler } from './plugins/errors.ts';
import events from './plugins/events.ts';
import geo from './plugins/geo.ts';
import headers from './plugins/headers.ts';
import i18n from './plugins/i18n.ts';
import jobs from './plugins/jobs.ts';
import mail from './plugins/mail.ts';
import metrics from './plugins/metrics.ts';
import { httpSmsGateway } from './plugins/sms-gateway.ts';
import realtime from './plugins/realtime.ts';
import uploads from './plugins/uploads.ts';
import webApp from './plugins/web-app.ts';
import workflows from './workflows/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Close the database when the app closes (the server does; tests share one per file). */
  closeDatabase?: boolean;
}

/** Builds the Fastify app: external plugins, then app plugins, then modules. */
export async function buildApp({ config, database, closeDatabase = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      // Tokens travel in a few query strings (impersonation link, access-token check): keep them out of the log.
      serializers: { req: requestSerializer },
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Errors answered before any hook runs get the envelope and the security headers too.
    frameworkErrors: routerErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  // External plugins
  await app.register(headers);
  await app.register(rateLimit, { global: false, allowList: config.rateLimitAllow });
  await app.register(multipart, { limits: { files: MAX_IMAGES, fileSize: MAX_IMAGE_MB * 1024 * 1024, fields: 100 } });
  if (config.apiDocs) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Vedmarked API', description: 'Marketplace for solid fuel delivered to a postcode', version: '0.1.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: openApiTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  }

  // App plugins
  await app.register(i18n);
  await app.register(errors);
  await app.register(db, { database, closeOnShutdown: closeDatabase });
  // Before the routes it times and the modules that report to it (decision 0048).
  await app.register(metrics, { token: config.metricsToken });
  await app.register(auth, { secret: config.jwtSecret });
  await app.register(mail, { smtpUrl: config.smtpUrl, from: config.mailFrom, sms: config.smsUrl ? httpSmsGateway(config.smsUrl, config.smsFrom) : undefined });
  await app.register(events);
  await app.register(realtime);
  await app.register(jobs, { pollMs: config.jobsPollMs });
  await app.register(uploads, { store: openFileStore(config), secret: config.jwtSecret });
  await app.register(audit);
  await app.register(geo);
  // Mail kept for reading (verification codes, reset links) — never in production.
  if (config.env !== 'production') await app.register(devOutbox);

  // Modules, then the workflows that cross them (route handlers reach them as app.workflows)
  for (const mod of modules) await app.register(mod, { prefix: '/api' });
  await app.register(workflows);
  if (config.webDist) await app.register(webApp, { root: config.webDist });
  // The public pages with their head in their language, robots.txt and sitemap.xml (decision 0041).
  if (app.spaIndexHtml)
    await app.register(publicPagesHttp, {
      index: app.spaIndexHtml,
      home: app.spaHomeHtml ?? app.spaIndexHtml,
      category: app.spaCategoryHtml ?? app.spaIndexHtml,
      // The web app's server render sits beside its build (apps/web/dist-ssr, decision 0058).
      serverEntry: config.webDist && config.publicPagesRender === 'app' ? join(config.webDist, '..', 'dist-ssr', 'entry-server.js') : undefined,
      webRoot: config.webDist,
    });

  return app;
}
