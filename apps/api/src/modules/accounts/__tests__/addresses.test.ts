import { counties, uploads } from '@vedmarked/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn } from '../../../../test/helpers.ts';

const { app } = await buildTestApp();
let oslo: number;
let jpegWithGps: Buffer;
let png: Buffer;
beforeAll(async () => {
  [{ id: oslo }] = (await app.db.select({ id: counties.id }).from(counties).where(eq(counties.name, 'Oslo'))) as [{ id: number }];
  jpegWithGps = await sharp({ create: { width: 3000, height: 1200, channels: 3, background: '#a8450d' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'private', Artist: 'Kari' }, IFD3: { GPSLatitude: '59/1 54/1 0/1', GPSLatitudeRef: 'N' } })
    .toBuffer();
  png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#30874a' } })
    .png()
    .toBuffer();
});

/** A multipart body as the web sends it (toFormData: arrays as name[]). */
function multipart(fields: Record<string, string>, files: { name: string; data: Buffer; type: string }[] = []) {
  const boundary = `----vm${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images[]"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const address = () => ({ name: 'Hjemme', county_id: String(oslo), city: ' Oslo ', street: ' Dronningens gate 15 ', postcode: '0152' });
async function send(url: string, token: string, body: ReturnType<typeof multipart>, lang = 'en') {
  return app.inject({ method: 'POST', url, headers: { ...body.headers, authorization: `Bearer ${token}`, 'x-language': lang }, payload: body.payload });
}

/** An address as listed, its photos by id: each read signs their links anew (the expiry may be a second later). */
const withoutLinks = (x: { images: { id: number; url: string }[] }) => ({ ...x, images: x.images.map((i) => i.id) });

describe('addresses', () => {
  it('adds an address with images: re-encoded to WebP, at most 2000 px, metadata (EXIF, GPS) gone', async () => {
    const { token } = await signIn(app);
    const res = await send(
      '/api/customer/add-address',
      token,
      multipart(address(), [
        { name: 'house.jpg', data: jpegWithGps, type: 'image/jpeg' },
        { name: 'gate.png', data: png, type: 'image/png' },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const a = res.json().data;
    expect(a).toMatchObject({ name: 'Hjemme', county_id: oslo, county: 'Oslo', city: 'Oslo', street: 'Dronningens gate 15', postcode: '0152' });
    expect(a.images).toHaveLength(2);
    const served = await app.inject({ method: 'GET', url: a.images[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2000, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('private'))).toBe(false);

    const list = await app.inject({ method: 'GET', url: '/api/customer/get-addresses', headers: { authorization: `Bearer ${token}` } });
    expect(list.json().data.map(withoutLinks)).toEqual([withoutLinks(a)]);
  });

  it('accepts JSON without images', async () => {
    const { token } = await signIn(app, { role: 'wholesaler' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/wholesaler/add-address',
      headers: { authorization: `Bearer ${token}` },
      payload: { ...address(), county_id: oslo },
    });
    expect(res.json().data.images).toEqual([]);
  });

  it('checks the fields: county from the list, postcode that exists, street and city', async () => {
    const { token } = await signIn(app);
    const res = await send('/api/customer/add-address', token, multipart({ county_id: '9999', city: '', street: ' ', postcode: '0000' }), 'no');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ city: 'Dette feltet er påkrevd', street: 'Dette feltet er påkrevd' });
    const place = await send('/api/customer/add-address', token, multipart({ county_id: '9999', city: 'Oslo', street: 'Gata 1', postcode: '0000' }), 'es');
    expect(place.json().error.fields).toEqual({ county_id: 'Elige una provincia de la lista', postcode: '¡Código postal no encontrado!' });
  });

  it('refuses a file that is not an image, whatever its name and type say, naming the file', async () => {
    const { token } = await signIn(app);
    const before = (await app.db.select().from(uploads)).length;
    const res = await send(
      '/api/customer/add-address',
      token,
      multipart(address(), [{ name: 'evil.jpg', data: Buffer.from('<script>alert(1)</script>'), type: 'image/jpeg' }]),
      'es',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ images: 'evil.jpg: tipo de imagen incorrecto. Usa JPEG, PNG, WebP, GIF o AVIF.' });
    expect((await app.db.select().from(uploads)).length).toBe(before);
  });

  it('at most 10 images per address, counting those it has', async () => {
    const { token } = await signIn(app);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, data: png, type: 'image/png' }));
    const tooMany = await send('/api/customer/add-address', token, multipart(address(), eleven));
    expect(tooMany.json().error.fields).toEqual({ images: 'At most 10 images' });
    const a = (await send('/api/customer/add-address', token, multipart(address(), eleven.slice(0, 8)))).json().data;
    expect(a.images).toHaveLength(8);
    const more = await send(`/api/customer/update-address/${a.id}`, token, multipart(address(), eleven.slice(0, 3)));
    expect(more.json().error.fields).toEqual({ images: 'At most 10 images' });
    const two = await send(`/api/customer/update-address/${a.id}`, token, multipart({ ...address(), street: 'Ny gate 2' }, eleven.slice(0, 2)));
    expect(two.json().data).toMatchObject({ street: 'Ny gate 2' });
    expect(two.json().data.images).toHaveLength(10);
  });

  it('deletes an image; the file is gone', async () => {
    const { token } = await signIn(app);
    const a = (await send('/api/customer/add-address', token, multipart(address(), [{ name: 'a.png', data: png, type: 'image/png' }]))).json().data;
    const res = await app.inject({
      method: 'POST',
      url: `/api/customer/delete-address-image/${a.images[0].id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json().data).toEqual({ id: a.images[0].id, address_id: a.id });
    expect((await app.inject({ method: 'GET', url: a.images[0].url })).statusCode).toBe(404);
  });

  describe('object-level checks: another user’s address is "not found"', () => {
    it('for reading, updating, deleting it and its images', async () => {
      const owner = await signIn(app);
      const other = await signIn(app);
      const a = (await send('/api/customer/add-address', owner.token, multipart(address(), [{ name: 'a.png', data: png, type: 'image/png' }]))).json().data;
      const list = await app.inject({ method: 'GET', url: '/api/customer/get-addresses', headers: { authorization: `Bearer ${other.token}` } });
      expect(list.json().data).toEqual([]);
      const update = await send(`/api/customer/update-address/${a.id}`, other.token, multipart({ ...address(), street: 'Stolen 1' }), 'en');
      expect(update.statusCode).toBe(404);
      expect(update.json().error).toEqual({ code: 'not_found', message: 'Address not found' });
      const img = await app.inject({
        method: 'POST',
        url: `/api/customer/delete-address-image/${a.images[0].id}`,
        headers: { authorization: `Bearer ${other.token}` },
      });
      expect(img.statusCode).toBe(404);
      const del = await app.inject({ method: 'POST', url: `/api/customer/delete-address/${a.id}`, headers: { authorization: `Bearer ${other.token}` } });
      expect(del.statusCode).toBe(404);
      const still = await app.inject({ method: 'GET', url: '/api/customer/get-addresses', headers: { authorization: `Bearer ${owner.token}` } });
      // The same address with the same photo (its signed link is made anew: its expiry may be a second later).
      expect(still.json().data.map(withoutLinks)).toEqual([withoutLinks(a)]);
    });
  });

  it('deletes an address with its images', async () => {
    const { token } = await signIn(app);
    const a = (await send('/api/customer/add-address', token, multipart(address(), [{ name: 'a.png', data: png, type: 'image/png' }]))).json().data;
    const res = await app.inject({ method: 'POST', url: `/api/customer/delete-address/${a.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.json().data).toEqual({ id: a.id });
    expect((await app.inject({ method: 'GET', url: a.images[0].url })).statusCode).toBe(404);
  });
});

describe('address photos are private (issue 14)', () => {
  async function withPhoto() {
    const user = await signIn(app);
    const res = await send('/api/customer/add-address', user.token, multipart(address(), [{ name: 'gate.png', data: png, type: 'image/png' }]));
    expect(res.statusCode).toBe(200);
    return { user, url: res.json().data.images[0].url as string };
  }

  it('are served by a signed link that expires, with a private cache, like an order’s photos', async () => {
    const { url } = await withPhoto();
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(3600_000);
  });

  it('a link with another id, another expiry or no signature is refused; an expired one too', async () => {
    const { url } = await withPhoto();
    const u = new URL(url, 'http://x');
    const id = u.pathname.split('/').pop()!;
    const exp = u.searchParams.get('exp')!;
    const sig = u.searchParams.get('sig')!;
    const other = '00000000-0000-4000-8000-000000000000';
    for (const bad of [
      `/api/uploads/${other}?exp=${exp}&sig=${sig}`,
      `/api/uploads/${id}?exp=${Number(exp) + 60}&sig=${sig}`,
      `/api/uploads/${id}?exp=${exp}&sig=`,
    ]) {
      expect((await app.inject({ method: 'GET', url: bad })).statusCode).toBe(403);
    }
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = app.uploads.signedUrl(id, (past - 3600) * 1000);
    expect((await app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
  });

  it('are no longer public and immutable at /uploads/{key}', async () => {
    const { url } = await withPhoto();
    const id = new URL(url, 'http://x').pathname.split('/').pop()!;
    const [row] = await app.db.select().from(uploads).where(eq(uploads.id, id));
    const res = await app.inject({ method: 'GET', url: `/uploads/${row!.storageKey}` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).not.toContain('immutable');
  });
});

describe('photos past 20 megapixels (issue 14)', () => {
  it('are refused from the header, before they are decoded, with a message naming the file', async () => {
    const { token } = await signIn(app);
    // 5000 × 5000 = 25 Mpx: a camera file, not a phone photo. One colour, so it is small to send.
    const big = await sharp({ create: { width: 5000, height: 5000, channels: 3, background: '#a8450d' } })
      .png()
      .toBuffer();
    const res = await send('/api/customer/add-address', token, multipart(address(), [{ name: 'huge.png', data: big, type: 'image/png' }]));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ images: 'huge.png: the image has too many pixels (at most 20 megapixels)' });
  });
});
