import type { TestServer } from './test-server';

/** A store admin API caller for API tests: the area's default token unless one is given (null: none). */

export type StoreMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface StoreCallOptions {
  body?: unknown;
  /** A raw token; null sends no Authorization header. */
  token?: string | null;
  /** The version read, sent as `If-Match: "n"`. */
  ifMatch?: number;
}

const callerOf = (prefix: string) => (server: () => TestServer, defaultToken: () => string) => {
  return (method: StoreMethod, url: string, options: StoreCallOptions = {}) => {
    const headers: Record<string, string> = {};
    const token = options.token === undefined ? defaultToken() : options.token;
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.ifMatch !== undefined) headers['if-match'] = `"${options.ifMatch}"`;
    return server().app.inject({ method, url: `${prefix}${url}`, headers, payload: options.body as object });
  };
};

export const storeCaller = callerOf('/api/store');
/** The same for the portal API (`/api/portal…`). */
export const portalCaller = callerOf('/api/portal');

/** A 4xx body's violations as 'field: message', to compare in one string each. */
export const violationsOf = (res: { json: () => unknown }) =>
  ((res.json() as { violations?: { field: string; message: string }[] }).violations ?? []).map(
    (v) => `${v.field}: ${v.message}`,
  );
