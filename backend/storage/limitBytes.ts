import { Transform } from 'node:stream';
import { StorageError } from './ObjectStorage.ts';

/** Passes bytes through and fails with StorageError('too_large') at the first byte past `maxBytes`. */
export function limitBytes(maxBytes: number, onCount: (total: number) => void = () => {}): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      onCount(total);
      if (total > maxBytes) callback(new StorageError('too_large'));
      else callback(null, chunk);
    },
  });
}
