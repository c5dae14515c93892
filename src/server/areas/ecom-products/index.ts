/** eCom products and their plans (variants): products, plans and their life cycle, the plan search. */
export { firstPlansOfBasePrice, plansUsingBasePrice } from './base-price-plans';
export {
  type CodePromotion,
  type PlanPromotion,
  promotionsByCode,
  promotionsOfPlans,
  promotionsOfProduct,
} from './ports';
export { ecomProductRoutes } from './routes';
export { DEMO_PLANS, seedDemoPlans } from './seed';
export { ecomPlan, ecomProduct } from './tables';
export { planLinksTemplate } from './template-use';
