import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_CASE } from '../../engine/files/imageLimits.ts';

/** Every Spanish text the image and upload API answers with, together for review. */
export const IMAGE_TEXTS = {
  tooLarge: `La imagen supera el tamaño máximo de ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`,
  notAnImage: 'El archivo no es una imagen admitida: use JPEG, PNG, WebP, GIF o HEIC',
  tooMany: `Cada caso admite como máximo ${MAX_IMAGES_PER_CASE} imágenes`,
  notFound: 'La imagen no existe o fue eliminada',
  notUploaded: 'La imagen no se encuentra: súbala de nuevo',
  alreadyRegistered: 'Esta imagen ya está registrada',
} as const;
