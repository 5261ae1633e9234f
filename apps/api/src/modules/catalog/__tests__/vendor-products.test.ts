import { products, vendorProducts } from '@vedmarked/db';
import { type VendorProduct, vendorProductPresetView } from '@vedmarked/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { inject } from '../../../../test/commerce-helpers.ts';
import { buildTestApp, createProduct, createVendor, offer, signIn } from '../../../../test/helpers.ts';
import { storefronts } from '../catalog.http.ts';
import { takeStock } from '../stock.ts';

const { app } = await buildTestApp();
const http = inject(app);
const storefront = storefronts.get(app.db)!;

// A catalogue of two firewood sacks with price ranges; the vendor at 0150 offers the first.
const birch = await createProduct(app, { format: '40L', minPrice: 8000, maxPrice: 20000, position: 1 });
const pine = await createProduct(app, { format: '60L', minPrice: 10000, maxPrice: 30000, position: 2 });
const oslo = await createVendor(app, { postcode: '0150', name: 'Oslo Ved' });
const birchOffer = await offer(app, oslo.vendor.id, birch.id, 12000, { stock: 40 });
const vendor = { authorization: `Bearer ${(await app.issueToken(oslo.user.id)).token}` };
const other = await createVendor(app, { postcode: '0150', name: 'Annen Ved' });
const otherHeaders = { authorization: `Bearer ${(await app.issueToken(other.user.id)).token}` };

const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8a5a2b' } })
  .jpeg()
  .toBuffer();

/** A multipart form: text fields, then the files as images[]. */
function form(fields: Record<string, string>, files: Buffer[] = []) {
  const boundary = `----offer${Date.now().toString(36)}`;
  const chunks = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const body = Buffer.concat([
    Buffer.from(chunks.join('')),
    ...files.flatMap((data, i) => [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="photo-${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      data,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}
const sendForm = (url: string, f: ReturnType<typeof form>, headers: Record<string, string> = vendor, lang = 'en') =>
  app.inject({ method: 'POST', url, payload: f.body, headers: { ...headers, 'content-type': f.type, 'x-language': lang } });

/** The storefront's price of a vendor's product at 0150 (after the catalogue change was heard). */
async function shopPrice(vendorProductId: number): Promise<number | undefined> {
  const res = await http.get('/api/products/get-products-by-postcode?postcode=0150');
  const data = res.json().data as { by_vendor: { products: { id: number; price: number }[] }[] };
  return data.by_vendor.flatMap((v) => v.products).find((p) => p.id === vendorProductId)?.price;
}
async function heard(write: () => Promise<unknown>) {
  const before = storefront.version;
  await write();
  await vi.waitFor(() => expect(storefront.version).toBeGreaterThan(before), { timeout: 3000, interval: 2 });
}

describe('vendor products', () => {
  it('preset: the active catalogue with each product’s price range and the vendor’s offer of it', async () => {
    const res = await http.get('/api/vendor/product/preset', vendor);
    expect(res.statusCode).toBe(200);
    const presets = vendorProductPresetView.array().parse(res.json().data);
    expect(presets.find((p) => p.product_id === birch.id)).toMatchObject({
      min_price: 8000,
      max_price: 20000,
      format: '40L',
      vendor_product_id: birchOffer.id,
    });
    expect(presets.find((p) => p.product_id === pine.id)).toMatchObject({ min_price: 10000, max_price: 30000, vendor_product_id: null });
  });

  it('adds an offer from a preset with a photo (re-encoded), once per product', async () => {
    const res = await sendForm(
      '/api/vendor/product/add',
      form({ product_id: String(pine.id), price: '15000', stock: '25', ready_to_ship_days: '2', active: '1' }, [photo]),
    );
    expect(res.statusCode).toBe(200);
    const added = res.json().data as VendorProduct;
    expect(added).toMatchObject({ product_id: pine.id, price: 15000, stock: 25, ready_to_ship_days: 2, active: true, on_sale: true });
    expect(added.images).toHaveLength(1);
    const stored = await app.inject({ method: 'GET', url: added.images[0]!.url });
    expect(stored.statusCode).toBe(200);
    expect((await sharp(stored.rawPayload).metadata()).format).toBe('webp');
    const again = await http.post('/api/vendor/product/add', { product_id: pine.id, price: 15000, stock: 1 }, vendor);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields).toEqual({ product_id: 'You already offer this product' });
  });

  it('refuses a price outside the product’s range and a bad stock, next to the field, in the three languages', async () => {
    const cases = [
      ['en', 'Invalid price', 'Invalid quantity'],
      ['es', 'Precio no válido', 'Cantidad no válida'],
      ['no', 'Ugyldig pris', 'Ugyldig antall'],
    ] as const;
    for (const [lang, price, quantity] of cases) {
      const high = await http.post(`/api/vendor/product/update/${birchOffer.id}`, { price: 20001 }, { ...vendor, 'x-language': lang });
      expect(high.statusCode).toBe(422);
      expect(high.json().error.fields).toEqual({ price });
      const low = await http.post(`/api/vendor/product/update/${birchOffer.id}`, { price: 7999 }, { ...vendor, 'x-language': lang });
      expect(low.json().error.fields).toEqual({ price });
      const stock = await http.post(`/api/vendor/product/update/${birchOffer.id}`, { stock: -1 }, { ...vendor, 'x-language': lang });
      expect(stock.json().error.fields).toEqual({ stock: quantity });
    }
    const [row] = await app.db.select().from(vendorProducts).where(eq(vendorProducts.id, birchOffer.id));
    expect(row).toMatchObject({ price: 12000, stock: 40 });
  });

  it('a price change reaches the storefront’s next answer; taking the offer off sale removes it', async () => {
    expect(await shopPrice(birchOffer.id)).toBe(12000);
    await heard(() => http.post(`/api/vendor/product/update/${birchOffer.id}`, { price: 13900 }, vendor));
    expect(await shopPrice(birchOffer.id)).toBe(13900);
    await heard(() => http.post(`/api/vendor/product/change-status/${birchOffer.id}`, { active: false }, vendor));
    expect(await shopPrice(birchOffer.id)).toBeUndefined();
    const back = await http.post(`/api/vendor/product/change-status/${birchOffer.id}`, { active: true }, vendor);
    expect(back.json().data).toMatchObject({ active: true, on_sale: true, price: 13900 });
  });

  it('adds photos up to 10 in all and deletes each', async () => {
    const first = await sendForm(`/api/vendor/product/update/${birchOffer.id}`, form({}, [photo, photo]));
    expect(first.statusCode).toBe(200);
    const images = (first.json().data as VendorProduct).images;
    expect(images).toHaveLength(2);
    const tooMany = await sendForm(
      `/api/vendor/product/update/${birchOffer.id}`,
      form(
        {},
        Array.from({ length: 9 }, () => photo),
      ),
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.fields).toEqual({ images: 'At most 10 images' });
    const del = await http.post(`/api/vendor/product/delete-product-image/${images[0]!.id}`, {}, vendor);
    expect(del.json().data).toEqual({ id: images[0]!.id, vendor_product_id: birchOffer.id });
    const shown = await http.get(`/api/vendor/product/show/${birchOffer.id}`, vendor);
    expect((shown.json().data as VendorProduct).images.map((i) => i.id)).toEqual([images[1]!.id]);
    expect((await app.inject({ method: 'GET', url: images[0]!.url })).statusCode).toBe(404);
  });

  it('another vendor’s offer is not found; a customer is forbidden', async () => {
    const [img] = (await http.get(`/api/vendor/product/show/${birchOffer.id}`, vendor)).json().data.images as { id: number }[];
    for (const res of [
      await http.get(`/api/vendor/product/show/${birchOffer.id}`, otherHeaders),
      await http.post(`/api/vendor/product/update/${birchOffer.id}`, { price: 9000 }, otherHeaders),
      await http.post(`/api/vendor/product/change-status/${birchOffer.id}`, { active: false }, otherHeaders),
      await http.post(`/api/vendor/product/delete-product-image/${img!.id}`, {}, otherHeaders),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await http.get('/api/vendor/product/list', otherHeaders)).json().data).toEqual([]);
    const customer = await signIn(app);
    expect((await http.get('/api/vendor/product/list', customer.headers)).statusCode).toBe(403);
    const [row] = await app.db.select().from(vendorProducts).where(eq(vendorProducts.id, birchOffer.id));
    expect(row).toMatchObject({ price: 13900, active: true });
  });

  it('lists the vendor’s offers with their products', async () => {
    const list = (await http.get('/api/vendor/product/list', vendor)).json().data as VendorProduct[];
    expect(list.map((o) => o.product_id)).toEqual([birch.id, pine.id]);
  });
});

describe('stock under concurrent orders', () => {
  it('50 parallel takes of 1 from stock 10 sell exactly 10, and stock ends at 0', async () => {
    const p = await createProduct(app, { format: '40L' });
    const o = await offer(app, oslo.vendor.id, p.id, 12000, { stock: 10 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        app.db.transaction(async (tx) => {
          const short = await takeStock(tx, [{ vendorProductId: o.id, quantity: 1 }]);
          if (short) throw new Error('short');
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const [row] = await app.db.select({ stock: vendorProducts.stock }).from(vendorProducts).where(eq(vendorProducts.id, o.id));
    expect(row!.stock).toBe(0);
  });

  it('a product’s range is kept by the database too', async () => {
    await expect(app.db.update(products).set({ minPrice: 500, maxPrice: 400 }).where(eq(products.id, birch.id))).rejects.toThrow();
  });
});
