// What the survey tests share: a survey of every question kind, and a solved captcha.
import { CAPTCHA_API, type SurveyInput } from '@etp/contracts';
import { expect } from 'vitest';
import type { Api } from '../helpers.ts';

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

let address = 0;
/** A solved captcha, issued from its own address so the per-address limit of the captcha stays out of the way. */
export async function solvedCaptcha(api: Api) {
  const res = await api.anon.get(CAPTCHA_API.challenge, { remoteAddress: `10.77.0.${++address}` });
  expect(res.status).toBe(200);
  const id = res.body.data.id as string;
  return { captcha_id: id, captcha: (await api.app.state.get(`captcha:${id}`)) ?? '' };
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
