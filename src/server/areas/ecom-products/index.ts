/** eCom products and their plans (variants). Today: the seed-only plan table and the plan search. */
export { ecomProductRoutes } from './routes';
export { DEMO_PLANS, seedDemoPlans } from './seed';
export { ecomPlan } from './tables';
