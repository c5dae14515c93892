import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { PROMOTION_MESSAGES as MESSAGES } from '../../../shared/domain/promotion';
import { ActionButton } from '../../components/ActionButton';
import { PageTitle } from '../../components/PageTitle';
import { useRichTextCreate } from '../../components/useRichTextCreate';
import { showFailingTextLocale } from './DescriptionDisclosureTabs';
import { PromotionForm } from './PromotionForm';
import { emptyPromotionForm, type PromotionFormValues, promotionFormToBody } from './promotion-form-model';
import { useCreateBogoPromotion, useCreateProviderPromotion } from './queries';
import { PROMOTION_LIST_PATH, promotionPath, PROMOTION_TEXTS as TEXTS } from './texts';

/** /marketing/promotion/add (PROMO-ADD-01..07, PERM-PROMO-02): then the new promotion's detail. */
export default function PromotionAddPage() {
  const navigate = useNavigate();
  const createProvider = useCreateProviderPromotion();
  const createBogo = useCreateBogoPromotion();
  const page = useRichTextCreate({
    empty: emptyPromotionForm,
    send: (values: PromotionFormValues) => {
      const made = promotionFormToBody(values);
      return made.source === 'buy-one-gift-one'
        ? createBogo.mutateAsync(made.body)
        : createProvider.mutateAsync(made.body);
    },
    added: MESSAGES.added,
    pathAfter: (promotion) => promotionPath(promotion.id, promotion.source),
  });

  return (
    <section aria-labelledby="page-title">
      <PageTitle
        extra={
          <Space>
            <Button onClick={() => navigate(PROMOTION_LIST_PATH)}>Cancel</Button>
            <ActionButton
              type="primary"
              onClick={async () => {
                await page.save();
                showFailingTextLocale(page.form, page.setLocale);
              }}
            >
              Save
            </ActionButton>
          </Space>
        }
      >
        <span id="page-title">{TEXTS.addTitle}</span>
      </PageTitle>
      <PromotionForm
        form={page.form}
        initialValues={page.initialValues}
        locale={page.locale}
        onLocaleChange={page.setLocale}
        onEdited={page.markEdited}
      />
    </section>
  );
}
