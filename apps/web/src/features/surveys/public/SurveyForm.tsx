// The questions of a survey as a public form: a choice group per choice or rating question, a text area per text
// question, each with the server's message for it (field `answers.<question id>`).
import type { PublicSurvey, SurveyAnswerValue, SurveyQuestion } from '@etp/contracts';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup, Field, type FieldErrors } from '@/components/public-form';
import formStyles from '@/components/public-form/PublicForm.module.css';
import { SURVEY_PORTAL_NS } from './i18n';

export type Answers = Record<string, SurveyAnswerValue>;

/** Only what was given: an unanswered question is left out (the server says when it was required). */
export function answersToSend(survey: PublicSurvey, answers: Answers): Answers {
  const out: Answers = {};
  for (const q of survey.questions) {
    const a = answers[q.id];
    if (!a) continue;
    if (q.kind === 'text' && a.text?.trim()) out[q.id] = { text: a.text.trim() };
    if ((q.kind === 'single' || q.kind === 'multiple') && a.option_ids?.length)
      out[q.id] = { option_ids: a.option_ids };
    if (q.kind === 'rating' && a.rating !== undefined) out[q.id] = { rating: a.rating };
  }
  return out;
}

interface QuestionProps {
  index: number;
  question: SurveyQuestion;
  value: SurveyAnswerValue | undefined;
  onChange: (value: SurveyAnswerValue) => void;
  error: string | undefined;
}

function Question({ index, question: q, value, onChange, error }: QuestionProps) {
  const { t } = useTranslation(SURVEY_PORTAL_NS);
  const name = `answers.${q.id}`;
  const legend = `${index + 1}. ${q.title}`;
  if (q.kind === 'single' || q.kind === 'multiple') {
    const options = q.options.map((o) => ({ value: String(o.id), label: o.label }));
    const chosen = (value?.option_ids ?? []).map(String);
    return q.kind === 'single' ? (
      <ChoiceGroup
        name={name}
        legend={legend}
        required={q.required}
        options={options}
        value={chosen[0] ?? ''}
        onChange={(v) => onChange({ option_ids: [Number(v)] })}
        error={error}
      />
    ) : (
      <ChoiceGroup
        multiple
        name={name}
        legend={legend}
        required={q.required}
        options={options}
        value={chosen}
        onChange={(v) => onChange({ option_ids: v.map(Number) })}
        error={error}
      />
    );
  }
  if (q.kind === 'rating') {
    const scores = Array.from({ length: q.rating_max }, (_, i) => ({
      value: String(i + 1),
      label: t('ratingLow', { score: i + 1 }),
    }));
    return (
      <ChoiceGroup
        name={name}
        legend={t('ratingLegend', { title: legend, max: q.rating_max })}
        required={q.required}
        options={scores}
        value={value?.rating === undefined ? '' : String(value.rating)}
        onChange={(v) => onChange({ rating: Number(v) })}
        error={error}
      />
    );
  }
  return (
    <Field name={name} label={legend} required={q.required} error={error}>
      {(aria) => (
        <textarea
          {...aria}
          className={formStyles.input}
          rows={4}
          maxLength={2000}
          placeholder={t('textPlaceholder')}
          value={value?.text ?? ''}
          onChange={(event) => onChange({ text: event.target.value })}
        />
      )}
    </Field>
  );
}

export function SurveyQuestions({
  survey,
  answers,
  onChange,
  errors,
}: {
  survey: PublicSurvey;
  answers: Answers;
  onChange: (questionId: number, value: SurveyAnswerValue) => void;
  errors: FieldErrors;
}) {
  return (
    <>
      {survey.questions.map((q, i) => (
        <Question
          key={q.id}
          index={i}
          question={q}
          value={answers[q.id]}
          onChange={(v) => onChange(q.id, v)}
          error={errors[`answers.${q.id}`]}
        />
      ))}
    </>
  );
}
