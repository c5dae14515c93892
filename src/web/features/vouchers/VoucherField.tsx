import { Col, Form, Input, Radio } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { createContext, type ReactNode, useContext } from 'react';
import { trimmedLength } from '../../components/form-rules';
import type { VoucherRules } from './form-rules';

/** The voucher form's rules (voucherRules of the form being filled), which its fields check with. */
export const VoucherRulesContext = createContext<VoucherRules>(() => []);

interface FieldProps {
  /** The field's path in the form. */
  name: string | (string | number)[];
  /** Its body path, whose shared rule checks it (`name`'s parts joined by dots unless told). */
  rule?: string;
  label: string;
  /** Its column's width (of 24) on a wide screen, and on a narrow one. */
  lg: number;
  xs?: number;
  /** Not marked as required. */
  optional?: boolean;
  /** The fields whose change checks it again. */
  dependencies?: NamePath[];
}

/**
 * A field of the voucher form in its column: its label, marked required unless `optional`, checked by the
 * shared rule of its body path (the form's voucherRules, from VoucherRulesContext).
 */
export function VoucherField({
  name,
  rule,
  label,
  lg,
  xs = 24,
  optional,
  dependencies,
  children,
}: FieldProps & { children: ReactNode }) {
  const rules = useContext(VoucherRulesContext);
  return (
    <Col xs={xs} lg={lg}>
      <Form.Item
        name={name}
        label={label}
        required={!optional}
        rules={rules(rule ?? [name].flat().join('.'))}
        dependencies={dependencies}
      >
        {children}
      </Form.Item>
    </Col>
  );
}

/** A choice of the voucher form as radio buttons, named by its label for screen readers. */
export function ChoiceField<T>({ options, ...field }: FieldProps & { options: { value: T; label: string }[] }) {
  return (
    <VoucherField {...field}>
      <Radio.Group options={options} aria-label={field.label} />
    </VoucherField>
  );
}

/** A one-line text of the voucher form, its counter against `max` counting it trimmed (as the server does). */
export function TextField({ max, ...field }: FieldProps & { max: number }) {
  return (
    <VoucherField {...field}>
      <Input count={{ show: true, max, strategy: trimmedLength }} />
    </VoucherField>
  );
}
