import { checkCodeBody, promoInfoView } from '@vedmarked/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponses, ok } from '../../lib/envelope.ts';
import { perAddress, RATE_LIMITS } from '../../lib/rate-limit.ts';
import { describePromoCode } from './promo.service.ts';

const tags = ['orders'];

/** Group (dugnad) and neighbour codes, as the delivery step checks them. */
const promoHttp: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/check-code',
    {
      config: { policy: 'checkout', rateLimit: perAddress(RATE_LIMITS.checkCode) },
      schema: {
        tags,
        summary: 'Checks a group or neighbour code; an expired code has its own error code',
        body: checkCodeBody,
        response: { 200: envelope(promoInfoView), ...errorResponses },
      },
    },
    async (req) => ok(await describePromoCode(app.db, req.body.code, (await app.settings.get()).group_share_pct)),
  );
};

export default promoHttp;
