import { type Promotion, promotionSchema } from '../../../shared/contracts/promotions';
import { PROMOTION_MESSAGES as MESSAGES } from '../../../shared/domain/promotion';
import { ConfirmedSaveActions } from '../../components/ConfirmedSaveActions';
import { useVersionedRichTextEdit } from '../../components/useVersionedRichTextEdit';
import { showFailingTextLocale } from './DescriptionDisclosureTabs';
import { PromotionForm } from './PromotionForm';
import { PromotionHeader as Header } from './PromotionHeader';
import { type PromotionBody, promotionFormToBody, promotionToForm } from './promotion-form-model';
import { useUpdateBogoPromotion, useUpdateProviderPromotion } from './queries';
import { PROMOTION_TEXTS as TEXTS } from './texts';

const parsePromotion = (current: unknown) => promotionSchema.safeParse(current).data;

/** PROMO-DET-08/09: edit mode; Save asks 'Confirm change' once the checks pass; Cancel asks to discard. */
export default function PromotionEditor({
  promotion,
  onDone,
  reload,
}: {
  promotion: Promotion;
  onDone: () => void;
  reload: () => void;
}) {
  const updateProvider = useUpdateProviderPromotion(promotion.id);
  const updateBogo = useUpdateBogoPromotion(promotion.id);
  const edit = useVersionedRichTextEdit({
    record: promotion,
    toForm: promotionToForm,
    toBody: promotionFormToBody,
    parseCurrent: parsePromotion,
    send: ({ body, rowVersion }: { body: PromotionBody; rowVersion: number }) =>
      body.source === 'buy-one-gift-one'
        ? updateBogo.mutateAsync({ body: body.body, rowVersion })
        : updateProvider.mutateAsync({ body: body.body, rowVersion }),
    messages: { updated: MESSAGES.updated, stale: TEXTS.stale },
    onDone,
    reload,
  });
  return (
    <>
      <Header
        promotion={promotion}
        extra={
          <ConfirmedSaveActions
            onCancel={edit.cancel}
            check={() => edit.check(() => showFailingTextLocale(edit.form, edit.setLocale))}
            save={async () => {
              await edit.save();
              showFailingTextLocale(edit.form, edit.setLocale);
            }}
            title={TEXTS.confirmChangeTitle}
            text={TEXTS.confirmChangeText}
          />
        }
      />
      <PromotionForm {...edit.formProps} promotion={edit.stale ?? promotion} />
    </>
  );
}
