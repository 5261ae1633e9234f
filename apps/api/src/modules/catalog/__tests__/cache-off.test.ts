import { vendorProducts } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, createProduct, createVendor, offer } from '../../../../test/helpers.ts';
import { storefronts } from '../catalog.http.ts';

// CATALOG_CACHE_MB=0: every answer is built for its request (and concurrent equal questions still share one build).
const { app } = await buildTestApp({ catalogCacheMb: 0 });
const storefront = storefronts.get(app.db)!;
const vendor = await createVendor(app, { postcode: '0150', name: 'Oslo Ved' });
const sack = await offer(app, vendor.vendor.id, (await createProduct(app)).id, 12000);

const price = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/products/get-products-by-postcode?postcode=0150' });
  expect(res.statusCode).toBe(200);
  return res.json().data.by_vendor[0].products[0].price as number;
};

describe('the storefront without an answer cache', () => {
  it('builds every answer afresh and keeps nothing', async () => {
    expect(await price()).toBe(12000);
    expect(await price()).toBe(12000);
    expect(storefront.stats.hits).toBe(0);
    expect(storefront.stats.misses).toBe(2);
    expect(storefront.cachedAnswers).toBe(0);
    // The catalogue snapshot is still kept: it follows the change once the notification is heard.
    const version = storefront.version;
    await app.db.update(vendorProducts).set({ price: 13000 }).where(eq(vendorProducts.id, sack.id));
    await vi.waitFor(() => expect(storefront.version).toBeGreaterThan(version), { timeout: 3000, interval: 2 });
    expect(await price()).toBe(13000);
  });
});
