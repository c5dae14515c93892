import { DateRangePicker } from '../../components/DateRangePicker';
import { type EntitlementFilters, rangePatch, rangeValue } from './list-url';

type Range = Pick<EntitlementFilters, 'createdDateFrom' | 'createdDateTo'>;

/**
 * The created-date range of the preview's toolbar (ENT-LIST-11, CONF-12): future days disabled, the
 * start never after the end. Its own chunk: the date picker would weigh on every load of the page.
 */
export default function CreatedRangePicker({ value, onChange }: { value: Range; onChange(patch: Range): void }) {
  return (
    <DateRangePicker
      aria-label="Created date"
      placeholder={['Created from', 'Created to']}
      value={rangeValue(value)}
      onChange={(range) => onChange(rangePatch(range))}
      style={{ width: 260 }}
    />
  );
}
