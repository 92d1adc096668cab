// Back-office view 'certificates/list': certificates in the caller's scope with their status, revoke with a reason;
// for the admin, the courses' requirements too.
import { CERTIFICATE_STATUSES, type CertificateRow } from '@etp/contracts';
import { Card, Form, Tabs, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CertificateListParams, certificatesQuery } from '@/api/certificates/listCertificates';
import { FilterButtons } from '@/components/admin/FilterButtons';
import { ChoiceFilter, KeywordFilter } from '@/components/admin/FilterFields';
import { ListTable } from '@/components/admin/ListTable';
import { RowActions } from '@/components/admin/RowActions';
import { type FilterName, useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { primaryRole, useSession } from '@/stores/session';
import { formatDay } from '@/utils/time';
import { RevokeModal, useRevokeDialog } from '../admin/RevokeModal';
import { RulesPanel } from '../admin/RulesPanel';
import { CERTIFICATES_NS } from '../i18n';

const FILTERS: readonly FilterName<CertificateListParams>[] = ['keyword', 'status'];

function CertificateList() {
  const { t } = useTranslation(CERTIFICATES_NS);
  const { t: ta } = useTranslation('admin');
  const list = useAdminList(certificatesQuery, { filters: FILTERS });
  const filters = useFilterForm(list);
  const revoke = useRevokeDialog();
  return (
    <>
      <Form {...filters.formProps} layout="inline" className="admin-filters" style={{ marginBottom: 16 }}>
        <KeywordFilter label={t('keyword')} width={200} />
        <ChoiceFilter
          name="status"
          label={t('statusLabel')}
          width={120}
          placeholder={ta('all')}
          options={CERTIFICATE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <FilterButtons onReset={filters.reset} searchTestId="certificate-search" />
      </Form>
      <ListTable<CertificateRow>
        {...list.tableProps}
        size="middle"
        data-testid="certificate-table"
        columns={[
          { title: t('number'), dataIndex: 'certificate_no', fixed: 'left', width: 210 },
          { title: t('student'), dataIndex: 'student_name', width: 100 },
          {
            title: t('statusLabel'),
            dataIndex: 'status',
            width: 130,
            render: (_, row) =>
              row.status === 'revoked' ? (
                <Tooltip title={`${t('revokedReason')}: ${row.revoked_reason} · ${row.revoked_by_name}`}>
                  <Tag color="red" data-testid={`certificate-status-${row.id}`}>
                    {t('status.revoked')} {formatDay(row.revoked_at ?? '')}
                  </Tag>
                </Tooltip>
              ) : (
                <Tag color="green" data-testid={`certificate-status-${row.id}`}>
                  {t('status.issued')}
                </Tag>
              ),
          },
          { title: t('idCard'), dataIndex: 'id_card', width: 170 },
          { title: t('course'), dataIndex: 'course_name' },
          { title: t('className'), dataIndex: 'class_name' },
          { title: t('region'), dataIndex: 'region_name', width: 100 },
          { title: t('completedAt'), dataIndex: 'completed_at', width: 110 },
          {
            title: ta('actions'),
            key: 'actions',
            fixed: 'right',
            width: 100,
            render: (_, row) => (
              <RowActions
                actions={[
                  row.status === 'issued' && {
                    key: 'revoke',
                    label: t('revoke'),
                    danger: true,
                    testId: `certificate-revoke-${row.id}`,
                    onClick: () => revoke.openEdit(row),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      <RevokeModal dialog={revoke} />
    </>
  );
}

export default function CertificatesView() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation(CERTIFICATES_NS);
  const admin = primaryRole(useSession((s) => s.user)) === 'admin';
  return (
    <Card title={t('views.certificates/list')} data-view="certificates/list">
      {admin ? (
        <Tabs
          items={[
            { key: 'list', label: tc('list'), children: <CertificateList /> },
            { key: 'rules', label: tc('rules'), children: <RulesPanel /> },
          ]}
        />
      ) : (
        <CertificateList />
      )}
    </Card>
  );
}
