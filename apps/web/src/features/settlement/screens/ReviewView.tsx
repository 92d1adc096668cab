// Back-office view 'settlement/review' (admin and regions): the claims of the caller's region; one claim with its
// roster (duplicates flagged), documents and timeline; at the caller's step approve, return with a reason or strike
// ticked students with a reason; an approved claim's payment recorded (date and reference).
import { CLAIM_STAGES, CLAIM_STATUSES, type ClaimRow, type ClaimStage, siteDay } from '@etp/contracts';
import { App, Button, Card, Checkbox, DatePicker, Drawer, Form, Input, Modal, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClaim } from '@/api/settlement/getClaim';
import type { ClaimListParams } from '@/api/settlement/keys';
import { queueQuery } from '@/api/settlement/listQueue';
import { useMarkPaid } from '@/api/settlement/markPaid';
import { useReviewClaim } from '@/api/settlement/reviewClaim';
import { ChoiceFilter } from '@/components/admin/FilterFields';
import { ListTable } from '@/components/admin/ListTable';
import { type FilterName, useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { useApp } from '@/stores/app';
import { ClaimDetail, testId } from '../ClaimDetail';
import { ClaimFilters, useClaimColumns } from '../ClaimList';
import { SETTLEMENT_NS } from '../i18n';

const FILTERS: readonly FilterName<ClaimListParams>[] = ['keyword', 'status', 'stage', 'todo'];

type Ask = { kind: 'return' | 'strike' | 'paid' } | null;

function ReviewDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation(SETTLEMENT_NS);
  const { message } = App.useApp();
  const mobile = useApp((s) => s.device === 'mobile');
  const claim = useClaim('a', id);
  const review = useReviewClaim();
  const paid = useMarkPaid();
  const [selected, setSelected] = useState<number[]>([]);
  const [ask, setAsk] = useState<Ask>(null);
  const [form] = Form.useForm();
  const data = claim.data;
  const done = (msg: string) => () => {
    void message.success(msg);
    setAsk(null);
    setSelected([]);
    form.resetFields();
  };
  const send = () =>
    form.validateFields().then((v) => {
      if (!ask) return;
      if (ask.kind === 'paid') {
        return paid
          .mutateAsync({ id, paid_on: (v.paid_on as dayjs.Dayjs).format('YYYY-MM-DD'), reference: v.reference })
          .then(done(t('status.paid')), () => undefined);
      }
      return review
        .mutateAsync({
          id,
          action: ask.kind,
          reason: v.reason,
          ...(ask.kind === 'strike' ? { enrolmentIds: selected } : {}),
        })
        .then(done(ask.kind === 'return' ? t('status.returned') : t('strike')), () => undefined);
    });
  const actions = data && (
    <Space wrap>
      {data.can.review && (
        <>
          <Button
            type="primary"
            data-testid="claim-approve"
            loading={review.isPending}
            onClick={() =>
              review.mutateAsync({ id, action: 'approve' }).then(
                () => void message.success(t('approve')),
                () => undefined,
              )
            }
          >
            {t('approve')}
          </Button>
          <Button danger data-testid="claim-return" onClick={() => setAsk({ kind: 'return' })}>
            {t('return')}
          </Button>
          <Button disabled={!selected.length} data-testid="claim-strike" onClick={() => setAsk({ kind: 'strike' })}>
            {t('strike')}
          </Button>
        </>
      )}
      {data.can.pay && (
        <Button type="primary" data-testid="claim-pay" onClick={() => setAsk({ kind: 'paid' })}>
          {t('markPaid')}
        </Button>
      )}
    </Space>
  );
  return (
    <Drawer
      open
      onClose={onClose}
      size={mobile ? '100%' : 1000}
      title={data ? `${data.institution_name} · ${data.class_name}` : t('detail')}
      data-testid="review-drawer"
    >
      {data && (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          {actions}
          <ClaimDetail claim={data} selection={data.can.review ? { selected, onChange: setSelected } : undefined} />
        </Space>
      )}
      <Modal
        open={ask !== null}
        title={ask?.kind === 'paid' ? t('markPaid') : ask?.kind === 'strike' ? t('strike') : t('return')}
        onCancel={() => setAsk(null)}
        onOk={send}
        confirmLoading={review.isPending || paid.isPending}
        okButtonProps={{ ...testId('review-ok') }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ paid_on: dayjs(siteDay()) }}>
          {ask?.kind === 'paid' ? (
            <>
              <Form.Item name="paid_on" label={t('paidOn')} rules={[{ required: true, message: t('paidOnRequired') }]}>
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                name="reference"
                label={t('paidReference')}
                rules={[{ required: true, whitespace: true, message: t('referenceRequired') }]}
              >
                <Input maxLength={100} data-testid="paid-reference" />
              </Form.Item>
            </>
          ) : (
            <Form.Item
              name="reason"
              label={t('reason')}
              rules={[{ required: true, whitespace: true, message: t('reasonRequired') }]}
            >
              <Input.TextArea rows={3} maxLength={500} data-testid="review-reason" />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Drawer>
  );
}

export default function SettlementReviewView() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(SETTLEMENT_NS);
  const { t: ta } = useTranslation('admin');
  const list = useAdminList(queueQuery, { filters: FILTERS });
  const filters = useFilterForm(list);
  const [open, setOpen] = useState<number | null>(null);
  const c = useClaimColumns('review', setOpen);
  return (
    <Card title={t('views.settlement/review')} data-view="settlement/review">
      <ClaimFilters filters={filters} prefix="review" statuses={CLAIM_STATUSES.filter((s) => s !== 'draft')}>
        {{
          filters: (
            <>
              <ChoiceFilter
                name="stage"
                label={ts('stageLabel')}
                width={170}
                placeholder={ta('all')}
                data-testid="review-stage"
                options={(Object.keys(CLAIM_STAGES) as ClaimStage[]).map((s) => ({
                  value: s,
                  label: ts(`stage.${s}`),
                }))}
              />
              <Form.Item
                name="todo"
                valuePropName="checked"
                getValueProps={(v) => ({ checked: v === '1' })}
                normalize={(v) => (v ? '1' : undefined)}
              >
                <Checkbox data-testid="review-todo">{ts('todoOnly')}</Checkbox>
              </Form.Item>
            </>
          ),
        }}
      </ClaimFilters>
      <ListTable<ClaimRow>
        {...list.tableProps}
        size="middle"
        data-testid="review-table"
        columns={[
          c.className,
          c.institution,
          c.status,
          c.region,
          c.students,
          c.total,
          c.publicity,
          c.submittedAt,
          c.open,
        ]}
      />
      {open !== null && <ReviewDrawer id={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
