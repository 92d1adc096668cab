// A date range filter sent as ISO from (start of the first day) and to (end of the last day).
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';

export type DayRange = [Dayjs | null, Dayjs | null] | null;

export function rangeParams(range: DayRange | undefined): { from?: string; to?: string } {
  const [start, end] = range ?? [null, null];
  return {
    ...(start ? { from: start.startOf('day').toISOString() } : {}),
    ...(end ? { to: end.endOf('day').toISOString() } : {}),
  };
}

export function DateRange(props: { value?: DayRange; onChange?: (range: DayRange) => void; id?: string }) {
  return (
    <DatePicker.RangePicker
      {...props}
      allowEmpty={[true, true]}
      style={{ width: 260, maxWidth: 'calc(100vw - 150px)' }}
    />
  );
}
