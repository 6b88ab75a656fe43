import { config } from './config.ts';

/**
 * Failure codes that do not come from the server's `{ error: { code } }` body: the request never got an
 * answer (NETWORK_ERROR) or the answer was not the API's error shape (UNEXPECTED_RESPONSE).
 */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNEXPECTED_RESPONSE';

/** Anything with a zod-style `parse`: keeps zod out of this module and out of the first view. */
export interface Parser<T> {
  parse(data: unknown): T;
}

export class ApiError extends Error {
  constructor(
    /** The server's code ('COUPON_NOT_APPLICABLE', 'NOT_FOUND', ...) or a ClientErrorCode. */
    readonly code: string,
    message: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    /** The error body's `details` (e.g. `retryAfterSeconds`, validation `fields`), when it has any. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** No answer at all: offline, DNS, connection reset. Worth a retry once the connection is back. */
  get isNetworkError(): boolean {
    return this.code === 'NETWORK_ERROR';
  }

  /** The server failed (a bug by the design's rules); the shopper can only try again later. */
  get isServerError(): boolean {
    return this.status >= 500;
  }
}

export function isApiError(value: unknown, code?: string): value is ApiError {
  return value instanceof ApiError && (code === undefined || value.code === code);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Turns a non-2xx answer's parsed body into an ApiError; any other shape keeps the status. */
export function toApiError(status: number, body: unknown): ApiError {
  const error = isRecord(body) ? body.error : undefined;
  if (isRecord(error) && typeof error.code === 'string' && error.code !== '') {
    const message = typeof error.message === 'string' ? error.message : error.code;
    return new ApiError(error.code, message, status, isRecord(error.details) ? error.details : undefined);
  }
  return new ApiError('UNEXPECTED_RESPONSE', `Unexpected answer with status ${status}`, status);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Bearer token for member calls; an expired token must not be passed (spec 000 §4). */
  token?: string;
  /**
   * Member calls: 'required' sends the session's token (and fails with UNAUTHENTICATED, without a request,
   * when there is none); 'optional' sends it when logged in. The token comes from the AuthTokenProvider.
   */
  auth?: 'required' | 'optional';
  /** Sees the answer's headers (the login token arrives in `Authorization`). */
  responseHeaders?: (headers: Headers) => void;
  /** Extra request headers (the outbox's `Idempotency-Key`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Validates the success body; without it the body is returned as `unknown` cast to T. */
  schema?: Parser<T>;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
}

/**
 * Where member calls get their bearer token: the session, which answers null for an expired token so one
 * is never sent. `rejected` hears a 401 answer to a call that carried the token (revoked elsewhere).
 */
export interface AuthTokenProvider {
  token(): string | null;
  rejected?(error: ApiError): void;
}

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Read on every call; defaults to the one set with setAuthTokenProvider. */
  authTokenProvider?: () => AuthTokenProvider | null;
}

let sharedAuthTokenProvider: AuthTokenProvider | null = null;

/** Hooks the session into the shared `api` client (the app does this at boot). */
export function setAuthTokenProvider(provider: AuthTokenProvider | null): void {
  sharedAuthTokenProvider = provider;
}

/** Joins the base and a path such as 'displayProduct/all' or '/shoppingCart' into '/api/...'. */
export function apiUrl(baseUrl: string, path: string, query?: RequestOptions<unknown>['query']): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search === '' ? url : `${url}?${search}`;
}

/** How the shared client reaches the API: the browser's fetch, or the bff itself when it renders a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** For the server renderer only (server/render.tsx): its loaders ask the bff in-process. */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => transport(input, init));
  const authProvider = options.authTokenProvider ?? (() => sharedAuthTokenProvider);
  return {
    async request<T>(path: string, request: RequestOptions<T> = {}): Promise<T> {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (request.body !== undefined) headers['content-type'] = 'application/json';
      const provider = request.auth ? authProvider() : null;
      const token = request.token ?? provider?.token() ?? null;
      if (request.auth === 'required' && !token) {
        throw new ApiError('UNAUTHENTICATED', 'Please log in.', 401);
      }
      if (token) headers.authorization = `Bearer ${token}`;
      if (request.headers) Object.assign(headers, request.headers);
      let response: Response;
      try {
        response = await doFetch(apiUrl(options.baseUrl, path, request.query), {
          method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
          headers,
          body: request.body === undefined ? null : JSON.stringify(request.body),
          credentials: 'same-origin',
          signal: request.signal ?? null,
        });
      } catch (cause) {
        // An abort is the caller's own decision, not a failure to report.
        if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
        throw new ApiError('NETWORK_ERROR', cause instanceof Error ? cause.message : String(cause), 0);
      }
      request.responseHeaders?.(response.headers);
      const body = await readBody(response);
      if (!response.ok) {
        const error = toApiError(response.status, body);
        if (response.status === 401 && token && !request.token) provider?.rejected?.(error);
        throw error;
      }
      if (request.schema) {
        try {
          return request.schema.parse(body);
        } catch (cause) {
          throw new ApiError(
            'UNEXPECTED_RESPONSE',
            `Answer of ${path} did not match its schema: ${cause instanceof Error ? cause.message : String(cause)}`,
            response.status,
          );
        }
      }
      return body as T;
    },
  };
}

export const api: ApiClient = createApiClient({ baseUrl: config.apiBase });

/** Which message tells the shopper what to do next for a failed call. */
export type ApiErrorMessageKey = 'error.network' | 'error.server' | 'error.generic';

export function apiErrorMessageKey(error: unknown): ApiErrorMessageKey {
  if (isApiError(error)) {
    if (error.isNetworkError) return 'error.network';
    if (error.isServerError) return 'error.server';
  }
  return 'error.generic';
}
