import { Form, InputNumber, Space, Typography } from 'antd';
import type { KeyboardEvent } from 'react';

/** The 'e' key (an exponent) is blocked in a number field (CP-FORM-17). */
export const blockExponent = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'e' || event.key === 'E') event.preventDefault();
};

/**
 * The from–to number input (SHELL-UX-04, decided): two number fields of one form, 'from to to', bound
 * to `[...name, 'from']` and `[...name, 'to']`; either end may be disabled. The values stay as typed
 * (no min, max or precision: antd would silently rewrite 31 → 30 or 2.5 → 3); the exponent key is
 * blocked. What a range must be (whole numbers, bounds, the order of its ends) is its form's shared
 * rule, shown under the end it names.
 */
export function NumberRangeInput({
  name,
  labels,
  disabled = {},
}: {
  name: readonly (string | number)[];
  /** The accessible names of the two ends ('Start lesson', 'End lesson'). */
  labels: readonly [string, string];
  disabled?: { from?: boolean; to?: boolean };
}) {
  return (
    <Space align="start">
      <Form.Item name={[...name, 'from']} style={{ marginBottom: 0 }}>
        <InputNumber aria-label={labels[0]} onKeyDown={blockExponent} disabled={disabled.from || undefined} />
      </Form.Item>
      <Typography.Text style={{ lineHeight: '32px' }}>to</Typography.Text>
      <Form.Item name={[...name, 'to']} style={{ marginBottom: 0 }}>
        <InputNumber aria-label={labels[1]} onKeyDown={blockExponent} disabled={disabled.to || undefined} />
      </Form.Item>
    </Space>
  );
}
