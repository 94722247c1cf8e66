import type { ErrorCode, ErrorDetail } from '#shared/errors';
import {
  endpointUrl,
  type BodyOf,
  type Endpoint,
  type HttpMethod,
  type PathParamNames,
  type PathParams,
  type QueryOf,
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

/**
 * What a call sends besides its endpoint: path parameters, query, JSON body, abort signal. Query
 * and body are typed by the entry's schemas (what they accept), so a wrong body fails to compile;
 * an entry without a query or body schema takes none.
 */
export interface CallOptions<Target extends Endpoint> {
  params?: PathParams<Target['path']>;
  /** Fields that are undefined, null or '' are left out (endpointUrl). */
  query?: QueryOf<Target>;
  body?: BodyOf<Target>;
  signal?: AbortSignal;
}

type Needs<Target extends Endpoint> = ([PathParamNames<Target['path']>] extends [never]
  ? unknown
  : { params: PathParams<Target['path']> }) &
  ([BodyOf<Target>] extends [never]
    ? unknown
    : undefined extends BodyOf<Target>
      ? unknown
      : { body: BodyOf<Target> });

/** A URL needs no body: its options are required exactly when the path has parameters. */
export type UrlArgs<Target extends Endpoint> = [PathParamNames<Target['path']>] extends [never]
  ? [options?: Omit<CallOptions<Target>, 'body'>]
  : [options: Omit<CallOptions<Target>, 'body'> & { params: PathParams<Target['path']> }];

/** The options are required exactly when the path has parameters or the entry a body. */
export type CallArgs<Target extends Endpoint> = [keyof Needs<Target>] extends [never]
  ? [options?: CallOptions<Target>]
  : [options: CallOptions<Target> & Needs<Target>];

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
     * The one way to reach the API: method and path from the endpoint catalogue,
     * the answer typed by the catalogue entry.
     */
    call<Target extends Endpoint>(
      target: Target,
      ...[options]: CallArgs<Target>
    ): Promise<ResponseOf<Target>> {
      const url = endpointUrl(
        target,
        (options?.params ?? {}) as PathParams<Target['path']>,
        options?.query as object | undefined,
      );
      return send<ResponseOf<Target>>(target.method, url, {
        body: options?.body,
        signal: options?.signal,
      });
    },
    /** A file answer (PDF, XML) as a Blob, with the session's token like every call. */
    async file<Target extends Endpoint>(
      target: Target,
      ...[options]: UrlArgs<Target>
    ): Promise<Blob> {
      const path = endpointUrl(
        target,
        (options?.params ?? {}) as PathParams<Target['path']>,
        options?.query as object | undefined,
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
    url<Target extends Endpoint>(target: Target, ...[options]: UrlArgs<Target>): string {
      const path = endpointUrl(
        target,
        (options?.params ?? {}) as PathParams<Target['path']>,
        options?.query as object | undefined,
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
