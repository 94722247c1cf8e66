import type { ErrorCode, ErrorDetail } from '#shared/errors';
import { getAccessToken } from './auth-token';

/** A non-2xx answer, carrying the server's `{ error: { code, message, details? } }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK' | 'UNKNOWN';
  readonly details: ErrorDetail[];

  constructor(
    status: number,
    code: ApiError['code'],
    message: string,
    details: ErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiClientConfig {
  baseUrl?: string;
  getToken: () => string | null;
  getLanguage: () => string;
  fetch?: typeof fetch;
}

function parseErrorBody(status: number, body: unknown): ApiError {
  const error =
    body && typeof body === 'object' && 'error' in body
      ? (body as { error: unknown }).error
      : undefined;
  if (error && typeof error === 'object') {
    const { code, message, details } = error as Record<string, unknown>;
    const list = Array.isArray(details)
      ? details.filter(
          (d): d is ErrorDetail =>
            !!d && typeof d === 'object' && typeof (d as ErrorDetail).message === 'string',
        )
      : [];
    return new ApiError(
      status,
      (typeof code === 'string' ? code : 'UNKNOWN') as ApiError['code'],
      typeof message === 'string' ? message : '',
      list,
    );
  }
  return new ApiError(status, status >= 500 ? 'INTERNAL' : 'UNKNOWN', '');
}

export function createApiClient(config: ApiClientConfig) {
  const baseUrl = config.baseUrl ?? '/api';

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': config.getLanguage(),
    };
    const token = config.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await (config.fetch ?? fetch)(`${baseUrl}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(0, 'NETWORK', '');
    }

    const text = response.status === 204 ? '' : await response.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    }
    if (!response.ok) throw parseErrorBody(response.status, body);
    return body as T;
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PUT', body }),
    delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'DELETE', body }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function currentLanguage(): string {
  if (typeof document === 'undefined') return 'en';
  return document.documentElement.lang || 'en';
}

/** The app's client: stored token, and the page language (kept on <html lang>) as Accept-Language. */
export const api = createApiClient({ getToken: getAccessToken, getLanguage: currentLanguage });
