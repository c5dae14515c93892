/** Content product types and their labels (CP-LIST-10), and the course level options (CONST-16). */

export const PRODUCT_TYPES = [
  'SINGLE_LEVEL',
  'MULTI_LEVEL',
  'SUBSCRIPTION',
  'LESSON_PACK',
  'ALL_ACCESS',
  'FREE',
  'UPGRADE',
  'UPSELL',
  'DVD',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  SINGLE_LEVEL: 'Single level',
  MULTI_LEVEL: 'Multi-level',
  SUBSCRIPTION: 'Subscription',
  LESSON_PACK: 'Lesson pack',
  ALL_ACCESS: 'All Access',
  FREE: 'Free',
  UPGRADE: 'Upgrade',
  UPSELL: 'Upsell',
  DVD: 'DVD',
};

/** Upsell card types (the upsell type select of an upsell card; default SUBSCRIPTION). */
export const UPSELL_TYPES = ['SUBSCRIPTION', 'SINGLE_LEVEL', 'MULTI_LEVEL', 'ALL_ACCESS', 'UPGRADE'] as const;
export type UpsellType = (typeof UPSELL_TYPES)[number];

/** Single level (and free): Level 1 to 5. */
export const SINGLE_LEVEL_OPTIONS = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `Level ${n}` }));
/** Multi-level: Complete course (-1) and consecutive level pairs 1,2 … 4,5 (CONST-21, decided). */
export const MULTI_LEVEL_OPTIONS = [
  { value: '-1', label: 'Complete course' },
  ...[1, 2, 3, 4].map((n) => ({ value: `${n},${n + 1}`, label: `Level ${n}-${n + 1}` })),
];
