// Search bar of the user list: keyword, role, status and region, kept in the address.
import { ROLES } from '@etp/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserListParams } from '@/api/users/keys';
import { FilterButtons } from '@/components/admin/FilterButtons';
import { ChoiceFilter, KeywordFilter } from '@/components/admin/FilterFields';
import { RegionCascader } from '@/components/admin/RegionCascader';
import type { AdminList, FilterName } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';

export const USER_FILTERS: readonly FilterName<UserListParams>[] = ['keyword', 'role', 'status', 'region'];

export function UserFilters({ list }: { list: AdminList<UserListParams> }) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(['users', 'admin'], { nsMode: 'fallback' });
  const filters = useFilterForm(list);
  return (
    <Form {...filters.formProps} layout="inline" className="admin-filters" data-testid="user-filters">
      <KeywordFilter label={ts('user.keyword')} placeholder={ts('user.keywordHint')} width={200} />
      <ChoiceFilter
        name="role"
        label={ts('user.roles')}
        width={140}
        placeholder={ts('all')}
        options={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
      />
      <ChoiceFilter
        name="status"
        label={ts('user.status')}
        width={120}
        placeholder={ts('all')}
        options={[
          { value: 'active', label: ts('user.active') },
          { value: 'disabled', label: ts('user.disabled') },
        ]}
      />
      <Form.Item name="region" label={ts('user.region')}>
        <RegionCascader style={{ width: 220 }} />
      </Form.Item>
      <FilterButtons onReset={filters.reset} searchTestId="user-search" />
    </Form>
  );
}
