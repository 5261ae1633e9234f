import { randomUUID } from 'node:crypto';
import { type Executor, uploads } from '@vedmarked/db';
import { MAX_IMAGE_MB } from '@vedmarked/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError, forbidden, notFound } from '../lib/errors.ts';
import type { FileStore } from '../lib/file-store/index.ts';
import { linkExpiry, SIGNED_LINK_TTL_SECONDS, signLink, verifyLink } from '../lib/signed-links.ts';

export type UploadPurpose = (typeof uploads.$inferInsert)['purpose'];

export interface SavedImage {
  id: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
}

export interface ImageInput {
  /** The bytes the client sent (never stored as they are). */
  data: Buffer;
  /** The client's file name, only for messages. */
  filename: string;
}

export interface Uploads {
  /**
   * Stores an image re-encoded by reencodeImage (type from its bytes, at most 20 Mpx, decoded in
   * the bounded pool, WebP, no metadata, at most 2000 px). Only the re-encoded bytes are kept. A
   * refused image is a field error on `field`.
   */
  saveImage(
    input: ImageInput,
    meta: { purpose: UploadPurpose; ownerUserId?: number | null; sessionId?: string | null; field?: string },
    tx?: Executor,
  ): Promise<SavedImage>;
  /** Deletes an upload's row and file. */
  remove(id: string, tx?: Executor): Promise<void>;
  /** Records images a caller already re-encoded and stored under the uploads folder (the order form's photos). */
  record(rows: readonly (typeof uploads.$inferInsert)[], tx: Executor): Promise<void>;
  /** The public address of an upload anyone may see (a product picture). */
  url(storageKey: string): string;
  /** A signed link to a private upload (an address photo), good for an hour (lib/signed-links.ts). */
  signedUrl(uploadId: string, now?: number): string;
  /** The stored (re-encoded) bytes of an upload, for the server's own documents (the route sheet's placement photos); undefined when gone. */
  read(uploadId: string): Promise<Buffer | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
    /** Where uploaded files are kept: DATA_DIR/uploads or S3-compatible storage (lib/file-store, decision 0045). */
    files: FileStore;
  }
}

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const MAX_SIDE = 2000;
const KEY = /^[0-9a-f-]{36}\.webp$/;
/**
 * Uploads anyone may see; every other purpose (address photos, delivery proof, market listing photos)
 * is private and served by signed link only. Listing photos are shown to vendors on the industry
 * market, behind sign-in, so they are signed like the other private uploads (decision 0044).
 */
const PUBLIC_PURPOSES: ReadonlySet<string> = new Set(['product', 'avatar']);

/** A phone photo has at most about 20 million pixels; anything larger is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 20_000_000;
/** Images decoded at once in this process; the others wait their turn (decoding is CPU and memory heavy). */
export const DECODE_CONCURRENCY = 2;

let decoding = 0;
let decodesStarted = 0;
const waiting: (() => void)[] = [];
function acquireDecodeSlot(): Promise<void> {
  if (decoding < DECODE_CONCURRENCY) {
    decoding++;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}
/** How busy the pool is, and how many decodes it has started in this process (for the tests and for a look in a debugger). */
export const decodePool = { active: () => decoding, queued: () => waiting.length, started: () => decodesStarted };
function releaseDecodeSlot() {
  const next = waiting.shift();
  // The slot passes straight to the next in line, so no newcomer can slip in between.
  if (next) next();
  else decoding--;
}

/** Field-error message keys of an image refused; the checkout form has its own wording. */
export interface ImageMessages {
  type: string;
  pixels: string;
}
const UPLOAD_MESSAGES: ImageMessages = { type: 'error-upload-type', pixels: 'error-upload-pixels' };

/**
 * Re-encodes an image a client sent: its real type is read from its bytes (not its name), its
 * size in pixels from its header (at most MAX_INPUT_PIXELS, before anything is decoded), then it
 * is decoded in the bounded pool, turned upright, stripped of metadata (EXIF, GPS), scaled to at
 * most 2000 px and written as WebP. A refusal is a field error on `field` naming the file.
 */
export async function reencodeImage(
  data: Buffer,
  o: { filename: string; field: string; messages?: ImageMessages },
): Promise<{ data: Buffer; width: number; height: number }> {
  const m = o.messages ?? UPLOAD_MESSAGES;
  const refuse = (key: string) => fieldError({ [o.field]: { key, params: { name: o.filename, max: MAX_INPUT_PIXELS / 1_000_000 } } });
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED.has(type.mime)) throw refuse(m.type);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(data).metadata(); // reads the header only
  } catch {
    throw refuse(m.type);
  }
  if (!meta.width || !meta.height) throw refuse(m.type);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw refuse(m.pixels);
  await acquireDecodeSlot();
  decodesStarted++;
  try {
    const out = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data: out.data, width: out.info.width, height: out.info.height };
  } catch {
    // Claims to be an image but cannot be decoded.
    throw refuse(m.type);
  } finally {
    releaseDecodeSlot();
  }
}

/** GET /api/uploads/{id}: a private upload (an address photo), only by a signed link that has not expired. */
function privatePhotoRoute(app: FastifyInstance, secret: string, store: FileStore) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/uploads/:uploadId',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['addresses'],
        summary: 'A private photo (an address photo) by a signed link that expires',
        params: z.object({ uploadId: z.uuid() }),
        querystring: z.object({
          exp: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
          sig: z
            .string()
            .max(100)
            .regex(/^[\w-]*$/),
        }),
        produces: ['image/webp'],
      },
    },
    async (req, reply) => {
      const { uploadId } = req.params;
      if (!verifyLink(secret, 'upload', uploadId, req.query.exp, req.query.sig)) throw forbidden();
      const [row] = await app.db
        .select({ key: uploads.storageKey, mime: uploads.mime, purpose: uploads.purpose })
        .from(uploads)
        .where(eq(uploads.id, uploadId))
        .limit(1);
      const file = row && KEY.test(row.key) ? await store.open(row.key) : undefined;
      if (!row || !file) throw notFound('error-image-not-found');
      return reply
        .type(row.mime)
        .header('cache-control', `private, max-age=${SIGNED_LINK_TTL_SECONDS}`)
        .header('content-length', String(file.size))
        .send(file.body);
    },
  );
}

/**
 * Image uploads, kept in the file store (DATA_DIR/uploads or an S3-compatible bucket). Public ones (product pictures) are served at
 * /uploads/{key}; private ones (address photos) only at /api/uploads/{id} by a signed link that
 * expires, with a private cache, as an order's photos are (issue 14).
 */
export default fp(
  async (app, opts: { store: FileStore; secret: string }) => {
    const store = opts.store;
    app.decorate('files', store);

    const secret = `${opts.secret}:uploads`;
    const service: Uploads = {
      url: (key) => `/uploads/${key}`,
      signedUrl: (uploadId, now = Date.now()) => {
        const exp = linkExpiry(now);
        return `/api/uploads/${uploadId}?exp=${exp}&sig=${signLink(secret, 'upload', uploadId, exp)}`;
      },
      async saveImage(input, meta, tx) {
        const field = meta.field ?? 'images';
        if (input.data.length > MAX_IMAGE_MB * 1024 * 1024)
          throw fieldError({ [field]: { key: 'error-upload-size', params: { name: input.filename, max: MAX_IMAGE_MB } } });
        const image = await reencodeImage(input.data, { filename: input.filename, field });
        const out = { data: image.data, info: { width: image.width, height: image.height } };
        const id = randomUUID();
        const storageKey = `${id}.webp`;
        await store.put(storageKey, out.data, 'image/webp');
        try {
          await (tx ?? app.db).insert(uploads).values({
            id,
            ownerUserId: meta.ownerUserId ?? null,
            sessionId: meta.sessionId ?? null,
            purpose: meta.purpose,
            storageKey,
            mime: 'image/webp',
            width: out.info.width,
            height: out.info.height,
            bytes: out.data.length,
          });
        } catch (err) {
          await store.remove(storageKey);
          throw err;
        }
        const url = PUBLIC_PURPOSES.has(meta.purpose) ? service.url(storageKey) : service.signedUrl(id);
        return { id, url, width: out.info.width, height: out.info.height, bytes: out.data.length };
      },
      async read(uploadId) {
        const [row] = await app.db.select({ key: uploads.storageKey }).from(uploads).where(eq(uploads.id, uploadId)).limit(1);
        if (!row || !KEY.test(row.key)) return undefined;
        return store.read(row.key);
      },
      async record(rows, tx) {
        if (rows.length) await tx.insert(uploads).values([...rows]);
      },
      async remove(id, tx) {
        const [row] = await (tx ?? app.db).delete(uploads).where(eq(uploads.id, id)).returning({ storageKey: uploads.storageKey });
        if (row) await store.remove(row.storageKey);
      },
    };
    app.decorate('uploads', service);

    app.get('/uploads/:key', { config: {} }, async (req, reply) => {
      const { key } = req.params as { key: string };
      if (!KEY.test(key)) return reply.callNotFound();
      const [row] = await app.db.select({ purpose: uploads.purpose }).from(uploads).where(eq(uploads.storageKey, key)).limit(1);
      if (!row || !PUBLIC_PURPOSES.has(row.purpose)) return reply.callNotFound();
      const file = await store.open(key);
      if (!file) return reply.callNotFound();
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-length', String(file.size))
        .send(file.body);
    });

    privatePhotoRoute(app, secret, store);
  },
  { name: 'uploads', dependencies: ['db'] },
);
