import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Executor, uploads } from '@vedmarked/db';
import { MAX_IMAGE_MB } from '@vedmarked/domain';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { fieldError } from '../lib/errors.ts';

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
   * Stores an image: its real type is read from its bytes (not its name or header), then it is
   * re-encoded to WebP, turned upright, stripped of metadata (EXIF, GPS) and scaled to at most
   * 2000 px. Only the re-encoded bytes are kept. A wrong type is a field error on `field`.
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
  url(storageKey: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const MAX_SIDE = 2000;
const KEY = /^[0-9a-f-]{36}\.webp$/;

/** Image uploads, kept under DATA_DIR/uploads and served at /uploads/{key}. */
export default fp(
  async (app, opts: { dir: string }) => {
    await mkdir(opts.dir, { recursive: true });
    const pathOf = (key: string) => join(opts.dir, key);

    const service: Uploads = {
      url: (key) => `/uploads/${key}`,
      async saveImage(input, meta, tx) {
        const field = meta.field ?? 'images';
        const type = await fileTypeFromBuffer(input.data);
        if (!type || !ACCEPTED.has(type.mime)) throw fieldError({ [field]: { key: 'error-upload-type', params: { name: input.filename } } });
        if (input.data.length > MAX_IMAGE_MB * 1024 * 1024)
          throw fieldError({ [field]: { key: 'error-upload-size', params: { name: input.filename, max: MAX_IMAGE_MB } } });
        let out: { data: Buffer; info: sharp.OutputInfo };
        try {
          out = await sharp(input.data, { limitInputPixels: 50_000_000, animated: false })
            .rotate()
            .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 82 })
            .toBuffer({ resolveWithObject: true });
        } catch {
          // Claims to be an image but cannot be decoded.
          throw fieldError({ [field]: { key: 'error-upload-type', params: { name: input.filename } } });
        }
        const id = randomUUID();
        const storageKey = `${id}.webp`;
        await writeFile(pathOf(storageKey), out.data);
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
          await rm(pathOf(storageKey), { force: true });
          throw err;
        }
        return { id, url: service.url(storageKey), width: out.info.width, height: out.info.height, bytes: out.data.length };
      },
      async record(rows, tx) {
        if (rows.length) await tx.insert(uploads).values([...rows]);
      },
      async remove(id, tx) {
        const [row] = await (tx ?? app.db).delete(uploads).where(eq(uploads.id, id)).returning({ storageKey: uploads.storageKey });
        if (row) await rm(pathOf(row.storageKey), { force: true });
      },
    };
    app.decorate('uploads', service);

    app.get('/uploads/:key', { config: {} }, async (req, reply) => {
      const { key } = req.params as { key: string };
      if (!KEY.test(key)) return reply.callNotFound();
      const file = pathOf(key);
      const info = await stat(file).catch(() => null);
      if (!info) return reply.callNotFound();
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-length', String(info.size))
        .send(createReadStream(file));
    });
  },
  { name: 'uploads', dependencies: ['db'] },
);
