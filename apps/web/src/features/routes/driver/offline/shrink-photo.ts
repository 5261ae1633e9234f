import type { QueuedPhoto } from './queue.ts';

/** The server keeps at most 2000 px a side (it re-encodes every photo); more is only mobile data. */
export const PHOTO_MAX_SIDE = 2000;

/**
 * A camera photo as it is kept in the outbox: turned upright and scaled on the phone to at most
 * 2000 px a side as JPEG, so a 48-megapixel photo neither costs its full size in mobile data nor
 * meets the server's 20-megapixel limit. A photo the browser cannot decode, or one that shrinking
 * would not make smaller, is kept as it is (the server reads and re-encodes it either way).
 */
export async function shrinkPhoto(file: File): Promise<QueuedPhoto> {
  const original = async (): Promise<QueuedPhoto> => ({ bytes: await file.arrayBuffer(), type: file.type || 'image/jpeg', name: file.name || 'photo.jpg' });
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return original();
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return original();
  }
  try {
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return original();
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob || blob.size >= file.size) return original();
    return { bytes: await blob.arrayBuffer(), type: 'image/jpeg', name: `${(file.name || 'photo').replace(/\.[^.]+$/, '')}.jpg` };
  } catch {
    return original();
  } finally {
    bitmap.close();
  }
}
