// The filter form of a back-office list: it shows the filters in the address (also after back and forward), and
// searching or resetting writes them there (useAdminList).
import { Form } from 'antd';
import { useEffect } from 'react';
import { withoutEmpty } from '@/utils/params';
import type { AdminList, Filters, ListParams } from './useAdminList';

export interface FilterFormOptions<P, V> {
  /** The form's values -> the list's filters (a date range -> from and to); by default the same. */
  toFilters?: (values: V) => Filters<P>;
  /** The list's filters -> the form's values; by default the same. */
  toValues?: (filters: Filters<P>) => V;
}

export function useFilterForm<P extends ListParams, V extends object = Filters<P>>(
  list: Pick<AdminList<P>, 'filters' | 'applyFilters'>,
  options: FilterFormOptions<P, V> = {},
) {
  const [form] = Form.useForm<V>();
  const key = JSON.stringify(list.filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address's filters change
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(
      (options.toValues ? options.toValues(list.filters) : list.filters) as Parameters<typeof form.setFieldsValue>[0],
    );
  }, [key]);
  const search = (values: V) =>
    list.applyFilters(
      withoutEmpty(options.toFilters ? options.toFilters(values) : (values as Filters<P>)) as Filters<P>,
    );
  return {
    form,
    /** Spread on the filter <Form>. */
    formProps: { form, onFinish: search },
    /** Empties the form and the address's filters. */
    reset: () => {
      form.resetFields();
      list.applyFilters({});
    },
  };
}
