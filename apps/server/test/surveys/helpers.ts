// What the survey tests share: a survey of every question kind, and answers to it.
import type { SurveyInput } from '@etp/contracts';

export const everyKind = (over: Partial<SurveyInput> = {}): SurveyInput => ({
  title: '创业培训满意度调查',
  intro: '请根据实际情况填写。',
  // A PUT takes the whole record (crud.ts): the window goes along even when empty.
  opens_at: null,
  closes_at: null,
  questions: [
    { kind: 'single', title: '您参加的培训类型', required: true, options: ['GYB', 'SYB', 'IYB'] },
    { kind: 'multiple', title: '您希望获得的服务', required: false, options: ['贷款', '场地', '导师'] },
    { kind: 'text', title: '您的建议', required: false },
    { kind: 'rating', title: '总体满意度', required: true, rating_max: 5 },
  ],
  ...over,
});

export interface BuiltSurvey {
  id: number;
  status: string;
  region_code: string | null;
  responses: number;
  questions: { id: number; kind: string; options: { id: number; label: string }[] }[];
}

/** Answers that fill every question of `everyKind` rightly. */
export const fullAnswers = (s: BuiltSurvey, rating = 4) => {
  const [single, multiple, text, scored] = s.questions;
  return {
    [single!.id]: { option_ids: [single!.options[1]!.id] },
    [multiple!.id]: { option_ids: [multiple!.options[0]!.id, multiple!.options[2]!.id] },
    [text!.id]: { text: '希望多一些案例' },
    [scored!.id]: { rating },
  };
};

export const browserKey = (n: number) => `test-browser-key-${String(n).padStart(6, '0')}`;
