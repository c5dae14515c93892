/** Description templates (checklist 10.2): the checkout text a plan links. */
export { templateInUse } from './ports';
export { descriptionTemplateRoutes } from './routes';
export { DEMO_TEMPLATES, seedDemoDescriptionTemplates } from './seed';
export { descriptionTemplate } from './tables';
