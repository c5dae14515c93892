// Placeholder interface; implemented by the sign-in work.
import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';

export interface BuiltInProvider {
  jwks: JSONWebKeySet;
  mount(app: FastifyInstance): void;
  close(): Promise<void>;
}

export async function createBuiltInProvider(_options: { config: ServerConfig; db: Db }): Promise<BuiltInProvider> {
  throw new Error('not built');
}
