import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Serves the built web app; client-side routes fall back to index.html (see the errors plugin). */
export default fp(
  async (app, opts: { root: string }) => {
    const index = join(opts.root, 'index.html');
    if (!existsSync(index)) {
      app.log.warn({ root: opts.root }, 'web app not built; run `npm run build` to serve it');
      return;
    }
    app.spaIndexHtml = readFileSync(index, 'utf8');
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        if (path.includes(`${join(opts.root, 'assets')}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    app.get('/', { config: {} }, (_req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(app.spaIndexHtml));
  },
  { name: 'web-app', dependencies: ['errors'] },
);
