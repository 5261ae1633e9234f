import { MAX_IMAGE_MB } from '@vedmarked/domain';
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/errors.ts';
import type { ImageInput } from '../../plugins/uploads.ts';

/**
 * Reads POST /vendor/routes/photo/{id}: multipart with text fields and exactly one file, `image`.
 * A second file, a file under another name or a missing one is a field error on `image`.
 */
export async function readPhotoForm(req: FastifyRequest): Promise<{ fields: Record<string, unknown>; image: ImageInput }> {
  if (!req.isMultipart()) throw fieldError({ image: 'error-delivery-photo-required' });
  const fields: Record<string, unknown> = {};
  let image: ImageInput | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') {
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'image' || image) {
        part.file.resume();
        throw fieldError({
          image: part.fieldname === 'image' ? 'error-upload-multiple' : { key: 'validation-unknown-field', params: { field: part.fieldname } },
        });
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw fieldError({ image: { key: 'error-upload-size', params: { name: part.filename, max: MAX_IMAGE_MB } } });
        throw err;
      }
      image = { data, filename: part.filename || 'photo' };
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw fieldError({ image: 'error-upload-multiple' });
    throw err;
  }
  if (!image || image.data.length === 0) throw fieldError({ image: 'error-delivery-photo-required' });
  return { fields, image };
}
