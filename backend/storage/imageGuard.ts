import { Transform, type TransformCallback } from 'node:stream';
import { detectImageType, IMAGE_SIGNATURE_BYTES, type ImageType } from '../../engine/files/detectImageType.ts';

export class NotAnImageError extends Error {
  constructor() {
    super('not an image');
    this.name = 'NotAnImageError';
  }
}

/**
 * Holds back the first bytes of an upload until they show an accepted image format, then lets
 * everything through; anything else fails with NotAnImageError before a byte reaches storage.
 */
export class ImageGuard extends Transform {
  type: ImageType | null = null;
  private held: Buffer[] = [];
  private heldBytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.type) return callback(null, chunk);
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    if (this.heldBytes < IMAGE_SIGNATURE_BYTES) return callback();
    this.decide(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.type) return callback();
    this.decide(callback);
  }

  private decide(callback: TransformCallback): void {
    const head = Buffer.concat(this.held);
    this.held = [];
    this.type = detectImageType(head);
    if (!this.type) return callback(new NotAnImageError());
    callback(null, head);
  }
}
