import { Flex, Form, Input, Select } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { type CheckoutPlan, composeCheckoutLink, sendCheckoutLink } from '../../../shared/contracts/customers';
import { CUSTOMER_MESSAGES, CUSTOMER_SUCCESS, isValidEmail, promotionAppliesTo } from '../../../shared/domain/customer';
import { useCall } from '../../api/call';
import { notifyError, notifySuccess } from '../../api/notify';
import { FormDialog, useOpeningKey } from '../../components/FormDialog';
import { useDialogGuard } from '../../components/useDialogGuard';
import { validValues } from '../../components/valid-values';
import { CheckoutLinkSent } from './CheckoutLinkSent';
import { usePlanSearch } from './useCheckoutPlanSearch';

export interface SendCheckoutLinkDialogProps {
  open: boolean;
  onClose(): void;
}

interface Values {
  email: string;
  planId: number | null;
  country: string | null;
  promotionCode: string | null;
}

const EMPTY: Values = { email: '', planId: null, country: null, promotionCode: null };

/** CUS-CHK-04: a plan option reads 'pid — title — billing plan'. */
export const planLabel = (plan: Pick<CheckoutPlan, 'pid' | 'title' | 'billingPlan'>) =>
  `${plan.pid} — ${plan.title} — ${plan.billingPlan.name}`;

/** CUS-CHK-06: the plan's promotions offered for the chosen country. */
export function promotionsFor(plan: CheckoutPlan | undefined, country: string | null | undefined) {
  if (!plan || !country) return [];
  return plan.recurlyPromotions.filter((p) => promotionAppliesTo(p, country));
}

function CheckoutLinkForm({ open, onClose, onAnother }: SendCheckoutLinkDialogProps & { onAnother(): void }) {
  const call = useCall();
  const [form] = Form.useForm<Values>();
  const guard = useDialogGuard(open);
  const [sent, setSent] = useState<{ email: string; link: string } | null>(null);

  const { plans, searching, search } = usePlanSearch(open);
  /** Every plan seen in an answer: the chosen one stays known after the search moves on. */
  const seen = useRef(new Map<number, CheckoutPlan>());
  for (const p of plans) seen.current.set(p.id, p);

  const planId = Form.useWatch('planId', form) ?? null;
  const country = Form.useWatch('country', form) ?? null;
  const plan = planId === null ? undefined : seen.current.get(planId);

  const planOptions = useMemo(() => {
    const options = plans.map((p) => ({ value: p.id, label: planLabel(p) }));
    if (plan && !options.some((o) => o.value === plan.id)) options.unshift({ value: plan.id, label: planLabel(plan) });
    return options;
  }, [plans, plan]);
  const countryOptions = (plan?.basePriceWithCountries.countries ?? []).map((c) => ({
    value: c.iso2,
    label: `${c.displayName} (${c.currency} ${c.amount})`,
  }));
  const promoOptions = promotionsFor(plan, country).map((p) => ({
    value: p.code,
    label: p.name && p.name !== p.code ? `${p.code} — ${p.name}` : p.code,
  }));

  const close = () => {
    guard.clean();
    onClose();
  };

  const onValuesChange = (changed: Partial<Values>) => {
    guard.markDirty();
    // A new plan: its own countries and promotions.
    if ('planId' in changed) form.setFieldsValue({ country: null, promotionCode: null });
    if ('country' in changed) {
      const code = form.getFieldValue('promotionCode') as string | null;
      const still = promotionsFor(plan, changed.country).some((p) => p.code === code);
      if (code && !still) form.setFieldsValue({ promotionCode: null });
    }
  };

  const send = async () => {
    const values = await validValues(form);
    if (values === undefined) return;
    const chosen = values.planId === null ? undefined : seen.current.get(values.planId);
    if (!chosen || !values.country) return;
    const email = values.email.trim();
    try {
      const { checkout_link } = await call(composeCheckoutLink, {
        body: {
          pid: chosen.pid,
          country: values.country,
          ...(values.promotionCode ? { promotion_code: values.promotionCode } : {}),
        },
      });
      await call(sendCheckoutLink, { body: { email, checkout_link, plan_name: chosen.title } });
      notifySuccess(CUSTOMER_SUCCESS.checkoutLink);
      setSent({ email, link: checkout_link });
      guard.clean();
    } catch (error) {
      notifyError(error);
    }
  };

  if (sent) return <CheckoutLinkSent open={open} sent={sent} onAnother={onAnother} onClose={close} />;

  return (
    <FormDialog
      title="Send checkout link"
      open={open}
      onClose={onClose}
      guard={guard}
      onSave={send}
      saveLabel="Send"
      width={640}
    >
      <Form<Values> form={form} layout="vertical" initialValues={EMPTY} onValuesChange={onValuesChange} requiredMark>
        <Form.Item
          label="Email"
          name="email"
          validateTrigger="onBlur"
          rules={[
            { required: true, whitespace: true, message: CUSTOMER_MESSAGES.checkoutEmailRequired },
            {
              validator: (_, value: string) =>
                !value?.trim() || isValidEmail(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(CUSTOMER_MESSAGES.checkoutEmailInvalid)),
            },
          ]}
        >
          <Input placeholder="customer@example.com" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Plan" name="planId" rules={[{ required: true, message: CUSTOMER_MESSAGES.planRequired }]}>
          <Select
            showSearch={{ filterOption: false, onSearch: search }}
            allowClear
            loading={searching}
            options={planOptions}
            placeholder="Search PID or plan title"
            notFoundContent={searching ? 'Searching…' : 'No plan found'}
          />
        </Form.Item>
        {plan ? (
          <Flex gap={16}>
            <Form.Item
              label="Country"
              name="country"
              rules={[{ required: true, message: CUSTOMER_MESSAGES.countryOfPlanRequired }]}
              style={{ flex: 1, minWidth: 0 }}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={countryOptions}
                placeholder="Select a country"
                notFoundContent="The plan's base price has no country"
              />
            </Form.Item>
            <Form.Item label="Promo code" name="promotionCode" style={{ flex: 1, minWidth: 0 }}>
              <Select
                allowClear
                disabled={!country}
                options={promoOptions}
                placeholder={
                  country
                    ? promoOptions.length
                      ? 'None'
                      : 'No promotion for this country'
                    : 'Choose the country first'
                }
              />
            </Form.Item>
          </Flex>
        ) : null}
      </Form>
    </FormDialog>
  );
}

/**
 * CUS-CHK: the 'Send checkout link' dialog of the B2C list: email, plan (server search), the plan's
 * countries, its promotions for that country; Send composes the link (store address, pid, promotion
 * code, encrypted country) and emails it. A fresh form each time it opens, and after 'Send another'.
 */
export function SendCheckoutLinkDialog({ open, onClose }: SendCheckoutLinkDialogProps) {
  const opening = useOpeningKey(open);
  const [round, setRound] = useState(0);
  return (
    <CheckoutLinkForm
      key={`${opening}-${round}`}
      open={open}
      onClose={onClose}
      onAnother={() => setRound((n) => n + 1)}
    />
  );
}

export default SendCheckoutLinkDialog;
