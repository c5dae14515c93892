import { Card, Col, Flex, Form, type FormInstance, Input } from 'antd';
import type { ReactNode } from 'react';
import type { Promotion } from '../../../shared/contracts/promotions';
import { CODE_TEXT_MAX } from '../../../shared/domain/promotion';
import { RICH_TEXT_LOCALE_LABELS, RICH_TEXT_LOCALES, type RichTextLocale } from '../../../shared/domain/rich-text';
import { FieldsCard } from '../../components/FormFields';
import { checkedBy, trimmedLength } from '../../components/form-rules';
import { RichTextVariableHints } from '../../components/RichTextEditorForm';
import { codeTextProblem, type PromotionFormValues } from './promotion-form-model';

/** What both sources' fields share (ProviderFields.tsx, BogoFields.tsx). */

/** What a source's fields get from the promotion form. */
export interface SourceFieldsProps {
  form: FormInstance<PromotionFormValues>;
  /** The promotion being edited; absent on the add page. */
  promotion?: Promotion;
  locale: RichTextLocale;
  onLocaleChange: (locale: RichTextLocale) => void;
}

/** English and Spanish code text (PROMO-ADD-04), both optional, at most 100 once trimmed. */
export function CodeTextSection() {
  return (
    <FieldsCard title="Code text">
      {RICH_TEXT_LOCALES.map((locale) => (
        <Col xs={24} lg={12} key={locale}>
          <Form.Item
            name={['codeText', locale]}
            label={`Code text (${RICH_TEXT_LOCALE_LABELS[locale]})`}
            rules={[checkedBy((v: string | undefined) => codeTextProblem(locale, v))]}
          >
            <Input count={{ show: true, max: CODE_TEXT_MAX, strategy: trimmedLength }} />
          </Form.Item>
        </Col>
      ))}
    </FieldsCard>
  );
}

/** The section of the descriptions and disclosures, with the variable hints of the promotion forms (MKT-10). */
export function TextsSection({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <Card size="small" title="Description and Disclosure" extra={extra} style={{ marginBottom: 16 }}>
      <Flex gap={24} align="flex-start">
        <div style={{ flex: '1 1 auto', minWidth: 0 }}>{children}</div>
        <div style={{ flex: '0 0 280px', paddingTop: 8 }}>
          <RichTextVariableHints form="promotion" />
        </div>
      </Flex>
    </Card>
  );
}
