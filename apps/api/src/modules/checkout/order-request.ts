import { randomUUID } from 'node:crypto';
import { MAX_IMAGE_MB, MAX_IMAGES, MAX_TOTAL_IMAGES_MB } from '@vedmarked/domain';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/file-store/index.ts';
import { reencodeImage } from '../../plugins/uploads.ts';

const ORDER_IMAGE_MESSAGES = { type: 'error-image-type', pixels: 'error-image-pixels' };

export interface IncomingImage {
  filename: string;
  buffer: Buffer;
}

export interface ProcessedImage {
  id: string;
  storageKey: string;
  bytes: Buffer;
  width: number;
  height: number;
}

const MB = 1024 * 1024;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/**
 * Reads an order form: multipart (spec section 5: booleans as 1/0, null as empty text, name[] for
 * lists, images[] files) or JSON. Image limits give field errors on "images": at most 10, each at
 * most 10 MB, 40 MB together.
 */
export async function readOrderRequest(req: FastifyRequest): Promise<{ fields: Record<string, unknown>; images: IncomingImage[] }> {
  if (!req.isMultipart()) return { fields: (req.body as Record<string, unknown>) ?? {}, images: [] };
  const fields: Record<string, unknown> = {};
  const images: IncomingImage[] = [];
  let total = 0;
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_IMAGE_MB * MB, files: MAX_IMAGES + 1, fields: 100 } })) {
      if (part.type === 'file') {
        if (!/^images(\[\])?$/.test(part.fieldname)) {
          await part.toBuffer().catch(() => undefined);
          throw fieldError({ [part.fieldname.replace(/\[\]$/, '')]: 'error-multiple-not-allowed' });
        }
        let buffer: Buffer;
        try {
          buffer = await part.toBuffer();
        } catch (e) {
          if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw fieldError({ images: { key: 'error-image-too-large', params: { name: part.filename, max: MAX_IMAGE_MB } } });
          throw e;
        }
        images.push({ filename: part.filename, buffer });
        if (images.length > MAX_IMAGES) throw fieldError({ images: { key: 'error-too-many-images', params: { max: MAX_IMAGES } } });
        total += buffer.length;
        if (total > MAX_TOTAL_IMAGES_MB * MB) throw fieldError({ images: { key: 'error-images-total-too-large', params: { max: MAX_TOTAL_IMAGES_MB } } });
      } else {
        const name = part.fieldname.endsWith('[]') ? part.fieldname.slice(0, -2) : part.fieldname;
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        if (part.fieldname.endsWith('[]')) {
          const list = Array.isArray(fields[name]) ? (fields[name] as unknown[]) : [];
          list.push(value);
          fields[name] = list;
        } else fields[name] = value;
      }
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw fieldError({ images: { key: 'error-too-many-images', params: { max: MAX_IMAGES } } });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError(413, 'payload_too_large', 'payload-too-large');
    throw e;
  }
  return { fields, images };
}

/** Parses with a shared zod schema; its issues become the 422 envelope (first message per field). */
export { parseOrFail as parseFields } from '../../lib/validate.ts';

/** Checks the type of each image from its bytes (never from its name). */
export async function checkImageTypes(images: IncomingImage[]) {
  for (const img of images) {
    const type = await fileTypeFromBuffer(img.buffer);
    if (!type || !ACCEPTED.has(type.mime)) throw fieldError({ images: { key: 'error-image-type', params: { name: img.filename } } });
  }
}

/** Re-encodes images (orientation applied, metadata stripped, at most 2000 px) as WebP: never keep the bytes a user sent. */
export async function processImages(images: IncomingImage[]): Promise<ProcessedImage[]> {
  await checkImageTypes(images);
  const out: ProcessedImage[] = [];
  for (const img of images) {
    // At most 20 Mpx, decoded in the uploads plugin's bounded pool.
    const { data, width, height } = await reencodeImage(img.buffer, { filename: img.filename, field: 'images', messages: ORDER_IMAGE_MESSAGES });
    const id = randomUUID();
    out.push({ id, storageKey: `order-placement/${id}.webp`, bytes: data, width, height });
  }
  return out;
}

export async function storeImages(store: FileStore, images: ProcessedImage[]) {
  for (const img of images) await store.put(img.storageKey, img.bytes, 'image/webp');
}

export async function removeImages(store: FileStore, images: ProcessedImage[]) {
  await Promise.all(images.map((img) => store.remove(img.storageKey)));
}
