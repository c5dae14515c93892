/** The verify → review → publish actions of the catalogue (checklist 9.1), for the features that own an entity. */
export type { CatalogWorkflow, WorkflowEndpoints } from './queries';
export { WorkflowActions, workflowPermissions } from './WorkflowActions';
