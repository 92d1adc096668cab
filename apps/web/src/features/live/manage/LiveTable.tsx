// The trainer's live sessions: filters (class, state), the table with details, and edit/delete before the start.
import { LIVE_STATES, type LiveSessionRow } from '@etp/contracts';
import { Form, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteLiveSession } from '@/api/live/deleteLiveSession';
import { useLiveClasses } from '@/api/live/listLiveClasses';
import type { LiveListParams } from '@/api/live/listLiveSessions';
import { FilterButtons } from '@/components/admin/FilterButtons';
import { ListTable } from '@/components/admin/ListTable';
import { RowActions, useRowActions } from '@/components/admin/RowActions';
import type { AdminList, FilterName } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { formatDateTime } from '@/utils/time';
import '../i18n';
import { ChoiceFilter } from '@/components/admin/FilterFields';

export const LIVE_FILTERS: readonly FilterName<LiveListParams>[] = ['class_id', 'state'];
const COLORS = { live: 'red', upcoming: 'blue', ended: 'default' } as const;

export function LiveFilters({ list }: { list: AdminList<LiveListParams> }) {
  const { t } = useTranslation('live');
  const classes = useLiveClasses();
  const filters = useFilterForm(list);
  return (
    <Form {...filters.formProps} layout="inline" className="admin-filters" data-testid="live-filters">
      <ChoiceFilter
        name="class_id"
        label={t('className')}
        width={220}
        placeholder={t('classFilter')}
        options={(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <ChoiceFilter
        name="state"
        label={t('stateLabel')}
        width={120}
        placeholder={t('stateFilter')}
        options={LIVE_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
      />
      <FilterButtons onReset={filters.reset} searchTestId="live-search" />
    </Form>
  );
}

interface Props {
  list: AdminList<LiveListParams, LiveSessionRow>;
  onOpen: (row: LiveSessionRow) => void;
  onEdit: (row: LiveSessionRow) => void;
}

export function LiveTable({ list, onOpen, onEdit }: Props) {
  const { t } = useTranslation('live');
  const actions = useRowActions();
  const remove = useDeleteLiveSession();
  return (
    <ListTable<LiveSessionRow>
      {...list.tableProps}
      size="middle"
      rowKey="id"
      data-testid="live-table"
      columns={[
        {
          title: t('title'),
          dataIndex: 'title',
          render: (title: string, row) => (
            <span>
              <Tag color={COLORS[row.state]}>{t(`state.${row.state}`)}</Tag>
              {title || t('untitled')}
            </span>
          ),
        },
        { title: t('className'), dataIndex: 'class_name' },
        {
          title: t('time'),
          key: 'time',
          render: (_, row) => `${formatDateTime(row.starts_at)} – ${formatDateTime(row.ends_at)}`,
        },
        {
          title: '',
          key: 'actions',
          width: 180,
          render: (_, row) => (
            <RowActions
              actions={[
                { key: 'view', label: t('view'), onClick: () => onOpen(row), testId: `live-view-${row.id}` },
                row.state === 'upcoming' && actions.edit(() => onEdit(row)),
                row.state === 'upcoming' &&
                  actions.remove(row.title || t('untitled'), () => remove.mutateAsync(row.id)),
              ]}
            />
          ),
        },
      ]}
    />
  );
}
