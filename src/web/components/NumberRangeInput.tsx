import { Form, InputNumber, type InputNumberProps, Space, Typography } from 'antd';
import type { KeyboardEvent } from 'react';

/** The 'e' key (an exponent) is blocked in a number field (CP-FORM-17). */
export const blockExponent = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'e' || event.key === 'E') event.preventDefault();
};

/** One end of the range: described by the pair's messages (not by a message element of its own). */
function RangeEnd({ describedBy, ...input }: InputNumberProps & { describedBy: string | undefined }) {
  return <InputNumber {...input} aria-describedby={describedBy} onKeyDown={blockExponent} />;
}

/**
 * The from–to number input (SHELL-UX-04, decided): two number fields of one form, 'from to to', bound
 * to `[...name, 'from']` and `[...name, 'to']`; either end may be disabled. The values stay as typed
 * (no min, max or precision: antd would silently rewrite 31 → 30 or 2.5 → 3); the exponent key is
 * blocked. What a range must be (whole numbers, bounds, the order of its ends) is its form's shared
 * rule. Each end is marked red by its own messages; the messages of both ends show once, under the
 * pair ('Lesson range is required' for two empty ends is one line, not two).
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
  const helpId = `${name.join('_')}_range_help`;
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => {
        const from = form.getFieldError([...name, 'from']);
        const to = form.getFieldError([...name, 'to']);
        const messages = [...new Set([...from, ...to])];
        const describedBy = messages.length ? helpId : undefined;
        // The ends show no messages of their own, nor pass them up (help={false}): the pair shows them.
        return (
          <>
            <Space align="start">
              <Form.Item name={[...name, 'from']} noStyle help={false} validateStatus={from.length ? 'error' : ''}>
                <RangeEnd aria-label={labels[0]} describedBy={describedBy} disabled={disabled.from || undefined} />
              </Form.Item>
              <Typography.Text style={{ lineHeight: '32px' }}>to</Typography.Text>
              <Form.Item name={[...name, 'to']} noStyle help={false} validateStatus={to.length ? 'error' : ''}>
                <RangeEnd aria-label={labels[1]} describedBy={describedBy} disabled={disabled.to || undefined} />
              </Form.Item>
            </Space>
            {messages.length ? (
              <div id={helpId} className="ant-form-item-explain ant-form-item-explain-connected">
                {messages.map((message) => (
                  <div key={message} role="alert" className="ant-form-item-explain-error">
                    {message}
                  </div>
                ))}
              </div>
            ) : null}
          </>
        );
      }}
    </Form.Item>
  );
}
