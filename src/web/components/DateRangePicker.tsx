import { DatePicker } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { DATE_FORMAT } from './date-format';
import { isFutureDay } from './date-range';

/**
 * The one date-range picker of the portal (SHELL-UX-03): 'YYYY-MM-DD', future days disabled, the two
 * dates kept in order, either end optional. Every date-range filter uses it; a form field binds to it
 * as to antd's RangePicker (a [start, end] pair of days). A picker with tighter bounds (the voucher
 * export's last three months, in UTC) passes its own `disabledDate`, which disables future days too.
 */
export function DateRangePicker({
  disabledDate = isFutureDay,
  ...props
}: Omit<RangePickerProps, 'format' | 'allowEmpty' | 'order'>) {
  return (
    <DatePicker.RangePicker
      style={{ width: '100%' }}
      {...props}
      format={DATE_FORMAT}
      allowEmpty={[true, true]}
      disabledDate={disabledDate}
      order
    />
  );
}
