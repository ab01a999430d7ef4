import { CASE_TEXTS } from '../texts.ts';

const E = CASE_TEXTS.images.errors;

/**
 * What a failure of @uppy/aws-s3 means to the consultant. The kinds of docs/product-rules.md, Images: an expired link (403) or a
 * timeout, another refusal ('Non 2xx'), anything else ('Unknown error'). The server's own calls fail
 * with 'Companion request failed: <status text>', which names the refusal well enough for the ones a
 * person can act on.
 */
export function describeUploadFailure(error: { message?: string; name?: string; request?: { status?: number } | null }): string {
  const status = error.request?.status;
  const companion = /^Companion request failed: (.*)$/.exec(error.message ?? '')?.[1];
  const reason = companion ?? (status ? String(status) : '');
  if (/Unsupported Media Type|^415$/.test(reason)) return E.notAnImage;
  if (/Payload Too Large|Content Too Large|^413$/.test(reason)) return E.tooLarge;
  if (/Conflict|^409$/.test(reason)) return E.tooMany;
  if (/Unauthorized|^401$/.test(reason)) return E.signedOut;
  if (/Not Found|^404$/.test(reason)) return E.gone;
  if (status === 403 || /timed? ?out|ProgressTimeout/i.test(error.message ?? '')) return E.expired;
  if (companion !== undefined || (status && status >= 300)) return E.non2xx;
  return E.unknown;
}
