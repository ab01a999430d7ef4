import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: local disk by default, an S3-compatible bucket in production.
 * Names are chosen by the server (see newObjectName); callers never pass a path.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** The origin browsers upload to when it is not the site itself (the page's CSP must allow it). */
  readonly uploadOrigin: string | null;
  /** A URL the browser sends the file to with PUT, valid for `expiresInSeconds`. */
  createUploadUrl(name: string, options: UploadUrlOptions): Promise<string>;
  /** Stores `body` under `name`; refuses to overwrite and to go past `maxBytes` (nothing is kept then). */
  put(name: string, body: Readable, options: { maxBytes: number }): Promise<{ size: number }>;
  /** The stored bytes (or the inclusive byte `range` of them), or null when there is no such object. */
  get(name: string, range?: { start: number; end: number }): Promise<Readable | null>;
  stat(name: string): Promise<{ size: number } | null>;
  /** Removes the object; removing one that does not exist is not an error. */
  delete(name: string): Promise<void>;
  /** Every stored object with the instant it was written. */
  list(): AsyncIterable<{ name: string; storedAt: Date }>;
  /**
   * Forgets names deleted before `before`, which their upload URLs can no longer reach (local storage
   * remembers a deleted name so that its URL cannot store a file under it again).
   */
  forgetDeletedNames?(before: Date): Promise<number>;
}

export interface UploadUrlOptions {
  maxBytes: number;
  /** docs/product-rules.md, Images: a signed upload URL is valid for 604800 s (7 days) unless said otherwise. */
  expiresInSeconds?: number;
  /** The exact size the browser announced; an S3 URL is then valid only for a body of that size. */
  contentLength?: number;
}

export const DEFAULT_UPLOAD_URL_SECONDS = 604800;

export type StorageErrorReason = 'exists' | 'too_large' | 'invalid_name';

export class StorageError extends Error {
  constructor(readonly reason: StorageErrorReason, message: string = reason) {
    super(message);
    this.name = 'StorageError';
  }
}
