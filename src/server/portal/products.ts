import { z } from 'zod';
import { portalErrorResponses, problemSchema } from '../../shared/contracts/common';
import { idParams } from '../../shared/contracts/portal/catalog-workflow';
import { productItemsPage, productItemsQuery, productWriteBody } from '../../shared/contracts/portal/product-items';
import { productListQuery, productPage, productSchema } from '../../shared/contracts/portal/products';
import { type AnyRoute, defineRoute } from '../http/route';
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProductItems,
  listProducts,
  updateProduct,
} from '../services/content-products';

const errors = { ...portalErrorResponses, 404: problemSchema, 409: problemSchema };

/** Content products (API-P-15..19) and the product form's option load (API-P-24). */
export const productRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/products',
    summary: 'Content products, filtered, sorted and paged (API-P-15)',
    permission: 'view:product_menu',
    query: productListQuery,
    response: { 200: productPage, ...portalErrorResponses },
    handler: ({ query, deps }) => listProducts(deps.db, query),
  }),
  defineRoute({
    method: 'POST',
    path: '/products',
    summary: 'Create a content product in STAGING (API-P-16)',
    permission: 'create:product',
    body: productWriteBody,
    status: 201,
    response: { 201: productSchema, ...errors },
    handler: ({ body, principal, deps }) => createProduct(deps.db, body, principal, deps.clock),
  }),
  defineRoute({
    method: 'GET',
    path: '/products/:id',
    summary: 'One content product (API-P-17); an edit saved for later review is shown as saved',
    permission: 'view:product_menu',
    params: idParams,
    response: { 200: productSchema, ...errors },
    handler: ({ params, deps }) => getProduct(deps.db, params.id),
  }),
  defineRoute({
    method: 'PUT',
    path: '/products/:id',
    summary: 'Edit a content product (API-P-18); isEffectiveImmediately decides for a product that has been active',
    permission: 'update:product',
    params: idParams,
    body: productWriteBody,
    response: { 200: productSchema, ...errors },
    handler: ({ params, body, principal, deps }) => updateProduct(deps.db, params.id, body, principal, deps.clock),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/products/:id',
    summary: 'Delete a content product that is neither ACTIVE nor ARCHIVED (API-P-19)',
    permission: 'delete:product',
    params: idParams,
    status: 204,
    response: { 204: z.null().describe('Deleted'), ...errors },
    handler: ({ params, principal, deps }) => deleteProduct(deps.db, params.id, principal, deps.clock),
  }),
  defineRoute({
    method: 'GET',
    path: '/product-items',
    summary:
      'Content product options for the product form pickers, by language, premium flag, types, statuses and ISBN or name (API-P-24)',
    permission: 'view:product_menu',
    query: productItemsQuery,
    response: { 200: productItemsPage, ...portalErrorResponses },
    handler: ({ query, deps }) => listProductItems(deps.db, query),
  }),
];
