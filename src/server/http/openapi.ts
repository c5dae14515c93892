import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { problemSchema, storeErrorSchema } from '../../shared/contracts/common';
import type { AnyEndpoint, ApiFamily } from '../../shared/contracts/endpoint';

/** The error answers every guarded route documents (400, 401, 403) plus the endpoint's own. */
export function errorResponses(family: ApiFamily, extra: readonly number[] = []): Record<number, z.ZodType> {
  const schema = family === 'portal' ? problemSchema : storeErrorSchema;
  return Object.fromEntries([400, 401, 403, ...extra].map((status) => [status, schema]));
}

const AREA_DESCRIPTIONS: Record<string, string> = {
  reference: 'Languages, countries and currencies',
  audit: 'The audit log of staff changes',
  'content-products': 'Content (ISBN) products and their verify → review → publish workflow',
  'mini-courses': 'Mini courses and their verify → review → publish workflow',
  'ecom-products': 'eCom products and their plans (variants)',
  'base-prices': 'Base prices per currency and the currency configuration',
  'description-templates': 'Description templates: the checkout text (rich text, English and Spanish) plans link',
  disclosures: 'Disclosures: legal or price text shown at checkout for base prices, a billing plan and countries',
  'upsell-downgrades':
    'Upsell & downgrade rules: per original base price, the primary and secondary upsell and the downgrade offered; the offers for a plan',
  'save-offers': 'Save offers: retention offers shown while a customer cancels, and the cancel reasons',
  promotions: 'Promotions and their codes',
  organizations:
    'B2B organizations and their group administrators, the on-boarding email and its delivery status; the list also fills the B2B customer filter and the voucher selector',
  vouchers:
    'B2B voucher groups: their licences, courses and codes, the generic and individual courses they can give, the redeemed generic ISBN report',
  customers:
    'Customers (B2C and B2B): search, detail, name and email edits, delete, reset password, learning progress, in-app purchases, payment method, marketing subscriber and checkout link',
  entitlements: "Customers' entitlements to courses: the lists, add, edit, revoke and restore",
};

/**
 * The OpenAPI document of both families, generated from the endpoint objects: an operationId (the
 * endpoint's name), a tag per area and the success answer on every operation. Served at /api/docs.
 */
export async function registerOpenApi(app: FastifyInstance, endpoints: readonly AnyEndpoint[]) {
  const areas = [...new Set(endpoints.map((e) => e.area))];
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Back-office portal APIs',
        description:
          'The portal API (/api/portal: camelCase, zero-based page, problem documents) and the store admin API ' +
          '(/api/store: limit/offset, {data, count}, {message} errors). Every call needs a bearer token.',
        version: '1.0.0',
        contact: { name: 'Portal maintainers', url: 'https://www.example.com/contact-us' },
      },
      servers: [{ url: '/', description: 'This portal' }],
      tags: areas.map((name) => ({ name, description: AREA_DESCRIPTIONS[name] ?? name })),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
