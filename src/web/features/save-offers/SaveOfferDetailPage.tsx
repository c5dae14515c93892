import { Card, Space, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { idParam } from '../../../shared/contracts/fields';
import {
  deleteSaveOffer,
  type SaveOffer,
  saveOfferSchema,
  updateSaveOffer,
} from '../../../shared/contracts/save-offers';
import { RICH_TEXT_LOCALE_LABELS, RICH_TEXT_LOCALES } from '../../../shared/domain/rich-text';
import {
  EFFECTIVE_DATE_LABELS,
  SAVE_OFFER_LABELS as LABELS,
  SAVE_OFFER_MESSAGES as MESSAGES,
  SAVE_OFFER_STAGE_LABELS,
  SAVE_OFFER_TYPE_LABELS,
} from '../../../shared/domain/save-offer';
import { usePermissions } from '../../auth/session';
import { ConfirmedSaveActions } from '../../components/ConfirmedSaveActions';
import { DateTime } from '../../components/DateTime';
import { DetailActions } from '../../components/DetailActions';
import { DetailPageFrame } from '../../components/DetailPageFrame';
import { PageTitle } from '../../components/PageTitle';
import { type ReadOnlyField, ReadOnlyFields } from '../../components/ReadOnlyFields';
import { preloadRichTextEditor } from '../../components/RichTextEditor';
import { RichTextView } from '../../components/RichTextView';
import { useEditMode } from '../../components/useEditMode';
import { useVersionedRichTextEdit } from '../../components/useVersionedRichTextEdit';
import { promotionFactFields } from './PromotionFacts';
import { useDeleteSaveOffer, useSaveOffer, useUpdateSaveOffer } from './queries';
import { SaveOfferForm } from './SaveOfferForm';
import { saveOfferFormToBody, saveOfferToForm } from './save-offer-form-model';
import { showFailingLocale } from './show-failing-locale';
import { SAVE_OFFER_LIST_PATH } from './texts';

function Header({ offer, title, extra }: { offer: SaveOffer; title: ReactNode; extra: ReactNode }) {
  return (
    <>
      <PageTitle extra={extra}>
        <span id="page-title">{title}</span>
      </PageTitle>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        Modified at <DateTime value={offer.updated_at} />
      </Typography.Paragraph>
    </>
  );
}

/** SO-DET-05: the type-specific fields. */
function typeFields(offer: SaveOffer): ReadOnlyField[] {
  const fields: ReadOnlyField[] = [{ key: 'type', label: LABELS.type, value: SAVE_OFFER_TYPE_LABELS[offer.type] }];
  if (offer.type === 'promotion' && offer.promotion) fields.push(...promotionFactFields(offer.promotion, true));
  if (offer.type === 'switch_plan') {
    fields.push(
      {
        key: 'effective',
        label: LABELS.effectiveDate,
        value: offer.effective_date ? EFFECTIVE_DATE_LABELS[offer.effective_date] : null,
      },
      {
        key: 'plan',
        label: LABELS.switchToPlan,
        value: offer.switch_to_plan
          ? `${offer.switch_to_plan.pid} — ${offer.switch_to_plan.title}${offer.switch_to_plan.billing_plan ? ` (${offer.switch_to_plan.billing_plan.name})` : ''}`
          : null,
      },
      { key: 'promotion', label: `${LABELS.promotionCode} (optional)`, value: offer.promotion?.code },
    );
  }
  if (offer.type === 'extend_billing_date') {
    fields.push({
      key: 'days',
      label: LABELS.extendDays,
      value: offer.extend_days === null ? null : `${offer.extend_days} days`,
    });
  }
  return fields;
}

/** SO-DET-03..05: the save offer as text. */
function SaveOfferView({ offer }: { offer: SaveOffer }) {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title="Application rules">
        <ReadOnlyFields
          label="Application rules"
          fields={[
            { key: 'reason', label: LABELS.cancelReason, value: offer.cancel_reason.description.en },
            {
              key: 'stages',
              label: LABELS.stages,
              value: offer.applied_stages.map((s) => SAVE_OFFER_STAGE_LABELS[s]).join(', '),
            },
            {
              key: 'basePrices',
              label: LABELS.basePrices,
              value: offer.applied_base_prices.map((p) => p.name).join(', '),
              wide: true,
            },
          ]}
        />
      </Card>
      <Card size="small" title="Save offer details">
        <Tabs
          items={RICH_TEXT_LOCALES.map((locale) => ({
            key: locale,
            label: RICH_TEXT_LOCALE_LABELS[locale],
            children: (
              <ReadOnlyFields
                label={`${RICH_TEXT_LOCALE_LABELS[locale]} details`}
                fields={[
                  { key: 'title', label: LABELS.title, value: offer.title[locale], wide: true },
                  {
                    key: 'description',
                    label: LABELS.description,
                    value: offer.description[locale] ? <RichTextView html={offer.description[locale]} /> : null,
                    wide: true,
                  },
                ]}
              />
            ),
          }))}
        />
      </Card>
      <Card size="small" title={SAVE_OFFER_TYPE_LABELS[offer.type]}>
        <ReadOnlyFields label="Save offer type" fields={typeFields(offer)} />
      </Card>
    </Space>
  );
}

const parseSaveOffer = (current: unknown) => saveOfferSchema.safeParse(current).data;

/** SO-FORM-01/02: edit mode; Save asks 'Confirm change' (live instantly) after the checks pass. */
function SaveOfferEditor({ offer, onDone, reload }: { offer: SaveOffer; onDone: () => void; reload: () => void }) {
  const update = useUpdateSaveOffer(offer.id);
  const edit = useVersionedRichTextEdit({
    record: offer,
    toForm: saveOfferToForm,
    toBody: saveOfferFormToBody,
    parseCurrent: parseSaveOffer,
    send: update.mutateAsync,
    messages: MESSAGES,
    onDone,
    reload,
  });
  return (
    <>
      <Header
        offer={offer}
        title="Edit save offer"
        extra={
          <ConfirmedSaveActions
            onCancel={edit.cancel}
            check={() => edit.check(() => showFailingLocale(edit.form, edit.setLocale))}
            save={edit.save}
            title={MESSAGES.confirmChangeTitle}
            text={MESSAGES.confirmChangeText}
          />
        }
      />
      <SaveOfferForm {...edit.formProps} offer={edit.stale ?? offer} />
    </>
  );
}

function SaveOfferDetail({ offer, refetch }: { offer: SaveOffer; refetch: () => void }) {
  const { can } = usePermissions();
  const { editing, startEdit, endEdit } = useEditMode();
  const remove = useDeleteSaveOffer(offer.id);

  if (editing) return <SaveOfferEditor offer={offer} onDone={endEdit} reload={refetch} />;

  // SO-DET-02 (PERM-SO-03/04); SO-DET-06: delete asks first.
  const buttons = (
    <DetailActions
      remove={{
        allowed: can(deleteSaveOffer.permission),
        title: MESSAGES.deleteTitle,
        text: MESSAGES.deleteConfirm,
        run: () => remove.mutateAsync(),
        deleted: MESSAGES.deleted,
        backTo: SAVE_OFFER_LIST_PATH,
      }}
      edit={{
        allowed: can(updateSaveOffer.permission),
        onEdit: startEdit,
        preload: preloadRichTextEditor,
      }}
    />
  );

  return (
    <>
      <Header offer={offer} title={offer.title.en} extra={buttons} />
      <SaveOfferView offer={offer} />
    </>
  );
}

const saveOfferId = (param: string | undefined): number | null => {
  const parsed = idParam().safeParse(param ?? '');
  return parsed.success ? parsed.data : null;
};

/** /marketing/save-offer/:saveOfferId (SO-DET-01..07): read-only until Edit. */
export default function SaveOfferDetailPage() {
  const { saveOfferId: param } = useParams();
  const id = saveOfferId(param);
  const query = useSaveOffer(id);
  return (
    <DetailPageFrame
      found={id !== null}
      query={query}
      loadingLabel="Loading the save offer"
      kind="Save offer"
      name={(offer) => offer.title.en}
    >
      {(offer, refetch) => <SaveOfferDetail key={offer.id} offer={offer} refetch={refetch} />}
    </DetailPageFrame>
  );
}
