import { lazyDialog, lazyPanel } from '../../components/lazy-parts';
import type PlanModalType from './PlanModal';
import type { ProductLogTab as ProductLogTabType } from './ProductLogTab';

/** The 'Product log' tab, loaded when first opened (its table weighs on every detail load otherwise). */
export const ProductLogTab = lazyPanel<Parameters<typeof ProductLogTabType>[0]>(
  () => import('./ProductLogTab').then((m) => m.ProductLogTab),
  'Loading the product log',
);

/** The plan dialog (EP-PLAN), loaded on first open: its own chunk (form, selects, number input). */
export const PlanModal = lazyDialog<Parameters<typeof PlanModalType>[0]>(
  () => import('./PlanModal').then((m) => m.default),
  (props) => props.open,
);
