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

  /**
   * A form upload (S3's POST policy, what @uppy/aws-s3 sends a single-part upload as): the browser
   * POSTs `fields` and then the file, as multipart/form-data, to `url`.
   */
  createFormUpload(
    name: string,
    options: { maxBytes: number; expiresInSeconds?: number },
  ): Promise<{ url: string; fields: Record<string, string> }>;

  /** Starts a multipart upload to `name` for the case `caseId` (kept with it until completion); the answer is its upload id. */
  createMultipartUpload(name: string, options: { caseId: string }): Promise<string>;
  /**
   * A URL the browser PUTs one part to (`partNumber` 1 to 10000); its answer carries the part's ETag.
   * StorageError('no_upload') when the storage can tell without asking the network that there is no such upload.
   */
  createPartUrl(name: string, uploadId: string, partNumber: number, options: { expiresInSeconds?: number }): Promise<string>;
  /** The parts stored so far, by part number; null when `name` has no such upload in progress. */
  listParts(name: string, uploadId: string): Promise<StoredPart[] | null>;
  /**
   * Joins the parts into the object. Refuses ('no_upload') an unknown upload, ('invalid_parts') parts
   * that were not stored or out of order, ('too_large') a whole over `maxBytes`: the upload is then left as it was.
   */
  completeMultipartUpload(
    name: string,
    uploadId: string,
    parts: Array<{ partNumber: number; etag: string }>,
    options: { maxBytes: number },
  ): Promise<{ size: number; caseId: string | null }>;
  /** Drops the upload and its parts; an unknown upload is not an error. */
  abortMultipartUpload(name: string, uploadId: string): Promise<void>;
  /** Every multipart upload still in progress, with the instant it was started. */
  listMultipartUploads(): AsyncIterable<{ name: string; uploadId: string; startedAt: Date }>;
}

export interface StoredPart {
  partNumber: number;
  size: number;
  etag: string;
}

export interface UploadUrlOptions {
  maxBytes: number;
  /** docs/product-rules.md, Images: a signed upload URL is valid for 604800 s (7 days) unless said otherwise. */
  expiresInSeconds?: number;
  /** The exact size the browser announced; an S3 URL is then valid only for a body of that size. */
  contentLength?: number;
}

export const DEFAULT_UPLOAD_URL_SECONDS = 604800;

export type StorageErrorReason = 'exists' | 'too_large' | 'invalid_name' | 'no_upload' | 'invalid_parts';

export class StorageError extends Error {
  constructor(
    readonly reason: StorageErrorReason,
    message: string = reason,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}
