import type { DatePickerProps } from 'antd';
import { Input } from 'antd';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { DateRangePicker } from '../../components/DateRangePicker';

/**
 * The voucher form's date pickers, loaded when first rendered (the form shows them only for a fixed term
 * or a fixed end date): the date picker would otherwise weigh ~30 KB gzip on every load of the add page.
 */

const loadPickers = () => import('./DatePickers');
const DatePickerPart = lazy(() => loadPickers().then((m) => ({ default: m.VoucherDatePicker })));
const DateRangePart = lazy(() => loadPickers().then((m) => ({ default: m.VoucherDateRange })));

/** Holds a picker's place (same id, so its label still names it) while the picker loads. */
const placeholder = (id: string | undefined, style: DatePickerProps['style']) => (
  <Input id={id} disabled placeholder="Loading…" style={style} />
);

/** antd's DatePicker, loaded on first render; the form item's value, onChange and id pass through. */
export function LazyDatePicker(props: DatePickerProps) {
  return (
    <Suspense fallback={placeholder(props.id, props.style)}>
      <DatePickerPart {...props} />
    </Suspense>
  );
}

/** The portal's DateRangePicker, loaded on first render. */
export function LazyDateRangePicker(props: ComponentProps<typeof DateRangePicker>) {
  return (
    <Suspense fallback={placeholder(typeof props.id === 'object' ? props.id.start : props.id, props.style)}>
      <DateRangePart {...props} />
    </Suspense>
  );
}
