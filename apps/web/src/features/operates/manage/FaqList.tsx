// The FAQ entries the smart-service chat answers from: question, answer, extra keywords, order and published.
import { PlusOutlined } from '@ant-design/icons';
import type { AdminFaq, FaqInput } from '@etp/contracts';
import { Button, Form, Input, InputNumber, Space, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteFaq } from '@/api/operates/deleteFaq';
import { faqsQuery } from '@/api/operates/listFaqs';
import { useSaveFaq } from '@/api/operates/saveFaq';
import { FormModal } from '@/components/admin/FormDialogs';
import { formatTime } from '@/components/admin/format';
import { ListTable } from '@/components/admin/ListTable';
import { RowActions, useRowActions } from '@/components/admin/RowActions';
import { useAdminList } from '@/components/admin/useAdminList';
import { useFormDialog } from '@/components/admin/useFormDialog';

function useFaqDialog() {
  const save = useSaveFaq();
  return useFormDialog<AdminFaq, FaqInput>({
    initialValues: { question: '', answer: '', keywords: '', order_num: 0, published: true },
    toValues: ({ question, answer, keywords, order_num, published }) => ({
      question,
      answer,
      keywords,
      order_num,
      published,
    }),
    save: (values, faq) => save.mutateAsync({ ...values, id: faq?.id }),
    fieldErrors: { known: ['question', 'answer', 'keywords', 'order_num', 'published'] },
  });
}

export function FaqList() {
  const { t } = useTranslation(['operates', 'admin'], { nsMode: 'fallback' });
  const list = useAdminList(faqsQuery, { scope: 'faq' });
  const remove = useDeleteFaq();
  const actions = useRowActions();
  const dialog = useFaqDialog();
  return (
    <>
      <p>{t('operate.faqIntro')}</p>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.openCreate()} data-testid="faq-new">
          {t('create')}
        </Button>
      </Space>
      <ListTable<AdminFaq>
        {...list.tableProps}
        size="middle"
        locale={{ emptyText: t('empty') }}
        columns={[
          { title: t('operate.faqQuestion'), dataIndex: 'question', width: 220 },
          { title: t('operate.faqAnswer'), dataIndex: 'answer', ellipsis: true, width: 320 },
          { title: t('operate.faqKeywords'), dataIndex: 'keywords' },
          {
            title: t('operate.published'),
            dataIndex: 'published',
            render: (on: boolean) =>
              on ? <Tag color="green">{t('operate.isPublished')}</Tag> : <Tag>{t('operate.draft')}</Tag>,
          },
          { title: t('operate.editTimeColumn'), dataIndex: 'updated_at', render: (v: string) => formatTime(v) },
          {
            title: t('actions'),
            key: 'actions',
            render: (_, row) => (
              <RowActions
                actions={[
                  actions.edit(() => dialog.openEdit(row)),
                  actions.remove(row.question, () => remove.mutateAsync(row.id)),
                ]}
              />
            ),
          },
        ]}
      />
      <FormModal
        dialog={dialog}
        title={dialog.editing ? t('operate.editFaq') : t('operate.createFaq')}
        width={640}
        submitTestId="faq-submit"
      >
        <Form.Item
          name="question"
          label={t('operate.faqQuestion')}
          rules={[{ required: true, whitespace: true, message: t('operate.faqQuestionRequired') }]}
        >
          <Input maxLength={200} data-testid="faq-question" />
        </Form.Item>
        <Form.Item
          name="answer"
          label={t('operate.faqAnswer')}
          rules={[{ required: true, whitespace: true, message: t('operate.faqAnswerRequired') }]}
        >
          <Input.TextArea rows={4} maxLength={2000} data-testid="faq-answer" />
        </Form.Item>
        <Form.Item name="keywords" label={t('operate.faqKeywords')} extra={t('operate.faqKeywordsHint')}>
          <Input maxLength={200} data-testid="faq-keywords" />
        </Form.Item>
        <Form.Item name="order_num" label={t('operate.faqOrder')}>
          <InputNumber min={0} max={100000} precision={0} />
        </Form.Item>
        <Form.Item name="published" label={t('operate.published')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </FormModal>
    </>
  );
}
