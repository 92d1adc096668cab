// Form-item props that keep the server's shapes in a form: a day as 'YYYY-MM-DD' (the DatePicker shows a dayjs), an
// amount in fen (the input shows yuan), so the values sent and the server's field errors keep the fields' names.
import dayjs, { type Dayjs } from 'dayjs';

export const dayItem = {
  getValueProps: (value?: string | null) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};

export const fenItem = {
  getValueProps: (value?: number | null) => ({ value: value == null ? value : value / 100 }),
  normalize: (value: number | null) => (value == null ? value : Math.round(value * 100)),
};
