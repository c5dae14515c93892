import { describe, expect, it } from 'vitest';
import { pathOf } from '../../../shared/contracts/endpoint';
import { contentProductKeys } from './keys';
import { CONTENT_PRODUCT_WORKFLOW } from './queries';

describe('content product queries', () => {
  it('gives the workflow actions the product paths and this area (was: builds the entity path)', () => {
    const { entity, endpoints, keys } = CONTENT_PRODUCT_WORKFLOW;
    expect(entity).toBe('content_product');
    expect(Object.values(endpoints).map((endpoint) => `${endpoint.method} ${pathOf(endpoint, { id: 9 })}`)).toEqual([
      'POST /products/9/verification',
      'POST /products/9/publishing',
      'POST /products/9/scheduled-publishing',
      'DELETE /products/9/scheduled-publishing',
    ]);
    for (const endpoint of Object.values(endpoints)) expect(keys.all).toEqual([endpoint.area]);
  });

  it('keeps the list, detail, change log and option loads under the area root', () => {
    const root = contentProductKeys.all;
    for (const key of [
      contentProductKeys.list({ page: 0 }),
      contentProductKeys.detail(9),
      contentProductKeys.sub('change-logs', 9, { page: 0 }),
      contentProductKeys.sub('options', { languageId: 3 }),
    ]) {
      expect(key.slice(0, root.length)).toEqual(root);
    }
  });
});
