// Back-office view 'survey/list' (活动管理 > 问卷调查): surveys in the caller's scope; build, preview, publish,
// close, QR code and link, results with charts, delete (only unanswered ones).
import { PlusOutlined } from '@ant-design/icons';
import {
  type AdminSurveyRow,
  SURVEY_STATUSES,
  type SurveyStatus,
  surveyLinkPath,
  surveyQrcodePath,
} from '@etp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteSurvey } from '@/api/surveys/deleteSurvey';
import { surveyQuery } from '@/api/surveys/getSurvey';
import { surveysQuery } from '@/api/surveys/listSurveys';
import { useSetSurveyState } from '@/api/surveys/setSurveyState';
import { useConfirmAction } from '@/components/admin/confirm';
import { ChoiceFilter, KeywordFilter } from '@/components/admin/FilterFields';
import { formatTime } from '@/components/admin/format';
import { ListTable } from '@/components/admin/ListTable';
import { RowActions, useRowActions } from '@/components/admin/RowActions';
import { useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { SURVEY_ADMIN_NS } from '../i18n';
import { SurveyBuilder, useSurveyDialog } from '../manage/SurveyBuilder';
import { SurveyResultsDrawer } from '../results/SurveyResults';

const STATUS_COLORS: Record<SurveyStatus, string | undefined> = {
  draft: undefined,
  published: 'green',
  closed: 'default',
};

const openInNewTab = (path: string) => window.open(path, '_blank', 'noopener');

export default function SurveyListView() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(SURVEY_ADMIN_NS);
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useAdminList(surveysQuery, { filters: ['keyword', 'status'] });
  const filters = useFilterForm(list);
  const dialog = useSurveyDialog();
  const setState = useSetSurveyState();
  const remove = useDeleteSurvey();
  const confirm = useConfirmAction();
  const actions = useRowActions();
  const [results, setResults] = useState<AdminSurveyRow | null>(null);

  const edit = async (row: AdminSurveyRow) => {
    const full = await client.fetchQuery({ ...surveyQuery(row.id), staleTime: 0 });
    dialog.openEdit(full);
  };
  const copyLink = async (row: AdminSurveyRow) => {
    await navigator.clipboard.writeText(new URL(surveyLinkPath(row.id), window.location.origin).toString());
    void message.success(ts('copied'));
  };

  return (
    <Card title={t('views.survey/list')} data-view="survey/list">
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Form {...filters.formProps} layout="inline" className="admin-filters">
          <KeywordFilter placeholder={ts('keyword')} width={180} />
          <ChoiceFilter
            name="status"
            placeholder={ts('status')}
            width={120}
            options={SURVEY_STATUSES.map((s) => ({ value: s, label: ts(`statuses.${s}`) }))}
          />
          <Form.Item>
            <Button htmlType="submit">{ts('search')}</Button>
          </Form.Item>
        </Form>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.openCreate()} data-testid="survey-new">
          {ts('create')}
        </Button>
      </Space>
      <ListTable<AdminSurveyRow>
        {...list.tableProps}
        size="middle"
        locale={{ emptyText: ts('empty') }}
        data-testid="survey-list"
        columns={[
          { title: ts('title'), dataIndex: 'title', ellipsis: true },
          {
            title: ts('status'),
            dataIndex: 'status',
            width: 90,
            render: (s: SurveyStatus) => <Tag color={STATUS_COLORS[s]}>{ts(`statuses.${s}`)}</Tag>,
          },
          { title: ts('questionCount'), dataIndex: 'question_count', width: 70, align: 'right' },
          {
            title: ts('responses'),
            dataIndex: 'responses',
            width: 80,
            align: 'right',
            render: (n: number, row) => <span data-testid={`survey-responses-${row.id}`}>{n}</span>,
          },
          {
            title: `${ts('opensAt')} / ${ts('closesAt')}`,
            key: 'window',
            width: 180,
            render: (_, row) => (
              <span>
                {formatTime(row.opens_at) || '-'}
                <br />
                {formatTime(row.closes_at) || '-'}
              </span>
            ),
          },
          { title: ts('region'), dataIndex: 'region_name', width: 110, render: (r: string) => r || '-' },
          { title: ts('author'), dataIndex: 'author_name', width: 90 },
          {
            title: ts('actions'),
            key: 'actions',
            width: 300,
            render: (_, row) => (
              <RowActions
                actions={[
                  actions.edit(() => void edit(row).catch(() => undefined), { testId: `survey-edit-${row.id}` }),
                  {
                    key: 'preview',
                    label: ts('preview'),
                    onClick: () => openInNewTab(`${surveyLinkPath(row.id)}&preview=1`),
                  },
                  row.status === 'draft' && {
                    key: 'publish',
                    label: ts('publish'),
                    testId: `survey-publish-${row.id}`,
                    onClick: () =>
                      void setState.mutateAsync({ id: row.id, to: 'publish' }).then(
                        () => message.success(ts('published')),
                        () => undefined,
                      ),
                  },
                  row.status === 'published' && {
                    key: 'close',
                    label: ts('close'),
                    onClick: () =>
                      confirm({
                        title: ts('close'),
                        content: ts('closeConfirm', { title: row.title }),
                        okText: ts('close'),
                        done: ts('closed'),
                        action: () => setState.mutateAsync({ id: row.id, to: 'close' }),
                      }),
                  },
                  row.status !== 'draft' && {
                    key: 'qrcode',
                    label: ts('qrcode'),
                    onClick: () => openInNewTab(surveyQrcodePath(row.id)),
                  },
                  row.status !== 'draft' && {
                    key: 'link',
                    label: ts('copyLink'),
                    onClick: () => void copyLink(row).catch(() => undefined),
                  },
                  {
                    key: 'results',
                    label: ts('results'),
                    testId: `survey-results-${row.id}`,
                    onClick: () => setResults(row),
                  },
                  row.responses === 0 && actions.remove(row.title, () => remove.mutateAsync(row.id)),
                ]}
              />
            ),
          },
        ]}
      />
      <SurveyBuilder dialog={dialog} />
      <SurveyResultsDrawer survey={results} onClose={() => setResults(null)} />
    </Card>
  );
}
