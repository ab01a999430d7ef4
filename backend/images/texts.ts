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
  /** The calls of a multipart upload (backend/storage/uploadCalls.ts). */
  uploadIdInvalid: 'El identificador de la subida no es válido: use el que devolvió POST /api/s3/multipart',
  partNumberInvalid: 'El número de parte debe ser un número entero de 1 a 10000',
  noSuchUpload: 'Esa subida no existe, ya terminó o se canceló: empiece la subida de nuevo',
  partsInvalid: 'Las partes indicadas no coinciden con las subidas: indique cada parte una vez, en orden, con su ETag',
  formInvalid: 'El formulario de subida no es válido: envíe los campos recibidos y después el archivo (campo file)',
  stsUnavailable:
    'Este servidor no entrega credenciales temporales de almacenamiento: suba las imágenes con las llamadas firmadas (/api/s3/params o /api/s3/multipart)',
} as const;
