import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_UPLOAD_URL_SECONDS, type ObjectStorage } from './ObjectStorage.ts';
import { objectPathOf } from './objectNames.ts';
import { UPLOAD_CLOCK_ALLOWANCE_SECONDS } from './uploadSignature.ts';
import { queryRows } from '../db/sql.ts';

/**
 * An upload is registered with its case seconds after it is sent. One still unregistered a day
 * later was abandoned (page closed, registration refused): it is personal data nobody can see, so
 * it is deleted.
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes stored objects older than the grace period that no image record points at, and the parts of
 * multipart uploads started before it; returns how many of both.
 * Deleted names older than any upload URL's validity are forgotten too.
 */
export async function purgeOrphanObjects(em: EntityManager, storage: ObjectStorage, now: Date): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_GRACE_MS;
  const candidates: string[] = [];
  for await (const object of storage.list()) {
    if (object.storedAt.getTime() < cutoff) candidates.push(object.name);
  }
  let purged = 0;
  for (let start = 0; start < candidates.length; start += 500) {
    const batch = candidates.slice(start, start + 500);
    const rows = await queryRows<{ object_path: string }>(
      em,
      'select object_path from consultation_images where object_path = any(?::text[])',
      [batch.map(objectPathOf)],
    );
    const registered = new Set(rows.map((row) => row.object_path));
    for (const name of batch) {
      if (registered.has(objectPathOf(name))) continue;
      await storage.delete(name);
      purged++;
    }
  }
  // A multipart upload neither completed nor cancelled within the same grace was abandoned too: its parts go.
  const abandoned: Array<{ name: string; uploadId: string }> = [];
  for await (const upload of storage.listMultipartUploads()) {
    if (upload.startedAt.getTime() < cutoff) abandoned.push(upload);
  }
  for (const upload of abandoned) {
    await storage.abortMultipartUpload(upload.name, upload.uploadId);
    purged++;
  }
  // A URL is honoured up to its validity (and the clock allowance) after it was made, and it was made
  // before its file was deleted.
  await storage.forgetDeletedNames?.(new Date(now.getTime() - (DEFAULT_UPLOAD_URL_SECONDS + UPLOAD_CLOCK_ALLOWANCE_SECONDS) * 1000));
  return purged;
}
