// Search bar of the class lists: name, status, and the to-do's "starting soon" filter; kept in the address.
import { CLASS_STATUSES } from '@etp/contracts';
import { Form, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClassListParams } from '@/api/classes/listClasses';
import { FilterButtons } from '@/components/admin/FilterButtons';
import { ChoiceFilter, KeywordFilter } from '@/components/admin/FilterFields';
import type { AdminList, FilterName } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';

export const CLASS_FILTERS: readonly FilterName<ClassListParams>[] = ['keyword', 'status', 'starting_soon'];

export function ClassFilters({ list }: { list: AdminList<ClassListParams> }) {
  const { t } = useTranslation('classes');
  const { t: ta } = useTranslation('admin');
  const filters = useFilterForm(list);
  return (
    <Form {...filters.formProps} layout="inline" className="admin-filters" data-testid="class-filters">
      <KeywordFilter label={t('keyword')} width={200} />
      <ChoiceFilter
        name="status"
        label={t('statusLabel')}
        width={140}
        placeholder={ta('all')}
        options={CLASS_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
      {list.params.starting_soon && (
        <Form.Item name="starting_soon">
          <Tag closable onClose={filters.reset} color="orange">
            {t('startingSoon')}
          </Tag>
        </Form.Item>
      )}
      <FilterButtons onReset={filters.reset} searchTestId="class-search" />
    </Form>
  );
}
