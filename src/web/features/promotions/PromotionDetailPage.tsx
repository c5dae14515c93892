import { Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { idParam } from '../../../shared/contracts/fields';
import { deletePromotion, type Promotion, updateProviderPromotion } from '../../../shared/contracts/promotions';
import {
  PROMOTION_MESSAGES as MESSAGES,
  PROMOTION_SOURCES,
  type PromotionSource,
} from '../../../shared/domain/promotion';
import { usePermissions } from '../../auth/session';
import { DetailActions } from '../../components/DetailActions';
import { DetailPageFrame } from '../../components/DetailPageFrame';
import { listReturnUrl } from '../../components/list-return';
import { preloadRichTextEditor } from '../../components/RichTextEditor';
import { useEditMode } from '../../components/useEditMode';
import { PromotionHeader } from './PromotionHeader';
import { BogoView, loadCodeList, ProviderView } from './PromotionView';
import { useDeletePromotion, usePromotion } from './queries';
import { PROMOTION_LIST_PATH, PROMOTION_TEXTS as TEXTS } from './texts';

const CodeListModal = lazy(loadCodeList);
/** Edit mode (the form, the date pickers): loaded when Edit is pointed at, focused or clicked. */
const loadEditor = () => import('./PromotionEditor');
const PromotionEditor = lazy(loadEditor);
const preloadEditor = () => {
  void loadEditor();
  preloadRichTextEditor();
};

function PromotionDetail({ promotion, refetch }: { promotion: Promotion; refetch: () => void }) {
  const { can } = usePermissions();
  const { editing, startEdit, endEdit } = useEditMode();
  const [viewingCodes, setViewingCodes] = useState(false);
  const remove = useDeletePromotion(promotion.id);

  if (editing) {
    return (
      <Suspense
        fallback={
          <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
            <Spin aria-label="Loading the editor" />
          </div>
        }
      >
        <PromotionEditor promotion={promotion} onDone={endEdit} reload={refetch} />
      </Suspense>
    );
  }

  // PROMO-DET-02 (PERM-PROMO-03/04); PROMO-DET-10..12: the server's canBeDeleted, its reason the tooltip;
  // PROMO-DET-13: delete asks first, a refusal (409) says why.
  const buttons = (
    <DetailActions
      remove={{
        allowed: can(deletePromotion.permission),
        refusal: promotion.canBeDeleted ? null : (promotion.deleteRefusal ?? 'This promotion cannot be deleted.'),
        title: TEXTS.deleteTitle,
        text: TEXTS.deleteConfirm,
        run: () => remove.mutateAsync(),
        deleted: MESSAGES.deleted,
        backTo: listReturnUrl(PROMOTION_LIST_PATH),
      }}
      edit={{
        allowed: can(updateProviderPromotion.permission),
        onEdit: startEdit,
        preload: preloadEditor,
      }}
    />
  );

  return (
    <>
      <PromotionHeader promotion={promotion} extra={buttons} />
      {promotion.source === 'buy-one-gift-one' ? (
        <BogoView promotion={promotion} />
      ) : (
        <ProviderView promotion={promotion} onViewCodes={() => setViewingCodes(true)} />
      )}
      {viewingCodes ? (
        <Suspense fallback={null}>
          <CodeListModal promotion={promotion} open onClose={() => setViewingCodes(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

const promotionId = (param: string | undefined): number | null => {
  const parsed = idParam().safeParse(param ?? '');
  return parsed.success ? parsed.data : null;
};

/** PROMO-DET-01: the `source` of the address names the kind; without a known one the address names nothing. */
const sourceOf = (value: string | null): PromotionSource | null => PROMOTION_SOURCES.find((s) => s === value) ?? null;

/** /marketing/promotion/:promotionId?source=… (PROMO-DET-01..13): read-only until Edit. */
export default function PromotionDetailPage() {
  const { promotionId: param } = useParams();
  const [search] = useSearchParams();
  const id = promotionId(param);
  const source = sourceOf(search.get('source'));
  const query = usePromotion(source === null ? null : id, source ?? 'billing-provider');
  return (
    <DetailPageFrame
      found={id !== null && source !== null}
      query={query}
      loadingLabel="Loading the promotion"
      kind="Promotion"
      name={(promotion) => promotion.name}
    >
      {(promotion, refetch) => (
        <PromotionDetail key={`${source}-${promotion.id}`} promotion={promotion} refetch={refetch} />
      )}
    </DetailPageFrame>
  );
}
