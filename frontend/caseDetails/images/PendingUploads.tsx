import { CASE_TEXTS } from '../texts.ts';
import { formatBytes } from './formatBytes.ts';
import type { ImageType } from './readImageType.ts';

const T = CASE_TEXTS.images;

export interface PendingImage {
  key: string;
  file: File;
  type: ImageType;
  /** 0–100 while uploading or after a failure part-way; null before the upload starts. */
  progress: number | null;
  error: string | null;
  /** Being sent now: it can be cancelled. */
  active: boolean;
}

export interface PendingUploadsProps {
  items: PendingImage[];
  uploading: boolean;
  onRemove: (key: string) => void;
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
}

/**
 * Files chosen but not yet stored: each with its size, then a progress bar once its upload starts, a
 * 'Cancelar subida' while it goes and a 'Reintentar' after it failed.
 */
export function PendingUploads({ items, uploading, onRemove, onCancel, onRetry }: PendingUploadsProps) {
  return (
    <ul className="case-images-pending" aria-label={T.pendingHeading}>
      {items.map((item) => (
        <li key={item.key} className="case-images-pending-item" data-testid="pending-image">
          <div className="case-images-pending-line">
            <span className="case-images-pending-name">{item.file.name}</span>
            <span className="case-images-pending-size">{formatBytes(item.file.size)}</span>
            {item.active && (
              <button
                type="button"
                className="button is-small is-warning is-light"
                onClick={() => onCancel(item.key)}
                aria-label={`${T.cancelUpload} ${item.file.name}`}
              >
                {T.cancelUpload}
              </button>
            )}
            {!uploading && item.error && (
              <button
                type="button"
                className="button is-small is-primary"
                onClick={() => onRetry(item.key)}
                aria-label={`${T.retryUpload} ${item.file.name}`}
              >
                {T.retryUpload}
              </button>
            )}
            {!uploading && (
              <button
                type="button"
                className="button is-small is-light"
                onClick={() => onRemove(item.key)}
                aria-label={`${T.discard} ${item.file.name}`}
              >
                {T.discard}
              </button>
            )}
          </div>
          {item.progress !== null && (
            <progress
              className={`case-images-progress ${item.error ? 'is-failed' : ''}`}
              max={100}
              value={item.progress}
              aria-label={T.progress(item.file.name)}
            >
              {item.progress}%
            </progress>
          )}
          {item.error && (
            <p className="help is-danger" role="alert">
              {item.error}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
