import path from 'node:path';
import type { Config } from '../config.ts';
import { LocalObjectStorage } from './localStorage.ts';
import type { ObjectStorage } from './ObjectStorage.ts';
import { createS3Client, S3ObjectStorage, uploadOriginOf } from './s3Storage.ts';

/** The bucket named by S3_BUCKET, else files on disk under DATA_DIR/objects. */
export function createObjectStorage(config: Config, now: () => Date): ObjectStorage {
  if (config.s3) return new S3ObjectStorage(createS3Client(config.s3), config.s3.bucket, uploadOriginOf(config.s3));
  return new LocalObjectStorage({ root: path.join(config.dataDir, 'objects'), secret: config.sessionSecret, now });
}
