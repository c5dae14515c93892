import { ApiError, type ApiFamily } from './errors';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly family: ApiFamily;
  /** The one way out: features call endpoints through `call(endpoint, …)` (./call.ts), which uses this. */
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  /**
   * `request`, with the version the answer's `ETag` names (`"7"` → 7; null without one): a versioned read
   * whose answer has no room for `rowVersion` (an array the spec fixes).
   */
  requestVersioned<T>(method: string, path: string, options?: RequestOptions): Promise<Versioned<T>>;
  /**
   * A file (a CSV export): GET `path` with the bearer token, the answer's bytes as a Blob, nothing
   * parsed; a failure throws the same ApiError as `request` (its JSON body read for the message).
   */
  download(path: string, options?: Omit<RequestOptions, 'body'>): Promise<Blob>;
}

/** An answer with the version its read named (ETag). */
export interface Versioned<T> {
  answer: T;
  rowVersion: number | null;
}

/** The version an `ETag` names (`"7"`, `W/"7"`), or null. */
export function versionOfEtag(etag: string | null): number | null {
  const match = etag ? /^(?:W\/)?"?(\d+)"?$/.exec(etag.trim()) : null;
  return match ? Number(match[1]) : null;
}

export interface ApiClientOptions {
  family: ApiFamily;
  baseUrl: string;
  /** The session's access token, sent as a bearer token on every call (SHELL-AUTH-03); may renew it first. */
  getAccessToken: () => string | undefined | Promise<string | undefined>;
  /** Called when the server answers 401 (the session renews, or shows its timeout dialog). */
  onUnauthorized?: () => void;
  fetchImpl?: typeof fetch;
}

/** Appends query parameters, skipping empty values and repeating array values. */
export function withQuery(path: string, query?: QueryParams): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (value === undefined || value === null || value === '') continue;
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

export function joinUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

const isBinaryBody = (body: unknown): body is BodyInit => typeof FormData !== 'undefined' && body instanceof FormData;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { family, baseUrl, getAccessToken, onUnauthorized } = options;

  /** Sends the call with the session's token; the response of any status, or ApiError 0 when none came. */
  async function send(
    method: string,
    path: string,
    { query, body, headers, signal }: RequestOptions,
    accept: string,
  ): Promise<Response> {
    const fetchImpl = options.fetchImpl ?? fetch;
    const sendHeaders: Record<string, string> = { Accept: accept, ...headers };
    const token = await getAccessToken();
    if (token) sendHeaders.Authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body !== undefined) {
      if (isBinaryBody(body)) payload = body;
      else {
        sendHeaders['Content-Type'] = 'application/json';
        payload = JSON.stringify(body);
      }
    }

    try {
      return await fetchImpl(joinUrl(baseUrl, withQuery(path, query)), {
        method,
        headers: sendHeaders,
        body: payload,
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw ApiError.from(family, 0, undefined);
    }
  }

  async function failure(response: Response): Promise<ApiError> {
    const data = await readBody(response);
    if (response.status === 401) onUnauthorized?.();
    return ApiError.from(family, response.status, data);
  }

  async function request<T>(method: string, path: string, requestOptions: RequestOptions = {}) {
    return (await requestVersioned<T>(method, path, requestOptions)).answer;
  }

  async function requestVersioned<T>(method: string, path: string, requestOptions: RequestOptions = {}) {
    const response = await send(method, path, requestOptions, 'application/json');
    if (!response.ok) throw await failure(response);
    const answer = (await readBody(response)) as T;
    return { answer, rowVersion: versionOfEtag(response.headers.get('etag')) };
  }

  async function download(path: string, requestOptions: Omit<RequestOptions, 'body'> = {}) {
    const response = await send('GET', path, requestOptions, '*/*');
    if (!response.ok) throw await failure(response);
    return response.blob();
  }

  return {
    family,
    request,
    requestVersioned,
    download,
  };
}

export interface ApiClients {
  portalApi: ApiClient;
  storeApi: ApiClient;
}

/** The two API families, on the base URLs of the runtime configuration. */
export function createApiClients(
  config: { portalApiBaseUrl: string; storeApiBaseUrl: string },
  getAccessToken: ApiClientOptions['getAccessToken'],
  onUnauthorized?: () => void,
): ApiClients {
  return {
    portalApi: createApiClient({ family: 'portal', baseUrl: config.portalApiBaseUrl, getAccessToken, onUnauthorized }),
    storeApi: createApiClient({ family: 'store', baseUrl: config.storeApiBaseUrl, getAccessToken, onUnauthorized }),
  };
}
