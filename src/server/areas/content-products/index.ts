/** Content (ISBN) products: list, detail, add, edit, delete, the change log, and their workflow. */
export { describeChange } from './change-log';
export { contentProductRoutes } from './routes';
export { DEMO_FAILING_KEYS, DEMO_PRODUCTS, demoProductIsbn, seedDemoContentProducts } from './seed';
export { CONTENT_PRODUCT_ENTITY, formatProductId } from './service';
export { contentProduct } from './tables';
export { contentProductWorkflow } from './workflow';
