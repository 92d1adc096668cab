// Rules of the follow-up survey form, kept apart from the dialog.
import {
  type Locale,
  SURVEY_OTHER_BUSINESS_DIRECTION,
  SURVEY_OTHER_SERVICE_TYPE,
  type SurveyAnswerInput,
  surveyAnswer,
  translate,
} from '@etp/contracts';

/** Choosing direction 6 enables its text; any other choice clears and disables it. */
export function businessDirectionChanged(direction: number | undefined, content: string) {
  const enabled = direction === SURVEY_OTHER_BUSINESS_DIRECTION;
  return { enabled, content: enabled ? content : '' };
}

/** Ticking service type 8 enables its text; unticking clears and disables it. */
export function serviceTypeChanged(types: number[], content: string) {
  const enabled = types.includes(SURVEY_OTHER_SERVICE_TYPE);
  return { enabled, content: enabled ? content : '' };
}

export type SurveyForm = Partial<SurveyAnswerInput>;

/** The messages for what is missing, in order; empty when the answer can be sent. */
export function surveyErrors(values: SurveyForm, locale: Locale): string[] {
  const result = surveyAnswer.safeParse(values);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => translate(locale, issue.message)))];
}

/** Dictionary map {"1": "label"} -> options sorted by number. */
export const dictOptions = (map: Record<string, string> | undefined) =>
  Object.entries(map ?? {})
    .map(([value, label]) => ({ value: Number(value), label }))
    .sort((a, b) => a.value - b.value);
