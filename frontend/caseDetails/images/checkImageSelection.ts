import { CASE_TEXTS } from '../texts.ts';
import { formatBytes } from './formatBytes.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_CASE } from '../../../engine/files/imageLimits.ts';
import { readImageType, type ImageType } from './readImageType.ts';

const R = CASE_TEXTS.images.refused;

export interface AcceptedImage {
  file: File;
  type: ImageType;
}

export interface ImageSelection {
  accepted: AcceptedImage[];
  /** One Spanish sentence per refused file, naming it and saying why. */
  refused: string[];
}

/** Same file chosen twice: same name, size and modification time. */
export const fileKey = (file: File) => `${file.name}|${file.size}|${file.lastModified}`;

/**
 * Sorts the files a consultant chose into those that may be uploaded and those refused, with the
 * reason: empty, over 10 MB, not an image by its bytes, already waiting, or past the 10 images a case
 * may hold (counting those stored and those already waiting). Files are taken in the order chosen.
 */
export async function checkImageSelection(
  files: File[],
  context: { stored: number; pending: File[] },
  readType: (file: File) => Promise<ImageType | null> = readImageType,
): Promise<ImageSelection> {
  const accepted: AcceptedImage[] = [];
  const refused: string[] = [];
  const waiting = new Set(context.pending.map(fileKey));
  for (const file of files) {
    if (file.size === 0) {
      refused.push(R.empty(file.name));
      continue;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      refused.push(R.tooLarge(file.name, formatBytes(file.size)));
      continue;
    }
    const type = await readType(file).catch(() => null);
    if (!type) {
      refused.push(R.notImage(file.name));
      continue;
    }
    if (waiting.has(fileKey(file))) {
      refused.push(R.duplicate(file.name));
      continue;
    }
    if (context.stored + context.pending.length + accepted.length >= MAX_IMAGES_PER_CASE) {
      refused.push(R.tooMany(file.name));
      continue;
    }
    waiting.add(fileKey(file));
    accepted.push({ file, type });
  }
  return { accepted, refused };
}
