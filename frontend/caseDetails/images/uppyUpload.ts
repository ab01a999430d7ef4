import Uppy from '@uppy/core';
import AwsS3 from '@uppy/aws-s3';
import { CASE_TEXTS } from '../texts.ts';
import { describeUploadFailure } from './uploadFailure.ts';

const E = CASE_TEXTS.images.errors;

declare global {
  /** Browser tests set it to send smaller files in parts (docs/product-rules.md, Images: uploads are single-part otherwise). */
  var __RUMBO_MULTIPART_FROM__: number | undefined;
}

/** A failed or cancelled upload, with the Spanish text the consultant is shown (null when they cancelled it). */
export class ImageUploadError extends Error {
  constructor(
    message: string,
    readonly cancelled = false,
  ) {
    super(message);
    this.name = 'ImageUploadError';
  }
}

export interface ImageUpload {
  /** Sends the file (or, after a failure, the rest of it: a multipart upload lists its stored parts and goes on). */
  run(onProgress: (percent: number) => void): Promise<{ objectPath: string }>;
  /** Stops the upload; a multipart upload's parts are deleted on the server. */
  cancel(): void;
}

/**
 * One chosen image, sent with Uppy's S3 client through the server's companion calls (`/api/s3/…`,
 * docs/api.md). Single-part (a form POST) unless the file reaches the multipart threshold tests may set.
 * The same Uppy instance is kept across attempts, so a retry resumes where the last attempt stopped.
 */
export function createImageUpload(consultationId: string, file: File, mimeType: string): ImageUpload {
  // Silent: a failure is shown to the consultant in Spanish (and the page's console stays for real faults).
  const quiet = () => {};
  const uppy = new Uppy({ autoProceed: false, allowMultipleUploadBatches: true, logger: { debug: quiet, warn: quiet, error: quiet } });
  uppy.use(AwsS3, {
    companionEndpoint: '/api',
    shouldUseMultipart: (candidate) =>
      globalThis.__RUMBO_MULTIPART_FROM__ !== undefined && (candidate.size ?? 0) >= globalThis.__RUMBO_MULTIPART_FROM__,
    allowedMetaFields: ['consultationId'],
    limit: 1,
  });
  const id = uppy.addFile({ name: file.name, type: mimeType, data: file, meta: { consultationId } });
  let started = false;
  let settle: { resolve: (value: { objectPath: string }) => void; reject: (error: Error) => void } | null = null;
  let progress: (percent: number) => void = () => {};

  uppy.on('upload-progress', (_file, { bytesUploaded, bytesTotal }) => {
    if (bytesTotal) progress(Math.min(100, Math.round((bytesUploaded / bytesTotal) * 100)));
  });
  uppy.on('upload-success', (_file, response) => {
    const key = (response.body as { key?: string } | undefined)?.key;
    if (key) settle?.resolve({ objectPath: `/objects/${key}` });
    else settle?.reject(new ImageUploadError(E.unknown));
  });
  uppy.on('upload-error', (_file, error) =>
    settle?.reject(new ImageUploadError(describeUploadFailure(error as Error & { request?: { status?: number } }))),
  );

  return {
    run(onProgress) {
      progress = onProgress;
      return new Promise((resolve, reject) => {
        settle = { resolve, reject };
        if (started) void uppy.retryUpload(id);
        else void uppy.upload();
        started = true;
      });
    },
    cancel() {
      // Removing the file aborts its upload and, for a multipart one, deletes the parts on the server.
      uppy.removeFile(id);
      settle?.reject(new ImageUploadError('', true));
      settle = null;
    },
  };
}
