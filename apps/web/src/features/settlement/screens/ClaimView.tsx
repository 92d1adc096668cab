// Back-office view 'settlement/claim' (teacher): the institution's subsidy claims; a draft for a finished class (its
// roster with amounts, reasons and duplicates), scans uploaded, submission, the timeline; and the follow-up service
// (this month's to-do and the contacts recorded).
import { type ClaimRow, UPLOADED_DOCUMENT_KINDS } from '@etp/contracts';
import { App, Button, Card, Drawer, Modal, Select, Space, Tabs, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanySettlement } from '@/api/settlement/companySettlement';
import { useCreateClaim } from '@/api/settlement/createClaim';
import { useClaim } from '@/api/settlement/getClaim';
import type { ClaimListParams } from '@/api/settlement/keys';
import { useClaimable } from '@/api/settlement/listClaimable';
import { myClaimsQuery } from '@/api/settlement/listClaims';
import { useRemoveClaimDocument } from '@/api/settlement/removeDocument';
import { useSubmitClaim } from '@/api/settlement/submitClaim';
import { uploadClaimDocument } from '@/api/settlement/uploadDocument';
import { useConfirmAction } from '@/components/admin/confirm';
import { ListTable } from '@/components/admin/ListTable';
import { type FilterName, useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { useApp } from '@/stores/app';
import { formatDay } from '@/utils/time';
import { ClaimDetail, testId } from '../ClaimDetail';
import { ClaimFilters, useClaimColumns } from '../ClaimList';
import { FollowupPanel } from '../FollowupPanel';
import { SETTLEMENT_NS } from '../i18n';

const FILTERS: readonly FilterName<ClaimListParams>[] = ['keyword', 'status'];

function NewClaimModal({
  open,
  onClose,
  onMade,
}: {
  open: boolean;
  onClose: () => void;
  onMade: (id: number) => void;
}) {
  const { t } = useTranslation(SETTLEMENT_NS);
  const classes = useClaimable(open);
  const create = useCreateClaim();
  const [classId, setClassId] = useState<number | null>(null);
  return (
    <Modal
      open={open}
      title={t('newClaim')}
      onCancel={onClose}
      okText={t('create')}
      okButtonProps={{ disabled: !classId, loading: create.isPending, ...testId('claim-create-ok') }}
      onOk={() => {
        if (!classId) return;
        create.mutateAsync(classId).then(
          (claim) => {
            setClassId(null);
            onMade(claim.id);
          },
          () => undefined,
        );
      }}
      destroyOnHidden
    >
      <Select
        style={{ width: '100%' }}
        placeholder={t('chooseClass')}
        loading={classes.isLoading}
        value={classId ?? undefined}
        onChange={setClassId}
        notFoundContent={t('noClaimable')}
        data-testid="claim-class"
        options={(classes.data ?? []).map((c) => ({
          value: c.id,
          label: `${c.name}（${formatDay(c.end_date)}）`,
        }))}
      />
    </Modal>
  );
}

function ClaimDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation(SETTLEMENT_NS);
  const { message, modal } = App.useApp();
  const mobile = useApp((s) => s.device === 'mobile');
  const claim = useClaim('f', id);
  const submit = useSubmitClaim();
  const removeDocument = useRemoveClaimDocument();
  const confirm = useConfirmAction();
  const [kind, setKind] = useState<(typeof UPLOADED_DOCUMENT_KINDS)[number]>('sign_in');
  const data = claim.data;
  const uploads = data?.can.upload ? (
    <Space wrap style={{ marginTop: 8 }}>
      <Select
        value={kind}
        onChange={setKind}
        style={{ width: 160 }}
        options={UPLOADED_DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`docKind.${k}`) }))}
      />
      <Upload
        accept="application/pdf,image/jpeg,image/png"
        showUploadList={false}
        beforeUpload={(file) => {
          uploadClaimDocument(id, kind, file).then(
            () => claim.refetch(),
            () => undefined,
          );
          return false;
        }}
      >
        <Button data-testid="claim-upload">{t('upload')}</Button>
      </Upload>
    </Space>
  ) : null;
  return (
    <Drawer
      open
      onClose={onClose}
      size={mobile ? '100%' : 980}
      title={data ? data.class_name : t('detail')}
      data-testid="claim-drawer"
      extra={
        data?.can.submit && (
          <Button
            type="primary"
            data-testid="claim-submit"
            loading={submit.isPending}
            onClick={() =>
              modal.confirm({
                title: t('submit'),
                content: t('submitConfirm'),
                okButtonProps: { ...testId('confirm-ok') },
                onOk: () =>
                  submit.mutateAsync(id).then(
                    () => void message.success(t('status.area_review')),
                    () => undefined,
                  ),
              })
            }
          >
            {t('submit')}
          </Button>
        )
      }
    >
      {data && (
        <ClaimDetail
          claim={data}
          uploads={uploads}
          onRemove={
            data.can.upload
              ? (doc) =>
                  confirm({
                    content: t('removeDocumentConfirm', { name: doc.name }),
                    done: t('documentRemoved'),
                    action: () => removeDocument.mutateAsync({ id, documentId: doc.id }),
                  })
              : undefined
          }
        />
      )}
    </Drawer>
  );
}

function AccountCard() {
  const { t } = useTranslation(SETTLEMENT_NS);
  const company = useCompanySettlement();
  const c = company.data;
  if (!c) return null;
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="settlement-account">
      <Space wrap size="large">
        <span>
          {t('contact')}：{c.settlement_contact || '—'} {c.settlement_phone}
        </span>
        <span>
          {t('account')}：{c.account.account_name || '—'} {c.account.bank_name} {c.account.account_no}
        </span>
      </Space>
    </Card>
  );
}

function ClaimList() {
  const { t } = useTranslation(SETTLEMENT_NS);
  const list = useAdminList(myClaimsQuery, { filters: FILTERS });
  const filters = useFilterForm(list);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const c = useClaimColumns('claim', setOpen);
  return (
    <>
      <AccountCard />
      <ClaimFilters filters={filters} prefix="claim">
        {{
          after: (
            <Button type="primary" onClick={() => setCreating(true)} data-testid="claim-new">
              {t('newClaim')}
            </Button>
          ),
        }}
      </ClaimFilters>
      <ListTable<ClaimRow>
        {...list.tableProps}
        size="middle"
        data-testid="claim-table"
        columns={[c.className, c.status, c.endDate, c.students, c.total, c.submittedAt, c.open]}
      />
      <NewClaimModal
        open={creating}
        onClose={() => setCreating(false)}
        onMade={(id) => {
          setCreating(false);
          setOpen(id);
        }}
      />
      {open !== null && <ClaimDrawer id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

export default function SettlementClaimView() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(SETTLEMENT_NS);
  return (
    <Card title={t('views.settlement/claim')} data-view="settlement/claim">
      <Tabs
        defaultActiveKey={window.location.hash === '#followup' ? 'followup' : 'claims'}
        items={[
          { key: 'claims', label: ts('claims'), children: <ClaimList /> },
          { key: 'followup', label: ts('followup'), children: <FollowupPanel /> },
        ]}
      />
    </Card>
  );
}
