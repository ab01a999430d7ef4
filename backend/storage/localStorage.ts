import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { limitBytes } from './limitBytes.ts';
import { DEFAULT_UPLOAD_URL_SECONDS, StorageError, type ObjectStorage, type UploadUrlOptions } from './ObjectStorage.ts';
import { isObjectName } from './objectNames.ts';
import { checkUploadSignature, signUpload, type UploadSignatureCheck } from './uploadSignature.ts';

/** The back end's own upload endpoint for this storage; the signature in the query authorises it. */
export const LOCAL_UPLOAD_PREFIX = '/api/objects/put/';

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

  /** The validity of its upload URLs: none is made for longer, none naming a later expiry is honoured. */
  private readonly uploadUrlSeconds: number;

  constructor(private readonly options: LocalStorageOptions) {
    this.dir = path.resolve(options.root, 'uploads');
    this.uploadUrlSeconds = options.uploadUrlSeconds ?? DEFAULT_UPLOAD_URL_SECONDS;
    this.deletedDir = path.resolve(options.root, 'deleted');
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
      await pipeline(body, limitBytes(maxBytes, (total) => (size = total)), out);
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
