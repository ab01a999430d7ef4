/** docs/product-rules.md, Images: at most 10 images per case, each at most 10 MB, images only. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGES_PER_CONSULTATION = 10;

export const IMAGE_TOO_LARGE = 'La imagen supera el tamaño máximo de 10 MB';
export const NOT_AN_IMAGE = 'El archivo no es una imagen admitida: use JPEG, PNG, WebP, GIF o HEIC';
export const TOO_MANY_IMAGES = 'Cada caso admite como máximo 10 imágenes';
export const IMAGE_NOT_FOUND = 'La imagen no existe o fue eliminada';
