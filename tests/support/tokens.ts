import { randomUUID } from 'node:crypto';
import { generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import { loadSigningKeys } from '../../src/server/auth/oidc/keys';
import type { TestServer } from './test-server';

export interface MintOptions {
  permissions: readonly string[];
  sub?: string;
  /** Seconds until expiry; negative: expired that long ago. Default 900. */
  expiresIn?: number;
  /** Sign with a freshly generated key the server does not know (same kid as the real one). */
  foreignKey?: boolean;
  nickname?: string;
  email?: string;
}

type SigningKey = { key: CryptoKey | Uint8Array; kid: string };
const providerKeys = new WeakMap<TestServer, Promise<SigningKey>>();
let foreign: Promise<CryptoKey> | undefined;

function providerKey(server: TestServer): Promise<SigningKey> {
  let found = providerKeys.get(server);
  if (!found) {
    found = loadSigningKeys(server.deps.db).then(async (keys) => {
      const jwk = keys[0] as JWK;
      return { key: await importJWK(jwk, 'RS256'), kid: jwk.kid ?? '' };
    });
    providerKeys.set(server, found);
  }
  return found;
}

/**
 * An access token shaped exactly like the built-in provider's (issuer, audience, permissions claim,
 * kid, RS256), signed with the provider's key from server_secret, or a foreign key.
 */
export async function mintToken(server: TestServer, options: MintOptions): Promise<string> {
  const { config } = server;
  const real = await providerKey(server);
  foreign ??= generateKeyPair('RS256').then((pair) => pair.privateKey);
  const key = options.foreignKey ? await foreign : real.key;
  const sub = options.sub ?? 'staff-test';
  const nickname = options.nickname ?? 'Test';
  const now = Math.floor(Date.now() / 1000);
  const exp = now + (options.expiresIn ?? 900);
  return new SignJWT({
    [config.oidc.permissionsClaim]: [...options.permissions],
    nickname,
    email: options.email ?? `${sub}@portal.example.com`,
    client_id: config.oidc.clientId,
    scope: 'openid profile email',
    jti: randomUUID(),
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: real.kid })
    .setIssuer(config.oidc.issuer)
    .setAudience(config.oidc.audience)
    .setSubject(sub)
    .setIssuedAt(Math.min(now, exp - 60))
    .setExpirationTime(exp)
    .sign(key);
}
