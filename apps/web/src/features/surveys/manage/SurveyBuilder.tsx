// Build or edit a survey in a drawer: title, introduction, answering window, region, and the ordered questions
// (single / multiple choice with options, text, rating with its top score; required or not).
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type AdminSurvey, SURVEY_LIMITS, SURVEY_QUESTION_KINDS, type SurveyQuestionKind } from '@etp/contracts';
import { Alert, Button, Card, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSaveSurvey } from '@/api/surveys/saveSurvey';
import { FormDrawer } from '@/components/admin/FormDialogs';
import { RegionCascader } from '@/components/admin/RegionCascader';
import { type FormDialog, useFormDialog } from '@/components/admin/useFormDialog';
import { fromSitePicker, toSitePicker } from '@/utils/sitePicker';
import { SURVEY_ADMIN_NS } from '../i18n';

interface QuestionValues {
  kind: SurveyQuestionKind;
  title: string;
  required: boolean;
  options: string[];
  rating_max: number;
}
export interface SurveyValues {
  title: string;
  intro: string;
  opens_at: Dayjs | null;
  closes_at: Dayjs | null;
  region_code: string | null;
  questions: QuestionValues[];
}

const FIELDS = ['title', 'intro', 'opens_at', 'closes_at', 'region_code', 'questions'];
const newQuestion = (kind: SurveyQuestionKind = 'single'): QuestionValues => ({
  kind,
  title: '',
  required: true,
  options: kind === 'single' || kind === 'multiple' ? ['', ''] : [],
  rating_max: 5,
});

export function useSurveyDialog() {
  const save = useSaveSurvey();
  return useFormDialog<AdminSurvey, SurveyValues>({
    initialValues: {
      title: '',
      intro: '',
      opens_at: null,
      closes_at: null,
      region_code: null,
      questions: [newQuestion()],
    },
    toValues: (s) => ({
      title: s.title,
      intro: s.intro,
      opens_at: toSitePicker(s.opens_at),
      closes_at: toSitePicker(s.closes_at),
      region_code: s.region_code,
      questions: s.questions.map((q) => ({
        kind: q.kind,
        title: q.title,
        required: q.required,
        options: q.options.map((o) => o.label),
        rating_max: q.rating_max,
      })),
    }),
    save: (values, editing) =>
      save.mutateAsync({
        id: editing?.id,
        title: values.title,
        intro: values.intro ?? '',
        opens_at: fromSitePicker(values.opens_at),
        closes_at: fromSitePicker(values.closes_at),
        region_code: values.region_code ?? null,
        questions: (values.questions ?? []).map((q) => ({
          kind: q.kind,
          title: q.title,
          required: q.required ?? true,
          options: q.kind === 'single' || q.kind === 'multiple' ? (q.options ?? []) : [],
          rating_max: q.rating_max ?? 5,
        })),
      }),
    fieldErrors: { known: FIELDS },
  });
}

function QuestionCard({
  index,
  count,
  move,
  remove,
}: {
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const { t } = useTranslation(SURVEY_ADMIN_NS);
  const kind = Form.useWatch(['questions', index, 'kind']) as SurveyQuestionKind | undefined;
  const choice = kind === 'single' || kind === 'multiple';
  return (
    <Card
      size="small"
      title={t('question', { n: index + 1 })}
      data-testid={`survey-question-${index}`}
      extra={
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('moveUp')}
            disabled={index === 0}
            onClick={() => move(index, index - 1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('moveDown')}
            disabled={index === count - 1}
            onClick={() => move(index, index + 1)}
          />
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('removeQuestion')}
            disabled={count === 1}
            onClick={() => remove(index)}
          />
        </Space>
      }
    >
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item name={[index, 'kind']} label={t('kind')}>
            <Select
              options={SURVEY_QUESTION_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
              data-testid={`survey-question-${index}-kind`}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={16}>
          <Form.Item
            name={[index, 'title']}
            label={t('questionTitle')}
            rules={[{ required: true, whitespace: true, message: t('questionTitleRequired') }]}
          >
            <Input maxLength={SURVEY_LIMITS.questionTitle} data-testid={`survey-question-${index}-title`} />
          </Form.Item>
        </Col>
      </Row>
      <Space size="large" wrap>
        <Form.Item name={[index, 'required']} label={t('required')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {kind === 'rating' && (
          <Form.Item name={[index, 'rating_max']} label={t('ratingMax')}>
            <InputNumber min={SURVEY_LIMITS.ratingMaxLow} max={SURVEY_LIMITS.ratingMaxHigh} precision={0} />
          </Form.Item>
        )}
      </Space>
      {choice && (
        <Form.List name={[index, 'options']}>
          {(fields, { add, remove: removeOption }, { errors }) => (
            <Form.Item label={t('options')} required>
              {fields.map((field, j) => (
                <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                  <Form.Item
                    name={field.name}
                    rules={[{ required: true, whitespace: true, message: t('optionRequired') }]}
                    style={{ marginBottom: 8, width: 320 }}
                  >
                    <Input
                      maxLength={SURVEY_LIMITS.option}
                      placeholder={t('option', { n: j + 1 })}
                      aria-label={t('option', { n: j + 1 })}
                      data-testid={`survey-question-${index}-option-${j}`}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={t('removeOption')}
                    disabled={fields.length <= 2}
                    onClick={() => removeOption(field.name)}
                  />
                </Space>
              ))}
              <Button
                type="dashed"
                size="small"
                icon={<PlusOutlined />}
                disabled={fields.length >= SURVEY_LIMITS.options}
                onClick={() => add('')}
              >
                {t('addOption')}
              </Button>
              <Form.ErrorList errors={errors} />
            </Form.Item>
          )}
        </Form.List>
      )}
    </Card>
  );
}

export function SurveyBuilder({ dialog }: { dialog: FormDialog<AdminSurvey, SurveyValues> }) {
  const { t } = useTranslation(SURVEY_ADMIN_NS);
  const survey = dialog.editing;
  return (
    <FormDrawer
      dialog={dialog}
      title={survey ? t('editTitle') : t('createTitle')}
      width={760}
      submitTestId="survey-submit"
      formTestId="survey-form"
    >
      {survey && survey.responses > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('lockedHint', { count: survey.responses })}
        />
      )}
      <Form.Item
        name="title"
        label={t('title')}
        rules={[{ required: true, whitespace: true, message: t('titleRequired') }]}
      >
        <Input maxLength={SURVEY_LIMITS.title} showCount data-testid="survey-title" />
      </Form.Item>
      <Form.Item name="intro" label={t('intro')}>
        <Input.TextArea maxLength={SURVEY_LIMITS.intro} rows={3} placeholder={t('introPlaceholder')} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="opens_at" label={t('opensAt')} extra={t('windowHint')}>
            <DatePicker showTime style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="closes_at" label={t('closesAt')}>
            <DatePicker showTime style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="region_code" label={t('region')} extra={t('regionHint')}>
        <RegionCascader />
      </Form.Item>
      <Form.List name="questions">
        {(fields, { add, remove, move }, { errors }) => (
          <Space direction="vertical" style={{ width: '100%' }} size={12}>
            {fields.map((field) => (
              <QuestionCard key={field.key} index={field.name} count={fields.length} move={move} remove={remove} />
            ))}
            <Form.ErrorList errors={errors} />
            <Space wrap>
              {SURVEY_QUESTION_KINDS.map((kind) => (
                <Button
                  key={kind}
                  icon={<PlusOutlined />}
                  disabled={fields.length >= SURVEY_LIMITS.questions}
                  onClick={() => add(newQuestion(kind))}
                  data-testid={`survey-add-${kind}`}
                >
                  {t('addQuestion')} · {t(`kinds.${kind}`)}
                </Button>
              ))}
            </Space>
          </Space>
        )}
      </Form.List>
    </FormDrawer>
  );
}
