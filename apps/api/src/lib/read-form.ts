import { MAX_IMAGE_MB, MAX_IMAGES, MAX_TOTAL_IMAGES_MB } from '@vedmarked/domain';
import type { FastifyRequest } from 'fastify';
import { fieldError } from './errors.ts';
import type { ImageInput } from '../plugins/uploads.ts';

/**
 * Reads a form sent as multipart (fields and image files, spec section 5) or as JSON (fields only).
 * Upload limits become field errors on `images` naming the file: too large, too many, too much
 * in total. `room` is how many more images the target can take.
 */
export async function readForm(req: FastifyRequest, room = MAX_IMAGES): Promise<{ fields: Record<string, unknown>; files: ImageInput[] }> {
  if (!req.isMultipart()) return { fields: (req.body as Record<string, unknown> | undefined) ?? {}, files: [] };
  const fields: Record<string, unknown> = {};
  const files: ImageInput[] = [];
  let total = 0;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'images[]' && part.fieldname !== 'images') {
          part.file.resume();
          throw fieldError({ [part.fieldname]: { key: 'validation-unknown-field', params: { field: part.fieldname } } });
        }
        if (files.length >= Math.min(room, MAX_IMAGES)) {
          part.file.resume();
          throw fieldError({ images: { key: 'error-upload-count', params: { max: MAX_IMAGES } } });
        }
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw fieldError({ images: { key: 'error-upload-size', params: { name: part.filename, max: MAX_IMAGE_MB } } });
          }
          throw err;
        }
        total += data.length;
        if (total > MAX_TOTAL_IMAGES_MB * 1024 * 1024) throw fieldError({ images: { key: 'error-upload-total', params: { max: MAX_TOTAL_IMAGES_MB } } });
        if (data.length > 0) files.push({ data, filename: part.filename || 'image' });
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw fieldError({ images: { key: 'error-upload-count', params: { max: MAX_IMAGES } } });
    throw err;
  }
  return { fields, files };
}
