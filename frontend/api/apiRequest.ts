/** A non-OK answer from the API. `message` follows docs/product-rules.md (Talking to the server): "{status}: {body or status text}". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The raw response text ('' when empty). */
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /**
   * The request's id a 500 carries (`requestId`, also in its `error`: 'Error inesperado (código …)'):
   * what a person quotes so the request's lines can be found in the server's log.
   */
  get requestId(): string | null {
    const id = (this.payload as { requestId?: unknown } | null)?.requestId;
    return typeof id === 'string' && id ? id : null;
  }

  /** The parsed `{error, details}` body the API sends, when it is one. */
  get payload(): { error?: string; details?: { path: string; message: string }[] } | null {
    try {
      const parsed = JSON.parse(this.body) as unknown;
      return parsed && typeof parsed === 'object' ? (parsed as ApiError['payload']) : null;
    } catch {
      return null;
    }
  }
}

export interface ApiRequestOptions {
  /** 'returnNull' makes a 401 resolve to null instead of throwing (e.g. "who is signed in?"). */
  on401?: 'throw' | 'returnNull';
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a save sent while the tab closes). */
  keepalive?: boolean;
}

/**
 * Every call the front end makes to the API: cookies included, JSON in and out.
 * Resolves with the parsed JSON body (null when the body is empty).
 */
export async function apiRequest<T = unknown>(method: string, url: string, payload?: unknown, options: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, credentials: 'include', headers, signal: options.signal, keepalive: options.keepalive };
  if (payload !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(payload);
  }
  const response = await fetch(url, init);
  if (response.status === 401 && options.on401 === 'returnNull') return null as T;
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return (text ? JSON.parse(text) : null) as T;
}
