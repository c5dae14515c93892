import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ENDPOINTS } from '../shared/contracts';
import type { RuntimeConfig } from '../shared/contracts/runtime-config';
import { ROUTES } from './areas';
import { checkoutLinkKey } from './areas/checkout-link';
import { createBuiltInProvider } from './auth/built-in-provider';
import { signInScopeOf } from './auth/session-limits';
import { cachedVerifier, localVerifier, remoteVerifier } from './auth/verify-token';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { type AppDeps, type Clock, systemClock } from './deps';
import { DomainError, isForeignKeyViolation } from './errors';
import { registerApiCompression } from './http/api-compression';
import { apiFamilyOf } from './http/api-path';
import { DOMAIN_STATUS, errorBody, HttpError, spokenMessage, type Violation } from './http/errors';
import { clientErrorHandler, frameworkErrorHandler, MAX_PARAM_LENGTH } from './http/framework-errors';
import { type LogFormat, logOutput } from './http/log-output';
import { requestLogFields } from './http/log-privacy';
import { registerOpenApi } from './http/openapi';
import { FAMILY_PREFIX, registerRoutes } from './http/register';
import { acceptEmptyJsonBodies, allowedMethods } from './http/request-shape';
import { securityHeaders } from './http/security-headers';
import { serveWebApp } from './http/web-app';

export interface CreateServerOptions {
  config: ServerConfig;
  database: Database;
  clock?: Clock;
  logger?: boolean;
  /** JSON lines (the default), or text for a terminal (main.ts decides, src/server/http/log-output.ts). */
  logFormat?: LogFormat;
}

/**
 * zod validation issues → violations: the field path in `field` (`name`, `associations.4.countries`,
 * `size`), the rule's own text in `message`, never prefixed with the path (issue 21).
 */
function violationsOf(error: FastifyError): Violation[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const where = error.validationContext ?? 'body';
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = path || (issue.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') || where;
    return { field, message: issue.message ?? 'is not valid' };
  });
}

export async function createServer(options: CreateServerOptions): Promise<{ app: FastifyInstance; deps: AppDeps }> {
  const { config, database } = options;
  // A missing CHECKOUT_LINK_KEY on PostgreSQL stops the start here, not at the first checkout link.
  checkoutLinkKey(config);
  const headers = securityHeaders(config);
  const log = logOutput(options.logFormat ?? 'json');
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // No customer email or name in the logs: personal query values are replaced.
            serializers: { req: requestLogFields },
            ...log.pino,
          },
    ...log.fastify,
    trustProxy: config.trustProxy,
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorHandler(headers.headersFor),
    clientErrorHandler: clientErrorHandler(headers.headersFor),
  });
  // First: the hooks after it (the loopback redirect, the provider under /oidc) may answer at once.
  await headers.register(app);
  registerApiCompression(app);
  app.decorate('routeTable', []);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJsonBodies(app);

  const clock = options.clock ?? systemClock;
  const builtIn = config.oidc.builtIn ? await createBuiltInProvider({ config, db: database.db, clock }) : null;
  const verifierSettings = {
    issuer: config.oidc.issuer,
    audience: config.oidc.audience,
    permissionsClaim: config.oidc.permissionsClaim,
  };
  const verifier = cachedVerifier(
    builtIn ? localVerifier(builtIn.jwks, verifierSettings) : remoteVerifier(verifierSettings),
  );
  const deps: AppDeps = { config, database, db: database.db, clock, verifier };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const family = apiFamilyOf(request.url) ?? 'portal';
    if (error instanceof DomainError) {
      const status = DOMAIN_STATUS[error.kind];
      return reply.status(status).send(errorBody(family, status, error.message, error.violations, error.extra));
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.status)
        .send(errorBody(family, error.status, error.message, error.violations, error.extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const violations = violationsOf(error);
      return reply.status(400).send(errorBody(family, 400, spokenMessage(violations), violations));
    }
    if (isForeignKeyViolation(error)) {
      // A row another one still points at (a race past the service's own check): refused, not a 500.
      const message = 'This record is still used by another record, so it cannot be changed or deleted.';
      return reply.status(409).send(errorBody(family, 409, message, []));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(errorBody(family, status, error.message, []));
  });

  await registerOpenApi(app, ENDPOINTS);

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: { kind: database.kind, status: 'up' } };
    } catch (err) {
      reply.status(503);
      return { status: 'unavailable', database: { kind: database.kind, status: 'down', error: String(err) } };
    }
  });

  app.get(
    '/config.json',
    { schema: { hide: true } },
    async (): Promise<RuntimeConfig> => ({
      portalApiBaseUrl: FAMILY_PREFIX.portal,
      storeApiBaseUrl: FAMILY_PREFIX.store,
      oidc: {
        issuer: config.oidc.issuer,
        clientId: config.oidc.clientId,
        audience: config.oidc.audience,
        permissionsClaim: config.oidc.permissionsClaim,
        scope: signInScopeOf(config),
      },
      session: {
        idleTimeoutSeconds: config.oidc.builtIn && config.session.renewal ? config.session.idleTimeoutSeconds : null,
      },
      portalOrigin: config.publicUrl,
      links: config.links,
    }),
  );

  builtIn?.mount(app);
  registerRoutes(app, ENDPOINTS, ROUTES, deps);

  const web = config.serveWeb ? await serveWebApp(app, config.webDir) : null;
  app.setNotFoundHandler((request, reply) => {
    // Any path under /api, however spelled, is an API's 404 (or 405), never the web app.
    const family = apiFamilyOf(request.url);
    if (family) {
      const path = request.url.split('?')[0] ?? '';
      const allow = allowedMethods(app.routeTable, path);
      if (allow.length > 0) {
        return reply
          .status(405)
          .header('allow', allow.join(', '))
          .send(errorBody(family, 405, `${request.method} is not allowed on ${path}; use ${allow.join(', ')}.`, []));
      }
      return reply.status(404).send(errorBody(family, 404, `No route ${request.method} ${path}`, []));
    }
    // History fallback: the web app's router decides what a path shows (including 'Not Found'). Files
    // that exist are routes of @fastify/static; a missing file (a path with an extension) is a 404.
    const path = request.url.split('?')[0] ?? '/';
    if (web && (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path)) {
      return web.sendIndex(reply);
    }
    return reply.status(404).send({ message: 'Not Found' });
  });

  app.addHook('onClose', async () => {
    await builtIn?.close();
  });
  return { app, deps };
}
