import { type Language, pickLanguage, translate } from '@vedmarked/domain';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    t(key: string, params?: Record<string, unknown>): string;
  }
}

/**
 * The language of a request: the x-language header (the web app sends the user's choice),
 * then ?lang, then Accept-Language, then Spanish.
 */
export default fp(
  async (app) => {
    app.decorateRequest('lang', 'es');
    app.decorateRequest('t', function (this: { lang: Language }, key: string, params?: Record<string, unknown>) {
      return translate(this.lang, key, params);
    });
    app.addHook('onRequest', async (req) => {
      const q = (req.query as Record<string, unknown> | undefined)?.lang;
      const header = req.headers['x-language'];
      req.lang = pickLanguage((Array.isArray(header) ? header[0] : header) ?? (typeof q === 'string' ? q : undefined), req.headers['accept-language']);
    });
  },
  { name: 'i18n' },
);
