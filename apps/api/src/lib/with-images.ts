import type { FastifyInstance } from 'fastify';
import type { ImageInput, SavedImage, UploadPurpose } from '../plugins/uploads.ts';

/**
 * Re-encodes and stores images first (outside any transaction, as field errors on `images`), then
 * runs `write` with them (which links them in its own transaction); if anything fails, the stored
 * images are removed again, so no upload is left without its owner.
 */
export async function withImages<T>(
  app: FastifyInstance,
  meta: { purpose: UploadPurpose; ownerUserId: number },
  files: ImageInput[],
  write: (saved: SavedImage[]) => Promise<T>,
): Promise<T> {
  const saved: SavedImage[] = [];
  try {
    for (const f of files) saved.push(await app.uploads.saveImage(f, { ...meta, field: 'images' }));
    return await write(saved);
  } catch (err) {
    for (const s of saved) await app.uploads.remove(s.id).catch(() => undefined);
    throw err;
  }
}
