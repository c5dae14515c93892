import type { FormInstance } from 'antd';
import { Form } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { Plan, PlanCourse } from '../../../shared/contracts/ecom-products';
import {
  courseLevelOptions,
  forcesJoinUpsell,
  isLifetimeType,
  PLAN_PRODUCT_TYPE_LABELS,
  PLAN_PRODUCT_TYPES,
} from '../../../shared/domain/ecom-plan';
import { promotionChoices } from '../../../shared/domain/promotion-choice';
import { useDebounced } from '../../components/useDebounced';
import {
  useActiveBasePrices,
  useDescriptionTemplateOptions,
  usePlanCourses,
  usePlanImages,
  usePromotionCodes,
} from './option-queries';
import { courseLabel, type PlanFormValues } from './plan-form-model';
import { useBillingPlans } from './queries';

/** How long the course search waits after the last key (as the product form's searches). */
const SEARCH_DEBOUNCE_MS = 500;

export type PlanOptions = ReturnType<typeof usePlanOptions>;

/**
 * What the plan form offers (EP-PLAN-02..14): the option lists of its selects (the course search
 * debounced, a saved choice kept when the list lacks it), and the facts that follow the chosen values
 * (levels, lifetime, billing cycle, base price help, join upsell forced).
 */
export function usePlanOptions(
  form: FormInstance<PlanFormValues>,
  {
    languageId,
    isAllAccess,
    plan,
    initialValues,
  }: { languageId: number; isAllAccess: boolean; plan: Plan | null; initialValues: PlanFormValues },
) {
  const productType = Form.useWatch('productType', form) ?? initialValues.productType;
  const billingPlanId = Form.useWatch('billingPlanId', form) ?? null;
  const basePriceId = Form.useWatch('basePriceId', form) ?? null;
  const freeTrialType = Form.useWatch('freeTrialType', form) ?? initialValues.freeTrialType;
  const contentProductId = Form.useWatch('contentProductId', form) ?? null;

  const [courseSearch, setCourseSearch] = useState('');
  const q = useDebounced(courseSearch.trim(), SEARCH_DEBOUNCE_MS);
  const courses = usePlanCourses(productType, languageId, q);
  const basePrices = useActiveBasePrices();
  const billingPlans = useBillingPlans();
  const templates = useDescriptionTemplateOptions();
  const images = usePlanImages();
  const promotionCodes = usePromotionCodes(plan?.pid || null);

  /** Every course seen in an answer, so the chosen one stays known after the search moves on. */
  const seenCourses = useRef(new Map<number, PlanCourse>());
  for (const c of courses.data?.data ?? []) seenCourses.current.set(c.productId, c);
  const chosenCourse = contentProductId === null ? undefined : seenCourses.current.get(contentProductId);
  const chosenCourseType =
    chosenCourse?.productType ?? (plan && contentProductId === plan.contentProductId ? plan.contentProductType : null);
  const upsellForced = forcesJoinUpsell(chosenCourseType);

  const typeOptions = (
    isAllAccess ? (['ALL_ACCESS'] as const) : PLAN_PRODUCT_TYPES.filter((t) => t !== 'ALL_ACCESS')
  ).map((value) => ({ value, label: PLAN_PRODUCT_TYPE_LABELS[value] }));
  const levelOptions = productType ? courseLevelOptions(productType) : [];
  const lifetime = productType ? isLifetimeType(productType) : true;

  const courseOptions = useMemo(() => {
    const options = (courses.data?.data ?? []).map((c) => ({ value: c.productId, label: courseLabel(c) }));
    const current = contentProductId;
    if (current !== null && !options.some((o) => o.value === current)) {
      const known = seenCourses.current.get(current);
      const label = known
        ? courseLabel(known)
        : plan && plan.contentProductId === current && plan.isbn
          ? courseLabel({ isbn: plan.isbn, productName: plan.courseName ?? '' })
          : `#${current}`;
      options.unshift({ value: current, label });
    }
    return options;
  }, [courses.data, contentProductId, plan]);

  const basePriceList = basePrices.data?.data ?? [];
  const basePriceOptions = useMemo(() => {
    const options = basePriceList.map((b) => ({ value: b.id, label: b.name }));
    // A base price that became inactive after it was chosen may stay (decided, EP-PLAN-05).
    if (plan?.basePriceId && !options.some((o) => o.value === plan.basePriceId))
      options.unshift({ value: plan.basePriceId, label: plan.basePriceName ?? `#${plan.basePriceId}` });
    return options;
  }, [basePriceList, plan]);
  const basePriceHelp =
    basePriceList.find((b) => b.id === basePriceId)?.basePriceHelpText ??
    (plan && basePriceId === plan.basePriceId ? plan.basePriceHelpText : null);

  const billingList = billingPlans.data?.data ?? [];
  // Recurring billing plans only: a lifetime plan has none (EP-PLAN-07).
  const billingOptions = billingList.filter((b) => b.cycle !== null).map((b) => ({ value: b.id, label: b.name }));
  const billing = billingList.find((b) => b.id === billingPlanId);

  const templateList = templates.data?.data ?? [];
  const imageOptions = (images.data?.data ?? []).map((i) => ({ value: i.url, label: i.name }));
  if (initialValues.productImage && !imageOptions.some((o) => o.value === initialValues.productImage))
    imageOptions.unshift({ value: initialValues.productImage, label: initialValues.productImage });
  // Issue 21 item 12: the usable codes with their discounts; the plan's own code stays, saying its status.
  const codeOptions = promotionChoices(promotionCodes.data?.data ?? [], initialValues.promotionCode);

  return {
    productType,
    freeTrialType,
    courses,
    setCourseSearch,
    basePrices,
    billingPlans,
    templates,
    images,
    promotionCodes,
    seenCourses,
    upsellForced,
    typeOptions,
    levelOptions,
    lifetime,
    courseOptions,
    basePriceList,
    basePriceOptions,
    basePriceHelp,
    billingList,
    billingOptions,
    billing,
    templateList,
    imageOptions,
    codeOptions,
  };
}
