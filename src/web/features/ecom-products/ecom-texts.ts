/**
 * The eCom screens' paths and the texts the spec leaves to us (confirm dialogs whose wording is not
 * shown, tooltips): decided, docs/decisions.md. The spec's own messages come from
 * src/shared/domain/ecom-plan.ts (PLAN_MESSAGES, PLAN_TRANSITIONS).
 */

export const ECOM_LIST_PATH = '/products/ecom';
export const ECOM_ADD_PATH = '/products/ecom/add';
export const ECOM_PUBLISH_PATH = '/products/ecom/publish';
export const ecomProductPath = (productId: number) => `/products/ecom/${productId}`;

/** Navigation state of a link to a product: the plan to open (BP-19, EP-LIST-05). */
export interface EcomProductLinkState {
  pid?: string;
}

/** EP-LIST-03: why Publish is disabled. */
export const NO_READY_PLAN = 'No plan is Ready for publish.';

/** EP-PUB-02: the bulk publish confirmation. */
export const BULK_PUBLISH_TITLE = 'Publish plans';
export const bulkPublishText = (count: number) =>
  `Are you sure you want to activate all ${count} Ready for publish ${count === 1 ? 'plan' : 'plans'}? Customers can then purchase ${count === 1 ? 'it' : 'them'}.`;
/**
 * Issue 21 item 8 (decided): why Publish waits while a listed plan sells a course that is not ACTIVE
 * (Publish activates all of the listed plans or none).
 */
export const coursesNotActiveText = (count: number) =>
  count === 1
    ? '1 plan sells a course that is not ACTIVE: publish its course, or revert the plan to Draft, before publishing.'
    : `${count} plans sell a course that is not ACTIVE: publish their courses, or revert those plans to Draft, before publishing.`;
export const NO_READY_PLAN_EMPTY = 'No plan is Ready for publish. Mark a plan Ready for publish on its product first.';

/** EP-DET-06: the product delete confirmation names the product and says its plans go too. */
export const DELETE_PRODUCT_TITLE = 'Delete product';
export const deleteProductText = (name: string, plans: number) =>
  `Are you sure you want to delete the product ${name}? Its ${plans === 1 ? 'plan is' : `${plans} plans are`} deleted too.`;

const planRef = (plan: { name: string; pid: string }) => `${plan.name} (${plan.pid})`;

/** EP-LC-08/09/10: the plan confirmations. */
export const ACTIVATE_PLAN_TITLE = 'Activate plan';
export const activatePlanText = (plan: { name: string; pid: string }) =>
  `Are you sure you want to activate the plan ${planRef(plan)}? Customers can then purchase it.`;
export const DEACTIVATE_PLAN_TITLE = 'Deactivate plan';
export const deactivatePlanText = (plan: { name: string; pid: string }) =>
  `Are you sure you want to deactivate the plan ${planRef(plan)}? Customers can then no longer purchase it.`;
export const DELETE_PLAN_TITLE = 'Delete plan';
export const deletePlanText = (plan: { name: string; pid: string }) =>
  `Are you sure you want to delete the plan ${planRef(plan)}?`;

/** EP-PLAN-19: saving an edit of an Active or Inactive plan. */
export const LIVE_EDIT_TITLE = 'Confirm change';
export const LIVE_EDIT_TEXT =
  'This plan is live: the change is visible to customers in production as soon as it is saved. Save the change?';

/** EP-ADD-03: removing a plan not saved yet. */
export const REMOVE_PLAN_TITLE = 'Remove plan';
export const removePlanText = (name: string) => `Remove the plan ${name} from the new product?`;

/** EP-ADD-02: why a language or a course type cannot be chosen. */
export const LANGUAGE_FULL = 'Standard and Premium products exist';
export const ALL_ACCESS_EXISTS = 'The All Access product exists';
export const courseTypeTaken = (label: string) => `A ${label} product of this language exists`;
/** Decided: the language is fixed while plans are listed (their courses are of that language). */
export const LANGUAGE_LOCKED = 'Remove the plans to change the language: their courses are of this language.';

/** EP-PLAN-13: the billing plan's trial, beside the billing cycle. */
export const trialText = (days: number) => `${days}-day free trial`;
