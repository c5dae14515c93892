import { Form, Input, Tabs } from 'antd';
import { RICH_TEXT_LOCALE_LABELS, RICH_TEXT_LOCALES, type RichTextLocale } from '../../../shared/domain/rich-text';
import {
  descriptionProblem,
  SAVE_OFFER_LABELS as LABELS,
  SAVE_OFFER_TITLE_MAX,
  titleProblem,
} from '../../../shared/domain/save-offer';
import { checkedBy, trimmedLength } from '../../components/form-rules';
import { FieldRichTextEditor, LocaleTabLabel } from '../../components/LocaleTabs';

/** SO-FORM-07/08: per locale the title and the rich-text description (English required), in tabs. */
export function SaveOfferTexts({
  locale,
  onLocaleChange,
}: {
  locale: RichTextLocale;
  onLocaleChange: (locale: RichTextLocale) => void;
}) {
  const tabs = RICH_TEXT_LOCALES.map((loc) => ({
    key: loc,
    forceRender: true,
    label: <LocaleTabLabel locale={loc} />,
    children: (
      <>
        <Form.Item
          name={['title', loc]}
          label={LABELS.title}
          required={loc === 'en'}
          rules={[checkedBy((v: string | undefined) => titleProblem(loc, v))]}
        >
          <Input
            aria-label={`${RICH_TEXT_LOCALE_LABELS[loc]} title`}
            count={{ show: true, max: SAVE_OFFER_TITLE_MAX, strategy: trimmedLength }}
          />
        </Form.Item>
        <Form.Item
          name={['description', loc]}
          label={LABELS.description}
          required={loc === 'en'}
          rules={[checkedBy((v: string | undefined) => descriptionProblem(loc, v))]}
          validateTrigger={['onChange', 'onBlur']}
        >
          <FieldRichTextEditor label={`${RICH_TEXT_LOCALE_LABELS[loc]} description`} />
        </Form.Item>
      </>
    ),
  }));
  return <Tabs activeKey={locale} onChange={(key) => onLocaleChange(key as RichTextLocale)} items={tabs} />;
}
