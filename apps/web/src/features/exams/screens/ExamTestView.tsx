// Back-office view 'train/examTest' (考试安排): the tests of the classes the caller sees (paged by the server), publish
// one (class, a paper of the class's course, theory or completion, window, leaves allowed), withdraw one nobody took;
// a completion test shows its link and a printable card with its 180 x 180 px QR code.
import type { TestInput, TestRow } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Modal, Radio, Select, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { classesQuery } from '@/api/classes/listClasses';
import { testsQuery } from '@/api/exams/results';
import { useCreateTest, usePapersOfCourse, useWithdrawTest } from '@/api/exams/tests';
import { useConfirmAction } from '@/components/admin/confirm';
import { FormModal } from '@/components/admin/FormDialogs';
import { useFormDialog } from '@/components/admin/useFormDialog';
import '../i18n';
import { ListTable } from '@/components/admin/ListTable';
import { QrCode } from '@/components/QrCode';
import { formatDateTime } from '@/utils/time';

const PAGE_SIZE = 10;
/** QR codes are 180 by 180 px. */
const QR_SIZE = 180;

type Values = Omit<TestInput, 'min_hours'>;

/** ISO time <-> the value of an <input type="datetime-local"> in the browser's time zone. */
const toLocal = (ms: number) => {
  const d = new Date(ms);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const toIso = (local: string) => (local ? new Date(local).toISOString() : '');

export const completionLink = (code: string) =>
  `${window.location.origin}/completionTest?code=${encodeURIComponent(code)}`;

export default function TrainExamTestView() {
  const { t } = useTranslation('exams');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const tests = useQuery(testsQuery({ page, size: PAGE_SIZE }));
  const create = useCreateTest();
  const withdraw = useWithdrawTest();
  const confirm = useConfirmAction();
  const [qrOf, setQrOf] = useState<TestRow | null>(null);
  const dialog = useFormDialog<TestRow, Values>({
    initialValues: { kind: 'completion', max_leaves: 3 },
    save: (v) =>
      create.mutateAsync({
        ...v,
        opens_at: toIso(v.opens_at),
        closes_at: toIso(v.closes_at),
        max_leaves: v.max_leaves ?? 0,
        min_hours: 0,
      }),
    fieldErrors: { known: ['class_id', 'paper_id', 'kind', 'opens_at', 'closes_at', 'max_leaves'] },
  });
  const copy = async (code: string) => {
    await navigator.clipboard?.writeText(completionLink(code));
    void message.success(t('copied'));
  };
  return (
    <Card
      title={tc('views.train/examTest')}
      data-view="train/examTest"
      extra={
        <Space wrap>
          <Link to="/train/testResult">{tc('views.train/testResult')}</Link>
          <Button
            type="primary"
            data-testid="publish-test"
            onClick={() => {
              const now = Date.now();
              dialog.openCreate({ opens_at: toLocal(now), closes_at: toLocal(now + 7 * 86_400_000) });
            }}
          >
            {t('publish')}
          </Button>
        </Space>
      }
    >
      <ListTable<TestRow>
        query={tests}
        rowKey="id"
        size="small"
        loading={tests.isPending}
        dataSource={tests.data?.list ?? []}
        locale={{ emptyText: t('noTestsStaff') }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: tests.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('class'), dataIndex: 'class_name', ellipsis: true },
          { title: t('paper'), dataIndex: 'paper_name', ellipsis: true },
          {
            title: t('kind'),
            dataIndex: 'kind',
            width: 100,
            render: (k: TestRow['kind']) => (
              <Tag color={k === 'completion' ? 'blue' : 'default'}>{t(`kinds.${k}`)}</Tag>
            ),
          },
          {
            title: t('window'),
            key: 'window',
            width: 190,
            render: (_, r) => (
              <span>
                {formatDateTime(r.opens_at)}
                <br />~ {formatDateTime(r.closes_at)}
              </span>
            ),
          },
          { title: t('attemptsCount'), dataIndex: 'attempts', width: 90 },
          {
            title: tc('common.actions'),
            key: 'actions',
            width: 250,
            render: (_, r) => (
              <Space size={0} wrap>
                {r.code && (
                  <>
                    <Button type="link" size="small" onClick={() => void copy(r.code ?? '')}>
                      {t('copyLink')}
                    </Button>
                    <Button type="link" size="small" data-testid={`qr-${r.id}`} onClick={() => setQrOf(r)}>
                      {t('printQr')}
                    </Button>
                  </>
                )}
                <Button
                  type="link"
                  size="small"
                  danger
                  disabled={r.attempts > 0}
                  title={r.attempts > 0 ? t('hasAttempts') : undefined}
                  onClick={() =>
                    confirm({
                      title: t('withdraw'),
                      content: t('withdrawConfirm'),
                      okText: t('withdraw'),
                      action: () => withdraw.mutateAsync(r.id),
                    })
                  }
                >
                  {t('withdraw')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <PublishForm dialog={dialog} />
      <QrCard test={qrOf} onClose={() => setQrOf(null)} />
    </Card>
  );
}

function PublishForm({ dialog }: { dialog: ReturnType<typeof useFormDialog<TestRow, Values>> }) {
  const { t } = useTranslation('exams');
  const classes = useQuery(classesQuery({ page: 1, size: 100 }));
  const open = (classes.data?.list ?? []).filter((c) => c.status === 'approved' || c.status === 'running');
  const classId = Form.useWatch('class_id', dialog.form);
  const courseId = open.find((c) => c.id === classId)?.course_id ?? null;
  const papers = usePapersOfCourse(courseId);
  const required = (message: string) => [{ required: true, message }];
  return (
    <FormModal dialog={dialog} title={t('publish')} submitTestId="test-save" formTestId="test-form">
      <Form.Item name="class_id" label={t('class')} rules={required(t('required.class'))}>
        <Select
          showSearch
          optionFilterProp="label"
          placeholder={t('chooseClass')}
          loading={classes.isPending}
          options={open.map((c) => ({ value: c.id, label: `${c.name}（${c.course_name}）` }))}
          onChange={() => dialog.form.setFieldValue('paper_id', undefined)}
          data-testid="test-class"
        />
      </Form.Item>
      <Form.Item name="paper_id" label={t('paper')} rules={required(t('required.paper'))}>
        <Select
          placeholder={t('choosePaper')}
          disabled={courseId === null}
          loading={papers.isFetching}
          options={(papers.data ?? []).map((p) => ({
            value: p.id,
            label: `${p.name}（${p.total_score} / ${p.pass_score}）`,
          }))}
          data-testid="test-paper"
        />
      </Form.Item>
      <Form.Item name="kind" label={t('kind')}>
        <Radio.Group options={(['completion', 'theory'] as const).map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
      </Form.Item>
      <Space wrap style={{ width: '100%' }}>
        <Form.Item name="opens_at" label={t('opensAt')} rules={required(t('required.time'))}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="closes_at" label={t('closesAt')} rules={required(t('required.time'))}>
          <Input type="datetime-local" />
        </Form.Item>
      </Space>
      <Form.Item name="max_leaves" label={t('maxLeaves')} extra={t('maxLeavesHint')}>
        <InputNumber min={0} max={100} precision={0} />
      </Form.Item>
    </FormModal>
  );
}

/** The printable card: the test, its window, the QR code (180 px) and the link, printed from a window of its own. */
function QrCard({ test, onClose }: { test: TestRow | null; onClose(): void }) {
  const { t } = useTranslation('exams');
  const card = useRef<HTMLDivElement>(null);
  const link = test?.code ? completionLink(test.code) : '';
  const print = () => {
    const html = card.current?.outerHTML;
    const win = window.open('', '_blank', 'width=480,height=640');
    if (!html || !win) return;
    win.document.title = t('qrTitle');
    win.document.body.innerHTML = html;
    win.document.body.style.margin = '24px';
    win.focus();
    win.print();
  };
  return (
    <Modal
      open={test !== null}
      title={t('qrTitle')}
      onCancel={onClose}
      destroyOnHidden
      width={420}
      footer={
        <Button type="primary" onClick={print} data-testid="print-qr">
          {t('print')}
        </Button>
      }
    >
      {test && (
        <div
          ref={card}
          data-testid="qr-card"
          style={{
            border: '1px solid #d9d9d9',
            borderRadius: 8,
            padding: 20,
            textAlign: 'center',
            fontFamily: 'sans-serif',
            color: '#262626',
          }}
        >
          <div style={{ fontSize: 18, fontWeight: 600, marginBottom: 4 }}>{test.paper_name}</div>
          <div style={{ marginBottom: 4 }}>{test.class_name}</div>
          <div style={{ fontSize: 13, color: '#595959', marginBottom: 12 }}>
            {formatDateTime(test.opens_at)} ~ {formatDateTime(test.closes_at)}
          </div>
          <QrCode value={link} size={QR_SIZE} alt={t('qrTitle')} />
          <div style={{ fontSize: 13, margin: '12px 0 4px' }}>{t('scanToTest')}</div>
          <Typography.Text style={{ fontSize: 12, wordBreak: 'break-all' }} copyable={{ text: link }}>
            {link}
          </Typography.Text>
        </div>
      )}
    </Modal>
  );
}
