import { Checkbox, Col, Form, Input, Row } from 'antd';
import { stripNewlines, TEXT_LIMITS } from '../../../../shared/domain/content-product';
import { PRODUCT_LABELS as L } from '../../../../shared/domain/content-product-labels';

/** The 'Deeplink' tab (CP-FORM-25): deeplink, Nami support and the deeplink promotion. */
export function DeeplinkTab() {
  return (
    <Row gutter={24}>
      <Col xs={24} lg={16}>
        <Form.Item label={L.deepLink} name="deepLink">
          <Input showCount maxLength={TEXT_LIMITS.deepLink} placeholder="https://…" />
        </Form.Item>
        <Form.Item name="isDeeplinkSupportedByNami" valuePropName="checked">
          <Checkbox>{L.isDeeplinkSupportedByNami}</Checkbox>
        </Form.Item>
        <Form.Item
          label={L.promotionTitle}
          name={['deepLinkPromotion', 'promotionTitle']}
          normalize={(v: string | undefined) => (v ? stripNewlines(v) : v)}
        >
          <Input showCount maxLength={TEXT_LIMITS.promotionTitle} />
        </Form.Item>
        <Form.Item label={L.promotionContent} name={['deepLinkPromotion', 'promotionContent']}>
          <Input.TextArea rows={3} showCount maxLength={TEXT_LIMITS.promotionContent} />
        </Form.Item>
        <Form.Item label={L.promotionComment} name={['deepLinkPromotion', 'promotionComment']}>
          <Input.TextArea rows={4} showCount maxLength={TEXT_LIMITS.promotionComment} />
        </Form.Item>
      </Col>
    </Row>
  );
}
