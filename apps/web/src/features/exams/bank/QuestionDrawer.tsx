// Create or edit a question: course and chapter, type, difficulty, the rich-text stem, the key as the type wants it
// (options A-F with the correct ones; true/false; one answer per blank with `a|b` alternatives; a reference answer),
// and the analysis. The server checks the same rules (contracts questionInput) and names the field at fault.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DIFFICULTIES,
  optionLetter,
  QUESTION_TYPES,
  type QuestionInput,
  type QuestionRow,
  type QuestionType,
} from '@etp/contracts';
import { Button, Checkbox, Form, Input, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteQuestion, saveQuestion, useBankChange } from '@/api/exams/questions';
import { FormDrawer } from '@/components/admin/FormDialogs';
import { RichTextEditor } from '@/components/admin/RichTextEditor';
import { useFormDialog } from '@/components/admin/useFormDialog';
import { useChapterOptions, useCourseOptions } from './courses';
import './i18n';

/** Options A-F on the screen (the import takes the same). */
const OPTIONS_SHOWN = 6;
const STEM_TOOLS = [
  'bold',
  'italic',
  'underline',
  'bulletList',
  'orderedList',
  'image',
  'clear',
  'undo',
  'redo',
] as const;

interface QuestionValues {
  course_id?: number;
  chapter_id?: number | null;
  type: QuestionType;
  difficulty: number;
  stem: string;
  options: string[];
  /** The correct letters (multiple), the letter (single), 'T' / 'F' (judge). */
  answer?: string | string[];
  blanks: string[];
  reference: string;
  analysis: string;
}

const toInput = (v: QuestionValues): QuestionInput => {
  const choice = v.type === 'single' || v.type === 'multiple';
  const letters = Array.isArray(v.answer) ? v.answer : v.answer ? [v.answer] : [];
  return {
    course_id: Number(v.course_id),
    chapter_id: v.chapter_id ?? null,
    type: v.type,
    difficulty: v.difficulty,
    stem: v.stem ?? '',
    options: choice ? (v.options ?? []).map((o) => o ?? '') : [],
    answer:
      v.type === 'blank'
        ? (v.blanks ?? []).map((b) => (b ?? '').trim())
        : v.type === 'short'
          ? [(v.reference ?? '').trim()]
          : [...letters].sort(),
    analysis: v.analysis ?? '',
  };
};

export function useQuestionDialog() {
  const save = useBankChange(saveQuestion);
  return useFormDialog<QuestionRow, QuestionValues>({
    initialValues: {
      type: 'single',
      difficulty: 2,
      stem: '',
      options: ['', '', '', ''],
      blanks: [''],
      reference: '',
      analysis: '',
      chapter_id: null,
    },
    toValues: (row) => ({
      course_id: row.course_id,
      chapter_id: row.chapter_id,
      type: row.type,
      difficulty: row.difficulty,
      stem: row.stem,
      options: row.options.length ? row.options : ['', '', '', ''],
      answer: row.type === 'multiple' ? row.answer : row.answer[0],
      blanks: row.type === 'blank' ? row.answer : [''],
      reference: row.type === 'short' ? (row.answer[0] ?? '') : '',
      analysis: row.analysis,
    }),
    save: (values, row) => save.mutateAsync({ id: row?.id, ...toInput(values) }),
    fieldErrors: { known: ['course_id', 'chapter_id', 'type', 'difficulty', 'stem', 'options', 'answer', 'analysis'] },
  });
}

export const useDeleteQuestion = () => useBankChange(deleteQuestion);

export function QuestionDrawer({ dialog }: { dialog: ReturnType<typeof useQuestionDialog> }) {
  const { t } = useTranslation('bank');
  const courses = useCourseOptions();
  return (
    <FormDrawer
      dialog={dialog}
      title={dialog.editing ? t('question.editTitle') : t('question.createTitle')}
      width={720}
      submitTestId="question-save"
      formTestId="question-form"
    >
      <Space wrap size="middle" style={{ width: '100%' }}>
        <Form.Item name="course_id" label={t('course')} rules={[{ required: true, message: t('course') }]}>
          <Select
            style={{ width: 260 }}
            options={courses}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="question-course"
            onChange={() => dialog.form.setFieldValue('chapter_id', null)}
          />
        </Form.Item>
        <Form.Item noStyle dependencies={['course_id']}>
          {({ getFieldValue }) => <ChapterField courseId={getFieldValue('course_id')} />}
        </Form.Item>
      </Space>
      <Space wrap size="middle">
        <Form.Item name="type" label={t('type')} rules={[{ required: true }]}>
          <Select
            style={{ width: 160 }}
            options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            onChange={() => dialog.form.setFieldValue('answer', undefined)}
            data-testid="question-type"
          />
        </Form.Item>
        <Form.Item name="difficulty" label={t('difficulty')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            options={DIFFICULTIES.map((d) => ({ value: d, label: t(`difficulties.${d}`) }))}
          />
        </Form.Item>
      </Space>
      <Form.Item
        name="stem"
        label={t('question.stem')}
        rules={[{ required: true, whitespace: true, message: t('question.stemRequired') }]}
      >
        <RichTextEditor label={t('question.stem')} tools={STEM_TOOLS} testId="question-stem" />
      </Form.Item>
      <Form.Item noStyle dependencies={['type']}>
        {({ getFieldValue }) => <KeyFields type={getFieldValue('type')} />}
      </Form.Item>
      <Form.Item name="analysis" label={t('question.analysis')}>
        <Input.TextArea rows={3} maxLength={5000} showCount />
      </Form.Item>
    </FormDrawer>
  );
}

function ChapterField({ courseId }: { courseId?: number }) {
  const { t } = useTranslation('bank');
  const chapters = useChapterOptions(courseId);
  return (
    <Form.Item name="chapter_id" label={t('chapter')}>
      <Select style={{ width: 260 }} allowClear placeholder={t('noChapter')} options={chapters} disabled={!courseId} />
    </Form.Item>
  );
}

/** The key's fields for the chosen type. */
function KeyFields({ type }: { type: QuestionType }) {
  const { t } = useTranslation('bank');
  if (type === 'judge')
    return (
      <Form.Item
        name="answer"
        label={t('question.correct')}
        rules={[{ required: true, message: t('question.correctRequired') }]}
      >
        <Radio.Group
          data-testid="question-judge"
          options={[
            { value: 'T', label: t('question.judgeTrue') },
            { value: 'F', label: t('question.judgeFalse') },
          ]}
        />
      </Form.Item>
    );
  if (type === 'short')
    return (
      <Form.Item
        name="reference"
        label={t('question.reference')}
        rules={[{ required: true, whitespace: true, message: t('question.answerRequired') }]}
      >
        <Input.TextArea rows={3} maxLength={2000} showCount data-testid="question-reference" />
      </Form.Item>
    );
  if (type === 'blank')
    return (
      <Form.Item label={t('question.blanks')} extra={t('question.blankHint')} required>
        <TextList
          name="blanks"
          min={1}
          max={10}
          maxLength={2000}
          prefix={(i) => t('question.blank', { n: i + 1 })}
          requiredMessage={() => t('question.answerRequired')}
          addText={t('question.addBlank')}
          testId={(i) => `question-blank-${i}`}
        />
      </Form.Item>
    );
  return <ChoiceFields multiple={type === 'multiple'} />;
}

/** Options A-F and the correct letter(s). */
function ChoiceFields({ multiple }: { multiple: boolean }) {
  const { t } = useTranslation('bank');
  const form = Form.useFormInstance<QuestionValues>();
  const options: string[] = Form.useWatch('options', form) ?? [];
  const letters = options.map((_, i) => ({ value: optionLetter(i), label: optionLetter(i) }));
  return (
    <>
      <Form.Item label={t('question.options')} required>
        <TextList
          name="options"
          min={2}
          max={OPTIONS_SHOWN}
          maxLength={500}
          prefix={optionLetter}
          requiredMessage={(i) => t('question.option', { letter: optionLetter(i) })}
          addText={t('question.addOption')}
          testId={(i) => `question-option-${i}`}
          // The correct letters name options by position: removing one clears them.
          onRemove={() => form.setFieldValue('answer', undefined)}
        />
      </Form.Item>
      <Form.Item
        name="answer"
        label={t('question.correct')}
        rules={[{ required: true, message: t('question.correctRequired') }]}
      >
        {multiple ? (
          <Checkbox.Group options={letters} data-testid="question-correct" />
        ) : (
          <Radio.Group options={letters} data-testid="question-correct" />
        )}
      </Form.Item>
    </>
  );
}

/** A list of short texts (a choice's options, a blank's answers): at least `min`, at most `max`, each required. */
function TextList({
  name,
  min,
  max,
  maxLength,
  prefix,
  requiredMessage,
  addText,
  testId,
  onRemove,
}: {
  name: string;
  min: number;
  max: number;
  maxLength: number;
  prefix: (index: number) => string;
  requiredMessage: (index: number) => string;
  addText: string;
  testId: (index: number) => string;
  onRemove?: () => void;
}) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {fields.map((field, i) => (
            <Space key={field.key} align="baseline">
              <Form.Item
                name={field.name}
                rules={[{ required: true, whitespace: true, message: requiredMessage(i) }]}
                style={{ marginBottom: 0 }}
              >
                <Input
                  addonBefore={prefix(i)}
                  maxLength={maxLength}
                  style={{ width: 420, maxWidth: '70vw' }}
                  data-testid={testId(i)}
                />
              </Form.Item>
              {fields.length > min && (
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  onClick={() => {
                    remove(field.name);
                    onRemove?.();
                  }}
                />
              )}
            </Space>
          ))}
          {fields.length < max && (
            <Button icon={<PlusOutlined />} onClick={() => add('')}>
              {addText}
            </Button>
          )}
        </Space>
      )}
    </Form.List>
  );
}
