export interface ImageType {
  mimeType: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/heic' | 'image/heif';
  extension: 'jpg' | 'png' | 'webp' | 'gif' | 'heic' | 'heif';
}

/** How many leading bytes detectImageType needs to decide. */
export const IMAGE_SIGNATURE_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

/**
 * HEIC/HEIF files are ISO media files: a `ftyp` box naming a major brand and compatible brands.
 * A generic `mif1` major brand is also used by AVIF, so it only counts as HEIF when no AVIF brand is listed.
 */
function heifType(bytes: Uint8Array): ImageType | null {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : 12);
  const major = ascii(bytes, 8, 12);
  const compatible: string[] = [];
  for (let offset = 16; offset + 4 <= end; offset += 4) compatible.push(ascii(bytes, offset, offset + 4));
  if (HEIC_BRANDS.has(major)) return { mimeType: 'image/heic', extension: 'heic' };
  if (!HEIF_BRANDS.has(major) || compatible.some((brand) => brand.startsWith('avi'))) return null;
  return compatible.some((brand) => HEIC_BRANDS.has(brand))
    ? { mimeType: 'image/heic', extension: 'heic' }
    : { mimeType: 'image/heif', extension: 'heif' };
}

/**
 * The image type named by a file's first bytes, or null when they are not one of the accepted
 * formats. Names and declared types are never trusted: a renamed text file stays a text file.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mimeType: 'image/png', extension: 'png' };
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) {
    return { mimeType: 'image/gif', extension: 'gif' };
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return { mimeType: 'image/webp', extension: 'webp' };
  }
  return heifType(bytes);
}
