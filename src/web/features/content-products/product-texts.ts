/** Paths and texts of the content product add and detail pages (decided where the spec is silent). */

export const CONTENT_PRODUCT_LIST_PATH = '/products/content';
/**
 * CP-DET-01: the detail's address carries the public product id, the PID the header shows
 * ('/products/content/CP-000042'); the numeric id still opens it (older links).
 */
export const productDetailPath = (productId: string) => `${CONTENT_PRODUCT_LIST_PATH}/${encodeURIComponent(productId)}`;

/** CP-ADD-05 (GAP, decided): the create success message. */
export const PRODUCT_ADDED = 'Product added successfully.';
/** CP-DET-10 (GAP, decided): the edit success message. */
export const PRODUCT_SAVED = 'Product saved successfully.';
/** CP-DET-10: the delete success message (spec §8 lists it). */
export const PRODUCT_DELETED = 'Product deleted successfully.';
/** CP-DET-10 (GAP, decided): the delete confirmation, naming the product. */
export const DELETE_PRODUCT_TITLE = 'Delete product';
export const deleteProductText = (name: string, isbn: string) =>
  `Are you sure you want to delete the product '${name}' (ISBN ${isbn})? This cannot be undone.`;

/** CP-DET-07: the save choice for a product that has been active. */
export const SAVE_CHOICE_QUESTION = 'How would you like to save the changes on portal?';
export const SAVE_FOR_REVIEW = 'Save for later review';
export const PUBLISH_IMMEDIATELY = 'Publish immediately';

/** Shown while an edit saved for later review waits for the next publish (decided). */
export const PENDING_CHANGES_NOTICE =
  'This product has changes saved for later review. They take effect when the product is published.';
