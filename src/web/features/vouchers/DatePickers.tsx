import { DatePicker, type DatePickerProps } from 'antd';
import type { ComponentProps } from 'react';
import { DateRangePicker } from '../../components/DateRangePicker';

/** The voucher form's date pickers, in their own chunk (lazy-date-pickers.tsx): ~30 KB gzip with their dayjs parts. */
export function VoucherDatePicker(props: DatePickerProps) {
  return <DatePicker {...props} />;
}

/** The portal's date range (its format, either end optional), with the form's own disabled days. */
export function VoucherDateRange(props: ComponentProps<typeof DateRangePicker>) {
  return <DateRangePicker {...props} />;
}
