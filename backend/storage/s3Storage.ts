import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../config.ts';
import { limitBytes } from './limitBytes.ts';
import { DEFAULT_UPLOAD_URL_SECONDS, StorageError, type ObjectStorage, type StoredPart, type UploadUrlOptions } from './ObjectStorage.ts';
import { isObjectName } from './objectNames.ts';

/** The object metadata naming the case a multipart upload was started for. */
const CASE_METADATA = 'case-id';

const isNoUpload = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchUpload' || error.$metadata.httpStatusCode === 404);

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** Where presigned URLs point: the bucket's own host, or the endpoint itself in path style. */
export function uploadOriginOf(settings: S3Settings): string {
  if (settings.endpoint) {
    const endpoint = new URL(settings.endpoint);
    return settings.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`;
  }
  const host = `s3.${settings.region}.amazonaws.com`;
  return `https://${settings.forcePathStyle ? host : `${settings.bucket}.${host}`}`;
}

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    // Otherwise the SDK signs a checksum of an empty body into every presigned PUT URL, and the
    // bucket refuses the real file; range reads would also fail whole-object checksum validation.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
}

/**
 * Files in an S3-compatible bucket. The browser PUTs straight to the bucket with a presigned URL
 * (the bucket needs a CORS rule allowing PUT from the site); reads go through the back end, so
 * the bucket stays private and only staff see case images.
 */
export class S3ObjectStorage implements ObjectStorage {
  readonly kind = 's3' as const;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    readonly uploadOrigin: string,
  ) {}

  private keyOf(name: string): string {
    if (!isObjectName(name)) throw new StorageError('invalid_name');
    return `uploads/${name}`;
  }

  async createUploadUrl(name: string, options: UploadUrlOptions): Promise<string> {
    // A size the browser announced is signed into the URL: the bucket then refuses any other size.
    // The browser sends no other header, so a plain PUT of the file is all a client has to do.
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name), ContentLength: options.contentLength });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds ?? DEFAULT_UPLOAD_URL_SECONDS });
  }

  async put(name: string, body: Readable, { maxBytes }: { maxBytes: number }): Promise<{ size: number }> {
    const key = this.keyOf(name);
    // Held in memory, bounded by maxBytes (10 MB): a single PutObject needs the length up front.
    const chunks: Buffer[] = [];
    await pipeline(body, limitBytes(maxBytes), async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) chunks.push(chunk);
    });
    const bytes = Buffer.concat(chunks);
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, IfNoneMatch: '*' }));
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) throw new StorageError('exists');
      throw error;
    }
    return { size: bytes.length };
  }

  async get(name: string, range?: { start: number; end: number }): Promise<Readable | null> {
    try {
      const result = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.keyOf(name),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return result.Body instanceof Readable ? result.Body : null;
    } catch (error) {
      if (isMissing(error)) return null;
      // A range of an empty object: there are no bytes, which is an answer, not a failure.
      if (range && error instanceof S3ServiceException && error.name === 'InvalidRange') return Readable.from([]);
      throw error;
    }
  }

  async stat(name: string): Promise<{ size: number } | null> {
    try {
      const result = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) }));
      return { size: result.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) }));
  }

  async *list(): AsyncIterable<{ name: string; storedAt: Date }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: 'uploads/', ContinuationToken }));
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice('uploads/'.length) ?? '';
        if (isObjectName(name)) yield { name, storedAt: object.LastModified ?? new Date(0) };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async createFormUpload(name: string, options: { maxBytes: number; expiresInSeconds?: number }) {
    // The policy binds the key and the size range: the bucket refuses any other object or a larger file.
    return createPresignedPost(this.client, {
      Bucket: this.bucket,
      Key: this.keyOf(name),
      Conditions: [['content-length-range', 1, options.maxBytes]],
      Expires: options.expiresInSeconds ?? DEFAULT_UPLOAD_URL_SECONDS,
    });
  }

  async createMultipartUpload(name: string, { caseId }: { caseId: string }): Promise<string> {
    const command = new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: this.keyOf(name), Metadata: { [CASE_METADATA]: caseId } });
    const result = await this.client.send(command);
    if (!result.UploadId) throw new Error('the bucket answered without an upload id');
    return result.UploadId;
  }

  async createPartUrl(name: string, uploadId: string, partNumber: number, options: { expiresInSeconds?: number }): Promise<string> {
    const command = new UploadPartCommand({ Bucket: this.bucket, Key: this.keyOf(name), UploadId: uploadId, PartNumber: partNumber });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds ?? DEFAULT_UPLOAD_URL_SECONDS });
  }

  async listParts(name: string, uploadId: string): Promise<StoredPart[] | null> {
    const parts: StoredPart[] = [];
    let PartNumberMarker: string | undefined;
    try {
      do {
        const page = await this.client.send(
          new ListPartsCommand({ Bucket: this.bucket, Key: this.keyOf(name), UploadId: uploadId, PartNumberMarker }),
        );
        for (const part of page.Parts ?? []) {
          parts.push({ partNumber: part.PartNumber ?? 0, size: part.Size ?? 0, etag: (part.ETag ?? '').replace(/^"|"$/g, '') });
        }
        PartNumberMarker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
      } while (PartNumberMarker);
    } catch (error) {
      if (isNoUpload(error)) return null;
      throw error;
    }
    return parts;
  }

  async completeMultipartUpload(
    name: string,
    uploadId: string,
    parts: Array<{ partNumber: number; etag: string }>,
    { maxBytes }: { maxBytes: number },
  ) {
    const key = this.keyOf(name);
    try {
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: `"${part.etag.replace(/^"|"$/g, '')}"` })) },
        }),
      );
    } catch (error) {
      if (isNoUpload(error)) throw new StorageError('no_upload');
      if (
        error instanceof S3ServiceException &&
        ['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall', 'MalformedXML'].includes(error.name)
      ) {
        throw new StorageError('invalid_parts');
      }
      throw error;
    }
    // A bucket cannot bound a multipart object's size beforehand: it is checked once joined.
    const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })).catch((error) => {
      if (isMissing(error)) throw new StorageError('no_upload');
      throw error;
    });
    const size = head.ContentLength ?? 0;
    if (size > maxBytes) {
      await this.delete(name);
      throw new StorageError('too_large');
    }
    return { size, caseId: head.Metadata?.[CASE_METADATA] ?? null };
  }

  async abortMultipartUpload(name: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: this.keyOf(name), UploadId: uploadId }));
    } catch (error) {
      if (!isNoUpload(error)) throw error;
    }
  }

  async *listMultipartUploads(): AsyncIterable<{ name: string; uploadId: string; startedAt: Date }> {
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: 'uploads/', KeyMarker, UploadIdMarker }),
        );
      } catch (error) {
        // A store that cannot list them (some stand-ins) leaves them to its lifecycle rule (docs/operations.md).
        if (error instanceof S3ServiceException && error.name === 'NotImplemented') return;
        throw error;
      }
      for (const upload of page.Uploads ?? []) {
        const name = upload.Key?.slice('uploads/'.length) ?? '';
        if (isObjectName(name) && upload.UploadId) yield { name, uploadId: upload.UploadId, startedAt: upload.Initiated ?? new Date(0) };
      }
      [KeyMarker, UploadIdMarker] = page.IsTruncated ? [page.NextKeyMarker, page.NextUploadIdMarker] : [undefined, undefined];
    } while (KeyMarker);
  }
}
