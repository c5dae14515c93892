import type { TokenVerifier } from './auth/principal';
import type { ServerConfig } from './config';
import type { Database, Db } from './db/client';

/** The clock every time-dependent rule reads, so tests can move time. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What route handlers and services get from the app. */
export interface AppDeps {
  config: ServerConfig;
  database: Database;
  db: Db;
  clock: Clock;
  verifier: TokenVerifier;
}
