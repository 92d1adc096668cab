// One claim as the teacher and the reviewers see it: its figures, the frozen roster (amounts, reasons, strikes and
// duplicates), the documents (generated and uploaded) and the timeline. The caller puts its actions above it; a
// reviewer at their step ticks students to strike (`selection`).
import type { ClaimDetail as Claim, ClaimDocument, ClaimStudent } from '@etp/contracts';
import { Descriptions, List, Space, Table, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '@/api/download';
import { ReasonList } from '@/features/certificates';
import { formatDateTime, formatDay } from '@/utils/time';
import { SETTLEMENT_NS } from './i18n';

/** A test id on an antd button given through props (antd's types do not list data attributes; a spread passes it). */
export const testId = (id: string) => ({ 'data-testid': id });

export const yuan = (fen: number) =>
  (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const STATUS_COLOR: Record<string, string> = {
  draft: 'default',
  area_review: 'processing',
  city_review: 'processing',
  province_review: 'processing',
  submitted: 'processing',
  publicity: 'gold',
  approved: 'green',
  paid: 'success',
  returned: 'red',
};

export function ClaimStatusTag({ status, id }: { status: string; id?: number }) {
  const { t } = useTranslation(SETTLEMENT_NS);
  return (
    <Tag color={STATUS_COLOR[status]} data-testid={id ? `claim-status-${id}` : 'claim-status'} data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

export function ClaimDetail({
  claim,
  selection,
  uploads,
  onRemove,
}: {
  claim: Claim;
  /** Rows a reviewer may tick (to strike). */
  selection?: { selected: number[]; onChange: (ids: number[]) => void };
  /** The teacher's upload buttons (draft or returned). */
  uploads?: ReactNode;
  /** Removes an uploaded scan (the teacher, draft or returned); generated documents are never removed. */
  onRemove?: (document: ClaimDocument) => void;
}) {
  const { t } = useTranslation(SETTLEMENT_NS);
  const generated = claim.documents.filter((d) => d.generated);
  const uploaded = claim.documents.filter((d) => !d.generated);
  const student = (s: ClaimStudent) => {
    if (s.struck) return <Tag color="red">{t('struck', { reason: s.struck_reason })}</Tag>;
    if (s.duplicate && s.duplicate_of) {
      return (
        <Tag color="volcano" data-testid="claim-duplicate" style={{ whiteSpace: 'normal' }}>
          {t('duplicate', {
            institution: s.duplicate_of.institution_name,
            className: s.duplicate_of.class_name,
            at: s.duplicate_of.at,
            status: t(`status.${s.duplicate_of.status}`),
          })}
        </Tag>
      );
    }
    return s.eligible ? <Tag color="green">{t('payable')}</Tag> : <ReasonList reasons={s.reasons} />;
  };
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="claim-detail">
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, md: 3 }} styles={{ label: { whiteSpace: 'nowrap' } }}>
        <Descriptions.Item label={t('className')}>{claim.class_name}</Descriptions.Item>
        <Descriptions.Item label={t('institution')}>{claim.institution_name}</Descriptions.Item>
        <Descriptions.Item label={t('statusLabel')}>
          <ClaimStatusTag status={claim.status} />
          {claim.current_step && <Tag>{t(`level.${claim.current_step}`)}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('course')}>{claim.course_name}</Descriptions.Item>
        <Descriptions.Item label={t('endDate')}>{formatDay(claim.class_end_date)}</Descriptions.Item>
        <Descriptions.Item label={t('region')}>{claim.region_name}</Descriptions.Item>
        <Descriptions.Item label={t('students')}>
          <span data-testid="claim-count">{claim.student_count}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('claimed')}>¥{yuan(claim.claimed_fen)}</Descriptions.Item>
        <Descriptions.Item label={t('total')}>
          <Typography.Text strong data-testid="claim-total">
            ¥{yuan(claim.total_fen)}
          </Typography.Text>
        </Descriptions.Item>
        {claim.publicity_ends_on && (
          <Descriptions.Item label={t('publicity')}>
            {formatDay(claim.publicity_starts_on)} ~ {formatDay(claim.publicity_ends_on)}
          </Descriptions.Item>
        )}
        {claim.paid_on && (
          <Descriptions.Item label={t('paidOn')}>
            {formatDay(claim.paid_on)} · {claim.paid_reference}
          </Descriptions.Item>
        )}
        {claim.status === 'returned' && (
          <Descriptions.Item label={t('returnedReason')}>
            <Typography.Text type="danger" data-testid="claim-returned-reason">
              {claim.returned_reason}
            </Typography.Text>
          </Descriptions.Item>
        )}
      </Descriptions>

      <div>
        <Typography.Title level={5}>{t('roster')}</Typography.Title>
        <Table<ClaimStudent>
          rowKey="id"
          size="small"
          dataSource={claim.students}
          pagination={false}
          scroll={{ x: 760 }}
          data-testid="claim-roster"
          rowSelection={
            selection
              ? {
                  selectedRowKeys: claim.students
                    .filter((s) => s.enrolment_id !== null && selection.selected.includes(s.enrolment_id))
                    .map((s) => s.id),
                  getCheckboxProps: (s) => ({ disabled: s.struck || !s.eligible }),
                  onChange: (_keys, rows) =>
                    selection.onChange(rows.map((r) => r.enrolment_id).filter((id): id is number => id !== null)),
                }
              : undefined
          }
          columns={[
            { title: t('name'), dataIndex: 'name', width: 90, fixed: 'left' },
            { title: t('idCard'), dataIndex: 'id_card_masked', width: 170 },
            {
              title: t('hours'),
              key: 'hours',
              width: 100,
              render: (_, s) => `${s.hours} / ${s.required_hours}`,
            },
            { title: t('score'), dataIndex: 'score', width: 80, render: (v: number | null) => v ?? '—' },
            { title: t('eligibility'), key: 'eligibility', render: (_, s) => student(s) },
            {
              title: t('amount'),
              key: 'amount',
              width: 110,
              align: 'right',
              render: (_, s) => <span data-testid={`claim-amount-${s.enrolment_id}`}>¥{yuan(s.payable_fen)}</span>,
            },
          ]}
        />
      </div>

      <div>
        <Typography.Title level={5}>{t('documents')}</Typography.Title>
        {generated.length === 0 && <Typography.Paragraph type="secondary">{t('noDocuments')}</Typography.Paragraph>}
        <List
          size="small"
          dataSource={[...generated, ...uploaded]}
          locale={{ emptyText: ' ' }}
          renderItem={(d) => (
            <List.Item
              data-testid={`claim-document-${d.id}`}
              actions={[
                <Typography.Link key="dl" onClick={() => void downloadBlob(d.url, d.name)}>
                  {t('download')}
                </Typography.Link>,
                onRemove && !d.generated && (
                  <Typography.Link
                    key="rm"
                    type="danger"
                    onClick={() => onRemove(d)}
                    data-testid={`claim-document-remove-${d.id}`}
                  >
                    {t('removeDocument')}
                  </Typography.Link>
                ),
              ]}
            >
              <Space wrap>
                <Tag color={d.generated ? 'blue' : 'default'}>{d.generated ? t('generated') : t('uploaded')}</Tag>
                <span>{t(`docKind.${d.kind}`)}</span>
                <Typography.Text type="secondary">{d.name}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
        {uploads}
      </div>

      <div>
        <Typography.Title level={5}>{t('timeline')}</Typography.Title>
        <Timeline
          data-testid="claim-timeline"
          items={claim.steps.map((s) => ({
            color: s.action === 'return' || s.action === 'strike' ? 'red' : s.action === 'paid' ? 'green' : 'blue',
            children: (
              <div data-action={s.action}>
                <Space wrap size={4}>
                  <strong>{t(`action.${s.action}`)}</strong>
                  <span>{s.actor_name || t('system')}</span>
                  {s.role !== 'system' && s.role !== 'teacher' && <Tag>{t(`level.${s.role}`, s.role)}</Tag>}
                  <Typography.Text type="secondary">{formatDateTime(s.at)}</Typography.Text>
                </Space>
                {s.reason && <div>{s.reason}</div>}
              </div>
            ),
          }))}
        />
      </div>
    </Space>
  );
}
