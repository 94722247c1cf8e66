import type { ErrorCode, ErrorDetail } from '#shared/errors';
import {
  endpointUrl,
  type Endpoint,
  type HttpMethod,
  type PathParamNames,
  type PathParams,
  type ResponseOf,
} from '#shared/endpoint';
import { getAccessToken } from './auth-token';

/** A non-2xx answer, carrying the server's `{ error: { code, message, details? } }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK' | 'UNKNOWN';
  readonly details: ErrorDetail[];
  /** On 500 and 503: the server's id of the request, for the user to quote. */
  readonly requestId?: string;
  /** The server's Retry-After (429, 503), in seconds. */
  readonly retryAfterSeconds?: number;

  constructor(
    status: number,
    code: ApiError['code'],
    message: string,
    details: ErrorDetail[] = [],
    extra: { requestId?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.requestId = extra.requestId;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

/** The database or the network is briefly away: worth asking again, not a defect. */
export function isUnavailable(error: unknown): boolean {
  return isApiError(error) && (error.code === 'UNAVAILABLE' || error.code === 'NETWORK');
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** What a call sends besides its endpoint: path parameters, query, JSON body, abort signal. */
export interface CallOptions<Path extends string> {
  params?: PathParams<Path>;
  /** Fields that are undefined, null or '' are left out (endpointUrl). */
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
}

/** The options are required exactly when the path has parameters, and then so is `params`. */
export type CallArgs<Path extends string> = [PathParamNames<Path>] extends [never]
  ? [options?: CallOptions<Path>]
  : [options: CallOptions<Path> & { params: PathParams<Path> }];

export interface ApiClientConfig {
  baseUrl?: string;
  getToken: () => string | null;
  getLanguage: () => string;
  fetch?: typeof fetch;
}

function parseErrorBody(status: number, body: unknown, retryAfter: string | null): ApiError {
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  const retryAfterSeconds = Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  const error =
    body && typeof body === 'object' && 'error' in body
      ? (body as { error: unknown }).error
      : undefined;
  if (error && typeof error === 'object') {
    const { code, message, details, requestId } = error as Record<string, unknown>;
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
      { requestId: typeof requestId === 'string' ? requestId : undefined, retryAfterSeconds },
    );
  }
  return new ApiError(status, status >= 500 ? 'INTERNAL' : 'UNKNOWN', '', [], {
    retryAfterSeconds,
  });
}

export function createApiClient(config: ApiClientConfig) {
  const baseUrl = config.baseUrl ?? '/api';

  async function send<T>(
    method: HttpMethod,
    path: string,
    options: { body?: unknown; signal?: AbortSignal },
  ): Promise<T> {
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
        method,
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
    if (!response.ok)
      throw parseErrorBody(response.status, body, response.headers.get('retry-after'));
    return body as T;
  }

  return {
    /**
     * The one way to reach the API: method and path from the endpoint catalogue (decision 015),
     * the answer typed by the catalogue entry.
     */
    call<Target extends Endpoint>(
      target: Target,
      ...[options]: CallArgs<Target['path']>
    ): Promise<ResponseOf<Target>> {
      const url = endpointUrl(
        target,
        (options?.params ?? {}) as PathParams<Target['path']>,
        options?.query,
      );
      return send<ResponseOf<Target>>(target.method, url, {
        body: options?.body,
        signal: options?.signal,
      });
    },
    /** A file answer (PDF, XML) as a Blob, with the session's token like every call. */
    async file<Target extends Endpoint>(
      target: Target,
      ...[options]: CallArgs<Target['path']>
    ): Promise<Blob> {
      const path = endpointUrl(
        target,
        (options?.params ?? {}) as PathParams<Target['path']>,
        options?.query,
      );
      const token = config.getToken();
      const response = await (config.fetch ?? fetch)(`${baseUrl}${path}`, {
        headers: {
          'Accept-Language': config.getLanguage(),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      });
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => undefined);
        throw parseErrorBody(response.status, body, response.headers.get('retry-after'));
      }
      return response.blob();
    },
    /** The same URL as a call would use, for what fetch cannot do (EventSource, links, upload progress). */
    url<Target extends Endpoint>(target: Target, ...[options]: CallArgs<Target['path']>): string {
      const path = endpointUrl(
        target,
        (options?.params ?? {}) as PathParams<Target['path']>,
        options?.query,
      );
      return `${baseUrl}${path}`;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function currentLanguage(): string {
  if (typeof document === 'undefined') return 'en';
  return document.documentElement.lang || 'en';
}

/** The app's client: stored token, and the page language (kept on <html lang>) as Accept-Language. */
export const api = createApiClient({ getToken: getAccessToken, getLanguage: currentLanguage });
