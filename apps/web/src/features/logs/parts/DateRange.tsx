// A date range filter, kept in the list's address as ISO `from` (start of the first day) and `to` (end of the last).
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export type DayRange = [Dayjs | null, Dayjs | null] | null;

export function rangeParams(range: DayRange | undefined): { from?: string; to?: string } {
  const [start, end] = range ?? [null, null];
  return {
    ...(start ? { from: start.startOf('day').toISOString() } : {}),
    ...(end ? { to: end.endOf('day').toISOString() } : {}),
  };
}

/** The filter form's `range` as the list's `from` and `to`, and back (useFilterForm's conversions). */
export const dateRangeFilter = {
  toFilters: <V extends { range?: DayRange }>({ range, ...rest }: V) => ({ ...rest, ...rangeParams(range) }),
  toValues: <F extends { from?: string; to?: string }>({ from, to, ...rest }: F) => ({
    ...rest,
    range: from || to ? ([from ? dayjs(from) : null, to ? dayjs(to) : null] as DayRange) : null,
  }),
};

export function DateRange(props: { value?: DayRange; onChange?: (range: DayRange) => void; id?: string }) {
  return (
    <DatePicker.RangePicker
      {...props}
      allowEmpty={[true, true]}
      style={{ width: 260, maxWidth: 'calc(100vw - 150px)' }}
    />
  );
}
