import { buffer } from 'node:stream/consumers';
import { detectImageType, IMAGE_SIGNATURE_BYTES, type ImageType } from '../../engine/files/detectImageType.ts';
import type { ObjectStorage } from './ObjectStorage.ts';

/** The image type of a stored object, read from its own first bytes; null when missing or not an image. */
export async function readImageType(storage: ObjectStorage, name: string): Promise<ImageType | null> {
  const head = await storage.get(name, { start: 0, end: IMAGE_SIGNATURE_BYTES - 1 });
  if (!head) return null;
  return detectImageType(await buffer(head));
}
