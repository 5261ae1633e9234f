import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built web app; client-side routes fall back to index.html (see the errors plugin).
 * Assets go out as the Brotli or gzip copies the web build writes beside them
 * (apps/web/scripts/precompress.mjs) when the browser accepts them, with Vary: Accept-Encoding.
 */
export default fp(
  async (app, opts: { root: string }) => {
    const index = join(opts.root, 'index.html');
    if (!existsSync(index)) {
      app.log.warn({ root: opts.root }, 'web app not built; run `npm run build` to serve it');
      return;
    }
    app.spaIndexHtml = readFileSync(index, 'utf8');
    // The home page's own index.html preloads the chunks it needs (apps/web/scripts/home-preload.mjs, decision 0030).
    const home = join(opts.root, 'home.html');
    const homeHtml = existsSync(home) ? readFileSync(home, 'utf8') : app.spaIndexHtml;
    // The category pages' likewise (decision 0057).
    const category = join(opts.root, 'category.html');
    const categoryHtml = existsSync(category) ? readFileSync(category, 'utf8') : app.spaIndexHtml;
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Cache-Control is ours (below): send's own header would replace the one set here.
      cacheControl: false,
      setHeaders(res, path) {
        // A cache must keep the Brotli, gzip and plain answers apart.
        res.setHeader('vary', 'Accept-Encoding');
        // Files under assets/ have their content hash in the name; the rest (icons…) are checked each time.
        const hashed = path.startsWith(`${join(opts.root, 'assets')}/`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The public pages (home included) are answered by the seo module with their head (app.ts, decision 0041).
    app.spaHomeHtml = homeHtml;
    app.spaCategoryHtml = categoryHtml;
  },
  { name: 'web-app', dependencies: ['errors'] },
);
