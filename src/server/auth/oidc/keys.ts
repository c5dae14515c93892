import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import type { Db } from '../../db/client';
import { serverSecret } from '../tables';

export const SIGNING_KEYS_SECRET = 'oidc.signing_keys';
export const COOKIE_KEYS_SECRET = 'oidc.cookie_keys';

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

/**
 * Reads a secret, creating it on first use. Two servers starting at once on one database both insert;
 * the loser's insert does nothing and both read the winner's value.
 */
async function secret<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const read = async () => (await db.select().from(serverSecret).where(eq(serverSecret.name, name)))[0]?.value as T;
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(serverSecret)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  return read();
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

/** The provider's private signing keys (RS256, generated on first start), first one signs. */
export async function loadSigningKeys(db: Db): Promise<JWK[]> {
  const value = await secret(db, SIGNING_KEYS_SECRET, async () => ({ keys: [await newSigningKey()] }));
  return value.keys;
}

/** Keys oidc-provider signs its cookies with (first one signs, all verify). */
export async function loadCookieKeys(db: Db): Promise<string[]> {
  const value = await secret(db, COOKIE_KEYS_SECRET, async () => ({
    keys: [randomBytes(32).toString('base64url')],
  }));
  return value.keys;
}

/** The public half of keys, for the JWKS and the verifier. */
export function publicJwks(keys: JWK[]): JSONWebKeySet {
  return {
    keys: keys.map((key) => {
      const copy: Record<string, unknown> = { ...key };
      for (const member of PRIVATE_MEMBERS) delete copy[member];
      return copy as JWK;
    }),
  };
}
