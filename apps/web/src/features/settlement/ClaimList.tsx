// What the teacher's claims and the reviewers' queue share: the filters (class name, status, and whatever the screen
// adds) and the columns of a claim row, each screen picking its own; the open link names the screen (`claim-open-<id>`,
// `review-open-<id>`).
import { CLAIM_STATUSES, type ClaimRow, type ClaimStatus } from '@etp/contracts';
import { Button, Form, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterButtons } from '@/components/admin/FilterButtons';
import { ChoiceFilter, KeywordFilter } from '@/components/admin/FilterFields';
import type { useFilterForm } from '@/components/admin/useFilterForm';
import { formatDateTime, formatDay } from '@/utils/time';
import { ClaimStatusTag, yuan } from './ClaimDetail';
import { SETTLEMENT_NS } from './i18n';

export function ClaimFilters({
  filters,
  statuses = CLAIM_STATUSES,
  prefix,
  children,
}: {
  filters: ReturnType<typeof useFilterForm>;
  statuses?: readonly ClaimStatus[];
  /** The search button's test id: `${prefix}-search`. */
  prefix: string;
  /** More filters, then buttons after the search. */
  children?: { filters?: ReactNode; after?: ReactNode };
}) {
  const { t } = useTranslation(SETTLEMENT_NS);
  const { t: ta } = useTranslation('admin');
  return (
    <Form {...filters.formProps} layout="inline" className="admin-filters" style={{ marginBottom: 16 }}>
      <KeywordFilter label={t('keyword')} width={200} />
      <ChoiceFilter
        name="status"
        label={t('statusLabel')}
        width={140}
        placeholder={ta('all')}
        options={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
      {children?.filters}
      <FilterButtons onReset={filters.reset} searchTestId={`${prefix}-search`} />
      {children?.after}
    </Form>
  );
}

type Column = TableColumnType<ClaimRow>;

/** The columns of a claim row by name; `open` opens the claim (its link's test id is `${prefix}-open-<id>`). */
export function useClaimColumns(prefix: string, open: (id: number) => void) {
  const { t } = useTranslation(SETTLEMENT_NS);
  const { t: ta } = useTranslation('admin');
  return {
    className: { title: t('className'), dataIndex: 'class_name', fixed: 'left', width: 220 },
    institution: { title: t('institution'), dataIndex: 'institution_name', width: 200 },
    status: {
      title: t('statusLabel'),
      dataIndex: 'status',
      width: 120,
      render: (_, row) => <ClaimStatusTag status={row.status} id={row.id} />,
    },
    region: { title: t('region'), dataIndex: 'region_name', width: 100 },
    endDate: {
      title: t('endDate'),
      dataIndex: 'class_end_date',
      width: 110,
      render: (v: string | null) => formatDay(v),
    },
    students: { title: t('students'), dataIndex: 'student_count', width: 90 },
    total: { title: t('total'), dataIndex: 'total_fen', width: 120, render: (v: number) => `¥${yuan(v)}` },
    publicity: {
      title: t('publicity'),
      dataIndex: 'publicity_ends_on',
      width: 110,
      render: (v: string | null) => (v ? formatDay(v) : '—'),
    },
    submittedAt: {
      title: t('submittedAt'),
      dataIndex: 'submitted_at',
      width: 160,
      render: (v: string | null) => formatDateTime(v),
    },
    open: {
      title: ta('actions'),
      key: 'actions',
      fixed: 'right',
      width: 90,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => open(row.id)} data-testid={`${prefix}-open-${row.id}`}>
          {t('open')}
        </Button>
      ),
    },
  } satisfies Record<string, Column>;
}
