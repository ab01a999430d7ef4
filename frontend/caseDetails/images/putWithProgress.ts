import { CASE_TEXTS } from '../texts.ts';

const E = CASE_TEXTS.images.errors;

/** A refused or failed upload, with the text the consultant is shown (the product's texts, docs/product-rules.md, or the server's Spanish message). */
export class UploadError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = 'UploadError';
  }
}

function serverMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === 'string' ? parsed.error : null;
  } catch {
    return null;
  }
}

/**
 * PUTs a file's bytes to a signed upload URL with XMLHttpRequest, the one browser API that reports
 * upload progress. `onProgress` gets 0–100. An expired link (403) or timeout reads 'Request has
 * expired'; another refusal, the server's message or 'Non 2xx'; a network failure, 'Unknown error'.
 */
export function putWithProgress(url: string, file: Blob, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else if (xhr.status === 403) {
        reject(new UploadError(E.expired, xhr.status));
      } else {
        reject(new UploadError(serverMessage(xhr.responseText) ?? E.non2xx, xhr.status));
      }
    };
    xhr.ontimeout = () => reject(new UploadError(E.expired, 0));
    xhr.onerror = () => reject(new UploadError(E.unknown, 0));
    xhr.onabort = () => reject(new UploadError(E.unknown, 0));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
