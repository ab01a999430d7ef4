import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_CASE } from '../../engine/files/imageLimits.ts';

/** Every Spanish text the image and upload API answers with, together for review. */
export const IMAGE_TEXTS = {
  tooLarge: `La imagen supera el tamaño máximo de ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`,
  notAnImage: 'El archivo no es una imagen admitida: use JPEG, PNG, WebP, GIF o HEIC',
  tooMany: `Cada caso admite como máximo ${MAX_IMAGES_PER_CASE} imágenes`,
  notFound: 'La imagen no existe o fue eliminada',
  notUploaded: 'La imagen no se encuentra: súbala de nuevo',
  alreadyRegistered: 'Esta imagen ya está registrada',
  /** The product's own wording for a refused signed upload (docs/product-rules.md, Images); the browser's uploader shows it as it is. */
  uploadUrlRefused: 'Request has expired',
  uploadUrlUsed: 'Este enlace de subida ya se usó: pida uno nuevo para subir otra imagen',
  uploadInterrupted: 'La subida se interrumpió antes de terminar: inténtelo de nuevo',
} as const;
