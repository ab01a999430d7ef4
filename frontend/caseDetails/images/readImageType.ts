import { detectImageType, IMAGE_SIGNATURE_BYTES, type ImageType } from '../../../engine/files/detectImageType.ts';

export type { ImageType };

/**
 * The image type a file's first bytes name, or null: the file's name and the type the browser guessed
 * from it are not trusted (a renamed text file is still text). The rule is the server's own, so the
 * browser refuses exactly what the server would.
 */
export async function readImageType(file: Blob): Promise<ImageType | null> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return detectImageType(head);
}
