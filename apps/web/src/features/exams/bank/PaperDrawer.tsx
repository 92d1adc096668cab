// Create or edit a paper: its course and name, fixed (questions picked from the course's bank, each with a score) or
// drawn (rules: type, difficulty, chapters, count, score), pass score, duration, attempts and shuffling. The total is
// the server's (shown for a saved paper); the server also checks the pass score against it and the rules against
// the bank.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DIFFICULTIES,
  MAX_PAGE_SIZE,
  PAPER_MODES,
  type PaperInput,
  type PaperRow,
  QUESTION_TYPES,
} from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deletePaper, savePaper } from '@/api/exams/papers';
import { questionsQuery, useBankChange } from '@/api/exams/questions';
import { FormDrawer } from '@/components/admin/FormDialogs';
import { useFormDialog } from '@/components/admin/useFormDialog';
import { stemText, useChapterOptions, useCourseOptions } from './courses';
import './i18n';

type PaperValues = Omit<PaperInput, 'shuffle_questions' | 'shuffle_options' | 'course_id'> & {
  course_id?: number;
  shuffle_questions: boolean;
  shuffle_options: boolean;
};

export function usePaperDialog() {
  const save = useBankChange(savePaper);
  return useFormDialog<PaperRow, PaperValues>({
    initialValues: {
      mode: 'fixed',
      items: [],
      rules: [],
      pass_score: 60,
      duration_minutes: 60,
      attempts_allowed: 1,
      shuffle_questions: false,
      shuffle_options: false,
    },
    toValues: (row) => ({
      course_id: row.course_id,
      name: row.name,
      mode: row.mode,
      items: row.items,
      rules: row.rules,
      pass_score: row.pass_score,
      duration_minutes: row.duration_minutes,
      attempts_allowed: row.attempts_allowed,
      shuffle_questions: row.shuffle_questions === 1,
      shuffle_options: row.shuffle_options === 1,
    }),
    save: (v, row) =>
      save.mutateAsync({
        id: row?.id,
        course_id: Number(v.course_id),
        name: v.name,
        mode: v.mode,
        items: v.mode === 'fixed' ? (v.items ?? []) : [],
        rules:
          v.mode === 'drawn'
            ? (v.rules ?? []).map((r) => ({ ...r, difficulty: r.difficulty ?? null, chapter_ids: r.chapter_ids ?? [] }))
            : [],
        pass_score: v.pass_score,
        duration_minutes: v.duration_minutes,
        attempts_allowed: v.attempts_allowed,
        shuffle_questions: v.shuffle_questions ? 1 : 0,
        shuffle_options: v.shuffle_options ? 1 : 0,
      }),
    fieldErrors: {
      known: ['course_id', 'name', 'mode', 'items', 'rules', 'pass_score', 'duration_minutes', 'attempts_allowed'],
    },
  });
}

export const useDeletePaper = () => useBankChange(deletePaper);

export function PaperDrawer({ dialog }: { dialog: ReturnType<typeof usePaperDialog> }) {
  const { t } = useTranslation('bank');
  const courses = useCourseOptions();
  const row = dialog.editing;
  return (
    <FormDrawer
      dialog={dialog}
      title={row ? t('paper.editTitle', { name: row.name }) : t('paper.createTitle')}
      width={760}
      submitTestId="paper-save"
      formTestId="paper-form"
    >
      {row && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('paper.totalComputed', { total: row.total_score })}
          data-testid="paper-total"
        />
      )}
      <Form.Item
        name="name"
        label={t('paper.name')}
        rules={[{ required: true, whitespace: true, message: t('paper.name') }]}
      >
        <Input maxLength={100} data-testid="paper-name" />
      </Form.Item>
      <Space wrap size="middle">
        <Form.Item name="course_id" label={t('course')} rules={[{ required: true, message: t('course') }]}>
          <Select
            style={{ width: 260 }}
            options={courses}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={() => dialog.form.setFieldsValue({ items: [], rules: [] })}
            data-testid="paper-course"
          />
        </Form.Item>
        <Form.Item name="mode" label={t('paper.mode')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            options={PAPER_MODES.map((m) => ({ value: m, label: t(`paper.modes.${m}`) }))}
          />
        </Form.Item>
      </Space>
      <Form.Item noStyle dependencies={['mode', 'course_id']}>
        {({ getFieldValue }) =>
          getFieldValue('course_id') ? (
            getFieldValue('mode') === 'drawn' ? (
              <RuleFields courseId={getFieldValue('course_id')} />
            ) : (
              <ItemFields courseId={getFieldValue('course_id')} />
            )
          ) : (
            <Alert type="warning" showIcon title={t('paper.chooseCourseFirst')} style={{ marginBottom: 16 }} />
          )
        }
      </Form.Item>
      <Space wrap size="middle">
        <Form.Item name="pass_score" label={t('paper.passScore')} rules={[{ required: true }]}>
          <InputNumber min={0} max={1000} data-testid="paper-pass" />
        </Form.Item>
        <Form.Item name="duration_minutes" label={t('paper.duration')} rules={[{ required: true }]}>
          <InputNumber min={1} max={600} addonAfter={t('paper.minutes')} />
        </Form.Item>
        <Form.Item name="attempts_allowed" label={t('paper.attempts')} rules={[{ required: true }]}>
          <InputNumber min={1} max={10} />
        </Form.Item>
        <Form.Item name="shuffle_questions" label={t('paper.shuffleQuestions')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="shuffle_options" label={t('paper.shuffleOptions')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
    </FormDrawer>
  );
}

/** Fixed papers: each item a question of the course (searched by keyword) and its score. */
function ItemFields({ courseId }: { courseId: number }) {
  const { t } = useTranslation('bank');
  const [keyword, setKeyword] = useState('');
  const base = { page: 1, size: MAX_PAGE_SIZE, course_id: String(courseId) };
  const all = useQuery(questionsQuery(base));
  const found = useQuery({ ...questionsQuery({ ...base, keyword }), enabled: keyword.trim() !== '' });
  const seen = new Map<number, string>();
  for (const q of [...(found.data?.list ?? []), ...(all.data?.list ?? [])])
    if (!seen.has(q.id)) seen.set(q.id, `[${t(`types.${q.type}`)}] ${stemText(q.stem, 60)}`);
  const options = [...seen].map(([value, label]) => ({ value, label }));
  return (
    <Form.Item label={t('paper.items')} required>
      <Form.List name="items">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {fields.map((field, i) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item
                  name={[field.name, 'question_id']}
                  rules={[{ required: true, message: t('paper.pickQuestion') }]}
                  style={{ marginBottom: 0 }}
                >
                  <Select
                    style={{ width: 480, maxWidth: '70vw' }}
                    showSearch={{ filterOption: false, onSearch: setKeyword }}
                    placeholder={t('paper.pickQuestion')}
                    options={options}
                    data-testid={`paper-item-${i}`}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'score']} rules={[{ required: true }]} style={{ marginBottom: 0 }}>
                  <InputNumber min={1} max={1000} addonAfter={t('paper.score')} style={{ width: 130 }} />
                </Form.Item>
                <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
              </Space>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add({ score: 2 })} data-testid="paper-add-item">
              {t('paper.addItem')}
            </Button>
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** Drawn papers: rules of type, difficulty (any), chapters (any), how many and the score of each. */
function RuleFields({ courseId }: { courseId: number }) {
  const { t } = useTranslation('bank');
  const chapters = useChapterOptions(courseId);
  return (
    <Form.Item label={t('paper.rules')} required>
      <Form.List name="rules">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {fields.map((field, i) => (
              <Space key={field.key} align="baseline" wrap data-testid={`paper-rule-${i}`}>
                <Form.Item
                  name={[field.name, 'type']}
                  rules={[{ required: true, message: t('type') }]}
                  style={{ marginBottom: 0 }}
                >
                  <Select
                    style={{ width: 120 }}
                    placeholder={t('type')}
                    options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'difficulty']} style={{ marginBottom: 0 }}>
                  <Select
                    style={{ width: 110 }}
                    allowClear
                    placeholder={t('anyDifficulty')}
                    options={DIFFICULTIES.map((d) => ({ value: d, label: t(`difficulties.${d}`) }))}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'chapter_ids']} style={{ marginBottom: 0 }}>
                  <Select
                    mode="multiple"
                    style={{ width: 200 }}
                    allowClear
                    placeholder={t('allChapters')}
                    options={chapters}
                    maxTagCount="responsive"
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'count']}
                  rules={[{ required: true, message: t('paper.count') }]}
                  style={{ marginBottom: 0 }}
                >
                  <InputNumber min={1} max={200} addonAfter={t('paper.count')} style={{ width: 150 }} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'score']}
                  rules={[{ required: true, message: t('paper.score') }]}
                  style={{ marginBottom: 0 }}
                >
                  <InputNumber min={1} max={1000} addonAfter={t('paper.score')} style={{ width: 120 }} />
                </Form.Item>
                <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
              </Space>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ type: 'single', difficulty: null, chapter_ids: [], count: 5, score: 2 })}
              data-testid="paper-add-rule"
            >
              {t('paper.addRule')}
            </Button>
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}
