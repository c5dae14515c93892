import { lazyPanel } from '../../components/lazy-parts';
import type { ProductLogTab as ProductLogTabType } from './ProductLogTab';

/** The detail page's 'Product log' tab, loaded when first opened: its table is ~50 KB gzip. */
export const ProductLogTab = lazyPanel<Parameters<typeof ProductLogTabType>[0]>(
  () => import('./ProductLogTab').then((m) => m.ProductLogTab),
  'Loading the product log',
);
