import { type Disclosure, type DisclosureBody, disclosureBody } from '../../../shared/contracts/disclosures';
import type { MultiLanguageContent } from '../../../shared/domain/rich-text';
import { contentBody } from '../../components/rich-text-form';

/** The add/edit form's values, named as the body names them (a refusal's field names a form field). */
export interface DisclosureFormValues {
  name?: string;
  base_price_ids?: number[];
  billing_plan_id?: number | null;
  country_ids?: number[];
  multi_language_content?: Partial<MultiLanguageContent>;
}

export const emptyDisclosureForm = (): DisclosureFormValues => ({
  name: '',
  base_price_ids: [],
  billing_plan_id: null,
  country_ids: [],
  multi_language_content: { en: '', es: '' },
});

export const disclosureToForm = (disclosure: Disclosure): DisclosureFormValues => ({
  name: disclosure.name,
  base_price_ids: disclosure.base_prices.map((p) => p.id),
  billing_plan_id: disclosure.billing_plan_id,
  country_ids: disclosure.countries.map((c) => c.id),
  multi_language_content: { ...disclosure.multi_language_content },
});

/** The body a save sends: the name trimmed (MKT-06), no billing plan as null (DISC-10), Spanish '' when empty. */
export function disclosureFormToBody(values: DisclosureFormValues): DisclosureBody {
  return {
    name: (values.name ?? '').trim(),
    base_price_ids: values.base_price_ids ?? [],
    billing_plan_id: values.billing_plan_id ?? null,
    country_ids: values.country_ids ?? [],
    multi_language_content: contentBody(values.multi_language_content),
  };
}

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

/** DISC-08: the name's message (required, at most 100 after trimming), by the contract's rule; null when fine. */
export const disclosureNameProblem = (name: string | undefined) =>
  firstMessage(disclosureBody.shape.name.safeParse(name ?? ''));

/** DISC-09: at least one base price, by the contract's rule; null when fine. */
export const basePricesProblem = (ids: number[] | undefined) =>
  firstMessage(disclosureBody.shape.base_price_ids.safeParse(ids ?? []));

/** DISC-10: countries are optional (at most the contract's cap). */
export const countriesProblem = (ids: number[] | undefined) =>
  firstMessage(disclosureBody.shape.country_ids.safeParse(ids ?? []));
