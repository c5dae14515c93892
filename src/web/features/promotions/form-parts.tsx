import { Card, Col, Flex, Form, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { CODE_TEXT_MAX } from '../../../shared/domain/promotion';
import { RICH_TEXT_LOCALE_LABELS, RICH_TEXT_LOCALES } from '../../../shared/domain/rich-text';
import { checkedBy, trimmedLength } from '../../components/form-rules';
import { RichTextVariableHints } from '../../components/RichTextEditorForm';
import { codeTextProblem } from './promotion-form-model';

/** What both sources' fields share (PromotionForm.tsx, BogoFields.tsx). */

/** English and Spanish code text (PROMO-ADD-04), both optional, at most 100 once trimmed. */
export function CodeTextFields() {
  return (
    <Row gutter={24}>
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
    </Row>
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
