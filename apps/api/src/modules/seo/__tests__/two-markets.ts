import type { FastifyInstance } from 'fastify';
import { createProduct, createVendor, offer } from '../../../../test/helpers.ts';

/**
 * The seo tests' market: birch at 0150 (Oslo) for 129.50 kr; the same birch in Tromsø (9008) for
 * 99.00 kr, the market's "from" price.
 */
export async function birchInOsloAndTromso(app: FastifyInstance) {
  const oslo = await createVendor(app, { postcode: '0150', radiusKm: 20 });
  const tromso = await createVendor(app, { postcode: '9008', radiusKm: 20 });
  const birch = await createProduct(app, { categoryId: 1, name: { es: 'Abedul 40 L', en: 'Birch 40 L', no: 'Bjørk 40 L' } });
  await offer(app, oslo.vendor.id, birch.id, 12950);
  await offer(app, tromso.vendor.id, birch.id, 9900);
  return { oslo, tromso, birch };
}
