/** eCom products and their plans (variants): products, plans and their life cycle, the plan search. */
export { ecomProductRoutes } from './routes';
export { DEMO_PLANS, seedDemoPlans } from './seed';
export { ecomPlan, ecomProduct } from './tables';
