import { line, postcodeEntry, postcodeSearchQuery } from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { listPostcodes, searchPostcodes } from './postcodes.service.ts';

const postcodesHttp: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/postcode/list',
    {
      config: { policy: 'public' },
      schema: { tags: ['addresses'], summary: 'Every Norwegian postcode with its city', response: { 200: envelope(z.array(postcodeEntry)) } },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return ok(await listPostcodes(app.db));
    },
  );

  app.get(
    '/postcode/search',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['addresses'],
        summary: 'Postcodes starting with the typed digits (from 2 digits, at most 20)',
        querystring: postcodeSearchQuery.extend({ session_id: line({ error: 'validation-invalid' }).max(64).optional() }),
        response: { 200: envelope(z.array(postcodeEntry)), ...errorResponses },
      },
    },
    async (req) => ok(await searchPostcodes(app.db, req.query.q, req.query.limit)),
  );
};
export default postcodesHttp;
