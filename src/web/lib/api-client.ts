/**
 * The one way the web app talks to the API (docs/product.md §7 "Generic behaviour", §8).
 * Same origin; a bearer token when one is available; errors raised as "{status}: {message}".
 */
import { messages } from '@shared/messages.ts';

export type ResponseKind = 'json' | 'text' | 'blob';

/** Supplies the bearer token; the accounts layer registers the real one. */
export type TokenProvider = (options: { forceRefresh: boolean }) => Promise<string | null>;

let tokenProvider: TokenProvider = async () => null;
export function setTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

let apiBase = '';
/**
 * Outside a browser (tests, scripts) relative paths have no origin to resolve against; in a browser
 * calls always stay on the page's own origin and this is ignored.
 */
export function configureApiBase(url: string): void {
  apiBase = url.replace(/\/+$/, '');
}
function resolveUrl(path: string): string {
  return typeof location === 'undefined' && apiBase ? `${apiBase}${path}` : path;
}

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly serverMessage: string,
    readonly code?: string,
    /** For validation failures: the field the server named, so a form can show the message beside it. */
    readonly field?: string,
  ) {
    super(`${status}: ${serverMessage}`);
  }
}

export interface ApiRequestOptions {
  method?: string;
  body?: unknown;
  /** An explicit token wins over the provider. */
  token?: string | null;
  /** Fail with the §8 "Authentication required" message when no token can be had. */
  requireAuth?: boolean;
  responseType?: ResponseKind;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The same request, already sent (by the page's head): its answer is read instead; null sends it. */
  sent?: Promise<Response | null>;
  /** Sees the answer's headers before its body is read. */
  onHeaders?: (headers: Headers) => void;
}

const noCacheHeaders = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };

/** POSTs to /auth/ or /payment/ paths always use a freshly refreshed token (§7). */
function needsFreshToken(method: string, path: string): boolean {
  return method === 'POST' && /\/(auth|payment)\//.test(path);
}

async function errorMessageOf(response: Response): Promise<{ message: string; code?: string; field?: string }> {
  const text = await response.text().catch(() => '');
  if (!text) return { message: response.statusText || 'Request failed' };
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      const code = 'code' in parsed && typeof parsed.code === 'string' ? parsed.code : undefined;
      const field = 'field' in parsed && typeof parsed.field === 'string' ? parsed.field : undefined;
      return { message: parsed.message, code, field };
    }
    return { message: text };
  } catch {
    return { message: text };
  }
}

async function readBody<T>(response: Response, method: string, kind: ResponseKind): Promise<T> {
  if (kind === 'blob') return (await response.blob()) as T;
  if (kind === 'text') return (await response.text()) as T;
  if (response.status === 204) return {} as T;
  const text = await response.text();
  if (!text.trim()) return {} as T;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return { success: true } as T;
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    if (method === 'DELETE') return { success: true } as T;
    throw new Error(messages.unparseableResponse(error instanceof Error ? error.message : String(error)), {
      cause: error,
    });
  }
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  try {
    return await sendRequest<T>(path, options, false);
  } catch (error) {
    // A cached token the server no longer accepts (expired, its session ended) is refreshed once;
    // if the session itself is gone the refresh yields no token and the 401 stands.
    const retriable = error instanceof ApiError && error.status === 401 && options.token === undefined;
    if (!retriable) throw error;
    // An answer the page's head had asked for is read once: the second attempt sends its own request.
    return sendRequest<T>(path, { ...options, sent: undefined }, true);
  }
}

async function sendRequest<T>(path: string, options: ApiRequestOptions, forceRefresh: boolean): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase();
  const token =
    options.token !== undefined
      ? options.token
      : await tokenProvider({ forceRefresh: forceRefresh || needsFreshToken(method, path) });
  if (options.requireAuth && !token) throw new Error(messages.authTokenMissing(path));

  const headers: Record<string, string> = { ...(method === 'GET' ? noCacheHeaders : {}), ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof Blob) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const response =
    (await options.sent) ?? (await fetch(resolveUrl(path), { method, headers, body, signal: options.signal, credentials: 'same-origin' }));
  options.onHeaders?.(response.headers);
  if (!response.ok) {
    const { message, code, field } = await errorMessageOf(response);
    if (/quota exceeded/i.test(message)) throw new ApiError(response.status, messages.quotaExceeded, code);
    throw new ApiError(response.status, message, code, field);
  }
  return readBody<T>(response, method, options.responseType ?? 'json');
}

/** A default query function: GET with no-cache headers; optionally null on 401 (§7). */
export function getJson<T>(path: string, options: { on401?: 'throw' | 'returnNull' } = {}) {
  return async ({ signal }: { signal?: AbortSignal } = {}): Promise<T | null> => {
    try {
      return await apiRequest<T>(path, { signal });
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}
