import { PROMOTION_MESSAGES as MESSAGES } from '../../../shared/domain/promotion';
import { AddPageFrame } from '../../components/AddPageFrame';
import { useRichTextCreate } from '../../components/useRichTextCreate';
import { showFailingTextLocale } from './DescriptionDisclosureTabs';
import { PromotionForm } from './PromotionForm';
import { emptyPromotionForm, type PromotionFormValues, promotionFormToBody } from './promotion-form-model';
import { useCreateBogoPromotion, useCreateProviderPromotion } from './queries';
import { PROMOTION_LIST_PATH, promotionPath, PROMOTION_TEXTS as TEXTS } from './texts';

/** /marketing/promotion/add (PROMO-ADD-01..07, PERM-PROMO-02): then the new promotion's detail. */
export default function PromotionAddPage() {
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
    <AddPageFrame
      title={TEXTS.addTitle}
      name="Add promotion"
      cancelTo={PROMOTION_LIST_PATH}
      onSave={async () => {
        await page.save();
        showFailingTextLocale(page.form, page.setLocale);
      }}
    >
      <PromotionForm {...page.formProps} />
    </AddPageFrame>
  );
}
