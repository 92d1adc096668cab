// A competition's registrations (ID numbers and phones masked) and its judging: a result per registration and
// stage one by one, results imported from a spreadsheet (refused rows listed), and each stage's results published
// or withdrawn.
import { UploadOutlined } from '@ant-design/icons';
import {
  type CompetitionAdminListItem,
  JUDGED_STAGE_KINDS,
  RECORD_MASK,
  RESULT_OUTCOMES,
  type RegistrationAdminItem,
  type ResultImportReport,
} from '@etp/contracts';
import { Alert, App, Button, Drawer, Form, Input, InputNumber, Modal, Select, Space, Tag, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportRegistrations } from '@/api/competitions/exportRegistrations';
import { useCompetition } from '@/api/competitions/getCompetition';
import { downloadResultsTemplate, useImportResults } from '@/api/competitions/importResults';
import { type RegistrationListParams, registrationsQuery } from '@/api/competitions/listRegistrations';
import { usePublishStage } from '@/api/competitions/publishStage';
import { useSaveResult } from '@/api/competitions/saveResult';
import { RequestError } from '@/api/http';
import { ExportButton } from '@/components/admin/ExportButton';
import { ListTable } from '@/components/admin/ListTable';
import { useAdminList } from '@/components/admin/useAdminList';
import { COMPETITION_NS } from '../i18n';

interface JudgeValues {
  stage_id?: number;
  outcome?: 'advance' | 'eliminated';
  score?: number | null;
  award?: string;
}

function JudgeModal({
  competitionId,
  stages,
  row,
  onClose,
}: {
  competitionId: number;
  stages: { id: number; kind: string }[];
  row: RegistrationAdminItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(COMPETITION_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<JudgeValues>();
  const save = useSaveResult();
  const submit = async () => {
    const values = await form.validateFields();
    if (!row || !values.stage_id || !values.outcome) return;
    await save.mutateAsync({
      id: competitionId,
      body: {
        registration_id: row.id,
        stage_id: values.stage_id,
        outcome: values.outcome,
        score: values.score ?? null,
        award: values.award ?? '',
      },
    });
    void message.success(t('admin.results'));
    onClose();
  };
  return (
    <Modal
      open={Boolean(row)}
      title={row ? t('admin.judgeTitle', { project: row.project_name }) : ''}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'judge-save' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} data-testid="judge-form">
        <Form.Item name="stage_id" label={t('admin.stage')} rules={[{ required: true }]}>
          <Select
            data-testid="judge-stage"
            options={stages.map((s) => ({ value: s.id, label: t(`stage.${s.kind}`) }))}
          />
        </Form.Item>
        <Form.Item name="outcome" label={t('admin.outcome')} rules={[{ required: true }]}>
          <Select
            data-testid="judge-outcome"
            options={RESULT_OUTCOMES.map((o) => ({ value: o, label: t(`outcome.${o}`) }))}
          />
        </Form.Item>
        <Form.Item name="score" label={t('admin.score')}>
          <InputNumber min={0} max={100} step={0.5} style={{ width: 160 }} data-testid="judge-score" />
        </Form.Item>
        <Form.Item name="award" label={t('admin.award')}>
          <Input maxLength={50} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function RegistrationsDrawer({
  competition,
  onClose,
}: {
  competition: CompetitionAdminListItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(COMPETITION_NS);
  const { message } = App.useApp();
  const id = competition?.id ?? 0;
  const detail = useCompetition(id);
  const stages = (detail.data?.stages ?? competition?.stages ?? []).filter((s) =>
    (JUDGED_STAGE_KINDS as readonly string[]).includes(s.kind),
  );
  const list = useAdminList((params: RegistrationListParams) => registrationsQuery(id, params), {
    scope: 'reg',
    filters: ['keyword', 'track_id'],
  });
  const publish = usePublishStage();
  const importer = useImportResults();
  const [report, setReport] = useState<ResultImportReport | null>(null);
  const [judging, setJudging] = useState<RegistrationAdminItem | null>(null);

  const upload = async (file: File) => {
    setReport(null);
    try {
      const answer = await importer.mutateAsync({ id, file });
      void message.success(answer.msg);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      const refused = (error.data as ResultImportReport | null)?.refused;
      if (refused?.length) setReport({ saved: 0, refused });
      else void message.error(error.message);
    }
  };

  const columns: ColumnsType<RegistrationAdminItem> = [
    { title: t('admin.number'), dataIndex: 'number', width: 150 },
    { title: t('admin.project'), dataIndex: 'project_name' },
    { title: t('tracks'), dataIndex: 'track_name', width: 120 },
    {
      title: t('admin.leader'),
      key: 'leader',
      render: (_, row) => (
        <span>
          {row.leader_name}
          <br />
          <span {...RECORD_MASK}>{row.leader_phone}</span>
          <br />
          <span {...RECORD_MASK}>{row.leader_id_card}</span>
        </span>
      ),
    },
    {
      title: t('admin.results'),
      key: 'results',
      render: (_, row) => (
        <Space size={4} wrap>
          {row.results.map((r) => (
            <Tag key={r.stage_id} color={r.outcome === 'advance' ? 'green' : 'red'}>
              {t(`stage.${r.kind}`)} {t(`outcome.${r.outcome}`)}
              {r.score !== null ? ` ${r.score}` : ''}
              {r.award ? ` ${r.award}` : ''}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: '',
      key: 'actions',
      width: 80,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setJudging(row)} data-testid={`judge-${row.number}`}>
          {t('admin.judge')}
        </Button>
      ),
    },
  ];

  return (
    <Drawer
      open={Boolean(competition)}
      onClose={onClose}
      title={competition ? t('admin.registrationsOf', { name: competition.name }) : ''}
      size="min(1100px, 100vw)"
      destroyOnHidden
      data-testid="registrations-drawer"
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap>
          {stages.map((stage) =>
            stage.results_published_at ? (
              <Button
                key={stage.id}
                onClick={() => void publish.mutateAsync({ id, stageId: stage.id, publish: false })}
                data-testid={`unpublish-stage-${stage.kind}`}
              >
                {t('admin.unpublishResults', { stage: t(`stage.${stage.kind}`) })}
              </Button>
            ) : (
              <Button
                key={stage.id}
                type="primary"
                ghost
                onClick={() =>
                  void publish
                    .mutateAsync({ id, stageId: stage.id, publish: true })
                    .then(() => message.success(t('admin.resultsPublished', { stage: t(`stage.${stage.kind}`) })))
                }
                data-testid={`publish-stage-${stage.kind}`}
              >
                {t('admin.publishResults', { stage: t(`stage.${stage.kind}`) })}
              </Button>
            ),
          )}
          <Upload
            accept=".xlsx"
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={importer.isPending}>
              {t('admin.import')}
            </Button>
          </Upload>
          <Button type="link" onClick={() => void downloadResultsTemplate(id)}>
            {t('admin.template')}
          </Button>
          <ExportButton run={() => exportRegistrations(id, list.params)} />
        </Space>
        {report && (
          <Alert
            type="error"
            showIcon
            title={t('admin.importRefused')}
            description={
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {report.refused.map((r) => (
                  <li key={`${r.row}-${r.number}`}>
                    {t('admin.row', { row: r.row })} {r.number}：{r.reason}
                  </li>
                ))}
              </ul>
            }
          />
        )}
        <Form
          layout="inline"
          onFinish={(values: { keyword?: string }) => list.applyFilters({ keyword: values.keyword ?? '' })}
        >
          <Form.Item name="keyword">
            <Input allowClear placeholder={t('admin.regKeyword')} aria-label={t('admin.regKeyword')} />
          </Form.Item>
          <Button htmlType="submit">{t('searchButton')}</Button>
        </Form>
        <ListTable<RegistrationAdminItem> {...list.tableProps} rowKey="id" columns={columns} />
      </Space>
      <JudgeModal competitionId={id} stages={stages} row={judging} onClose={() => setJudging(null)} />
    </Drawer>
  );
}
