import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { limitBytes } from './limitBytes.ts';
import { DEFAULT_UPLOAD_URL_SECONDS, StorageError, type ObjectStorage, type StoredPart, type UploadUrlOptions } from './ObjectStorage.ts';
import { isObjectName } from './objectNames.ts';
import { checkUploadSignature, signUpload, type UploadSignatureCheck } from './uploadSignature.ts';

/** The back end's own upload endpoint for this storage; the signature in the query authorises it. */
export const LOCAL_UPLOAD_PREFIX = '/api/objects/put/';
/** Where the browser PUTs the parts of a multipart upload: `/api/objects/parts/{uploadId}/{partNumber}`. */
export const LOCAL_PART_PREFIX = '/api/objects/parts/';
/** Where the browser POSTs a form upload (fields, then the file). */
export const LOCAL_FORM_PATH = '/api/objects/form';

/** Local upload ids: 18 random bytes, base64url. */
const UPLOAD_ID = /^[A-Za-z0-9_-]{24}$/;
export const isLocalUploadId = (value: string) => UPLOAD_ID.test(value);

/** What a part's upload URL signature covers: never an object name (those have no slash), so the two cannot be swapped. */
export const partSigningName = (uploadId: string, partNumber: number) => `part/${uploadId}/${partNumber}`;

export interface LocalStorageOptions {
  /** DATA_DIR/objects: files go to its `uploads/` folder. */
  root: string;
  /** Keys the upload URL signatures. */
  secret: string;
  now: () => Date;
  /** How long the upload URLs it hands out are valid for (DEFAULT_UPLOAD_URL_SECONDS unless said otherwise). */
  uploadUrlSeconds?: number;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/** Files on the server's disk; upload URLs point back at this server (PUT /api/objects/put/<name>). */
export class LocalObjectStorage implements ObjectStorage {
  readonly kind = 'local' as const;
  readonly uploadOrigin = null;
  private readonly dir: string;

  /** A file per deleted name, for as long as an upload URL could still name it. */
  private readonly deletedDir: string;

  /** One folder per multipart upload in progress: the object's name in `name`, each part in a file named by its number. */
  private readonly multipartDir: string;

  /** The validity of its upload URLs: none is made for longer, none naming a later expiry is honoured. */
  private readonly uploadUrlSeconds: number;

  constructor(private readonly options: LocalStorageOptions) {
    this.dir = path.resolve(options.root, 'uploads');
    this.uploadUrlSeconds = options.uploadUrlSeconds ?? DEFAULT_UPLOAD_URL_SECONDS;
    this.deletedDir = path.resolve(options.root, 'deleted');
    this.multipartDir = path.resolve(options.root, 'multipart');
  }

  /** The file of a name; the name check makes any path outside `uploads/` impossible. */
  private fileOf(name: string): string {
    if (!isObjectName(name)) throw new StorageError('invalid_name');
    return path.join(this.dir, name);
  }

  async createUploadUrl(name: string, options: UploadUrlOptions): Promise<string> {
    this.fileOf(name);
    const seconds = options.expiresInSeconds ?? this.uploadUrlSeconds;
    if (seconds > this.uploadUrlSeconds) throw new Error(`upload URLs are valid for at most ${this.uploadUrlSeconds} s`);
    const expires = Math.floor(this.options.now().getTime() / 1000) + seconds;
    const signature = signUpload(this.options.secret, name, expires);
    return `${LOCAL_UPLOAD_PREFIX}${name}?expires=${expires}&signature=${signature}`;
  }

  private signedQuery(signingName: string, expiresInSeconds: number | undefined): string {
    const seconds = expiresInSeconds ?? this.uploadUrlSeconds;
    if (seconds > this.uploadUrlSeconds) throw new Error(`upload URLs are valid for at most ${this.uploadUrlSeconds} s`);
    const expires = Math.floor(this.options.now().getTime() / 1000) + seconds;
    return `expires=${expires}&signature=${signUpload(this.options.secret, signingName, expires)}`;
  }

  async createFormUpload(name: string, options: { maxBytes: number; expiresInSeconds?: number }) {
    this.fileOf(name);
    const query = new URLSearchParams(this.signedQuery(name, options.expiresInSeconds));
    // The same fields an S3 POST policy has where it matters here: the key, and what proves the right to it.
    return { url: LOCAL_FORM_PATH, fields: { key: `uploads/${name}`, expires: query.get('expires')!, signature: query.get('signature')! } };
  }

  async createMultipartUpload(name: string, { caseId }: { caseId: string }): Promise<string> {
    this.fileOf(name);
    if ((await this.stat(name)) || (await this.wasDeleted(name))) throw new StorageError('exists');
    const uploadId = randomBytes(18).toString('base64url');
    const dir = path.join(this.multipartDir, uploadId);
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    await fs.writeFile(path.join(dir, 'case'), caseId, { mode: 0o600 });
    // Written last: an upload exists once its name is there.
    await fs.writeFile(path.join(dir, 'name'), name, { mode: 0o600 });
    return uploadId;
  }

  /** The folder of an upload in progress for `name`, or null when there is none. */
  private async uploadDirOf(name: string, uploadId: string): Promise<string | null> {
    if (!isObjectName(name) || !isLocalUploadId(uploadId)) return null;
    const dir = path.join(this.multipartDir, uploadId);
    const stored = await fs.readFile(path.join(dir, 'name'), 'utf8').catch((error) => (isMissing(error) ? null : Promise.reject(error)));
    return stored === name ? dir : null;
  }

  /** The object name an upload in progress is for, or null. */
  async nameOfUpload(uploadId: string): Promise<string | null> {
    if (!isLocalUploadId(uploadId)) return null;
    const stored = await fs
      .readFile(path.join(this.multipartDir, uploadId, 'name'), 'utf8')
      .catch((error) => (isMissing(error) ? null : Promise.reject(error)));
    return stored && isObjectName(stored) ? stored : null;
  }

  async createPartUrl(name: string, uploadId: string, partNumber: number, options: { expiresInSeconds?: number }): Promise<string> {
    if (!(await this.uploadDirOf(name, uploadId))) throw new StorageError('no_upload');
    return `${LOCAL_PART_PREFIX}${uploadId}/${partNumber}?${this.signedQuery(partSigningName(uploadId, partNumber), options.expiresInSeconds)}`;
  }

  checkPartUrl(uploadId: string, partNumber: number, expires: string | undefined, signature: string | undefined): UploadSignatureCheck {
    if (!isLocalUploadId(uploadId)) return 'invalid';
    return checkUploadSignature(
      this.options.secret,
      partSigningName(uploadId, partNumber),
      expires,
      signature,
      this.options.now(),
      this.uploadUrlSeconds,
    );
  }

  /**
   * Stores one part, replacing an earlier one of the same number (as S3 does). The parts of an upload
   * together never hold more than `maxBytes`: a part that would pass it is refused and nothing is kept.
   */
  async putPart(uploadId: string, partNumber: number, body: Readable, { maxBytes }: { maxBytes: number }): Promise<StoredPart> {
    const name = await this.nameOfUpload(uploadId);
    const dir = name ? await this.uploadDirOf(name, uploadId) : null;
    if (!dir) throw new StorageError('no_upload');
    const others = ((await this.listParts(name!, uploadId)) ?? []).filter((part) => part.partNumber !== partNumber);
    const room = maxBytes - others.reduce((sum, part) => sum + part.size, 0);
    const partial = path.join(dir, `.${partNumber}.${randomUUID()}.part`);
    const hash = createHash('md5');
    let size = 0;
    const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(
        body,
        limitBytes(room, (total) => (size = total)),
        hashing,
        out,
      );
      await fs.rename(partial, path.join(dir, String(partNumber)));
    } finally {
      if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
      await fs.rm(partial, { force: true });
    }
    return { partNumber, size, etag: hash.digest('hex') };
  }

  async listParts(name: string, uploadId: string): Promise<StoredPart[] | null> {
    const dir = await this.uploadDirOf(name, uploadId);
    if (!dir) return null;
    const parts: StoredPart[] = [];
    for (const file of await fs.readdir(dir)) {
      if (!/^[1-9]\d{0,4}$/.test(file)) continue;
      const bytes = await fs.readFile(path.join(dir, file)).catch((error) => (isMissing(error) ? null : Promise.reject(error)));
      if (bytes) parts.push({ partNumber: Number(file), size: bytes.length, etag: createHash('md5').update(bytes).digest('hex') });
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  async completeMultipartUpload(
    name: string,
    uploadId: string,
    parts: Array<{ partNumber: number; etag: string }>,
    { maxBytes }: { maxBytes: number },
  ) {
    const dir = await this.uploadDirOf(name, uploadId);
    const stored = dir ? await this.listParts(name, uploadId) : null;
    if (!dir || !stored) throw new StorageError('no_upload');
    const byNumber = new Map(stored.map((part) => [part.partNumber, part]));
    const ascending = parts.every((part, i) => i === 0 || part.partNumber > parts[i - 1].partNumber);
    const matching = parts.every((part) => byNumber.get(part.partNumber)?.etag === part.etag.replace(/^"|"$/g, ''));
    if (parts.length === 0 || !ascending || !matching) throw new StorageError('invalid_parts');
    if (parts.reduce((sum, part) => sum + byNumber.get(part.partNumber)!.size, 0) > maxBytes) throw new StorageError('too_large');
    const files = parts.map((part) => path.join(dir, String(part.partNumber)));
    const joined = Readable.from(
      (async function* () {
        for (const file of files) yield* (await fs.open(file, 'r')).createReadStream();
      })(),
    );
    const caseId = await fs.readFile(path.join(dir, 'case'), 'utf8').catch(() => null);
    const { size } = await this.put(name, joined, { maxBytes });
    await fs.rm(dir, { recursive: true, force: true });
    return { size, caseId };
  }

  async abortMultipartUpload(name: string, uploadId: string): Promise<void> {
    const dir = await this.uploadDirOf(name, uploadId);
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  }

  async *listMultipartUploads(): AsyncIterable<{ name: string; uploadId: string; startedAt: Date }> {
    let ids: string[];
    try {
      ids = await fs.readdir(this.multipartDir);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const uploadId of ids.filter(isLocalUploadId)) {
      const info = await fs.stat(path.join(this.multipartDir, uploadId, 'name')).catch(() => null);
      const name = await this.nameOfUpload(uploadId);
      if (info && name) yield { name, uploadId, startedAt: info.mtime };
    }
  }

  checkUploadUrl(name: string, expires: string | undefined, signature: string | undefined): UploadSignatureCheck {
    if (!isObjectName(name)) return 'invalid';
    return checkUploadSignature(this.options.secret, name, expires, signature, this.options.now(), this.uploadUrlSeconds);
  }

  async put(name: string, body: Readable, { maxBytes }: { maxBytes: number }): Promise<{ size: number }> {
    const file = this.fileOf(name);
    // Case images are personal data: readable by the server's own account only.
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    // A URL names one upload: once its file was stored, and even after that file was deleted, it stores nothing more.
    if ((await this.stat(name)) || (await this.wasDeleted(name))) throw new StorageError('exists');
    // Written beside the final name, then linked into place: a reader never sees half a file, a
    // failed or oversized upload leaves nothing, and link() refuses to replace an existing object.
    const partial = path.join(this.dir, `.${name}.${randomUUID()}.part`);
    let size = 0;
    const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    try {
      await pipeline(
        body,
        limitBytes(maxBytes, (total) => (size = total)),
        out,
      );
      await fs.link(partial, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new StorageError('exists');
      throw error;
    } finally {
      // A body refused at once can fail the pipeline before the file is even open: wait for the
      // stream to finish opening and closing, or the removal would run first and the file appear after.
      if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
      await fs.rm(partial, { force: true });
    }
    return { size };
  }

  async get(name: string, range?: { start: number; end: number }): Promise<Readable | null> {
    const file = this.fileOf(name);
    try {
      const handle = await fs.open(file, 'r');
      return handle.createReadStream({ start: range?.start, end: range?.end });
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stat(name: string): Promise<{ size: number } | null> {
    try {
      const info = await fs.stat(this.fileOf(name));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** The name is remembered first, so there is no moment when its upload URL could store it again. */
  async delete(name: string): Promise<void> {
    const file = this.fileOf(name);
    await fs.mkdir(this.deletedDir, { recursive: true, mode: 0o700 });
    await fs.writeFile(path.join(this.deletedDir, name), '');
    await fs.rm(file, { force: true });
  }

  private async wasDeleted(name: string): Promise<boolean> {
    return fs.stat(path.join(this.deletedDir, name)).then(
      () => true,
      (error) => (isMissing(error) ? false : Promise.reject(error)),
    );
  }

  async forgetDeletedNames(before: Date): Promise<number> {
    let names: string[];
    try {
      names = await fs.readdir(this.deletedDir);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let forgotten = 0;
    for (const name of names.filter(isObjectName)) {
      const marker = path.join(this.deletedDir, name);
      const info = await fs.stat(marker).catch(() => null);
      if (info && info.mtime < before) {
        await fs.rm(marker, { force: true });
        forgotten++;
      }
    }
    return forgotten;
  }

  async *list(): AsyncIterable<{ name: string; storedAt: Date }> {
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const name of names.filter(isObjectName)) {
      const info = await fs.stat(path.join(this.dir, name)).catch(() => null);
      if (info?.isFile()) yield { name, storedAt: info.mtime };
    }
  }
}
