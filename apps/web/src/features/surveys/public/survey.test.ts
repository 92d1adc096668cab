// The survey page's rules: only given answers are sent (trimmed text, no empty choices), and the browser key is
// made once, kept, and well-formed for the server; answered surveys are remembered.
import type { PublicSurvey } from '@etp/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { answeredHere, browserKey, markAnswered } from './browserKey';
import { answersToSend } from './SurveyForm';

const survey: PublicSurvey = {
  id: 7,
  title: '问卷',
  intro: '',
  status: 'published',
  opens_at: null,
  closes_at: null,
  open: true,
  questions: [
    { id: 1, kind: 'single', title: '单选', required: true, options: [{ id: 11, label: 'A' }], rating_max: 5 },
    { id: 2, kind: 'multiple', title: '多选', required: false, options: [{ id: 21, label: 'B' }], rating_max: 5 },
    { id: 3, kind: 'text', title: '填空', required: false, options: [], rating_max: 5 },
    { id: 4, kind: 'rating', title: '评分', required: true, options: [], rating_max: 5 },
  ],
};

describe('answersToSend', () => {
  it('keeps what was given, trims texts and leaves out blank ones and empty choices', () => {
    expect(
      answersToSend(survey, {
        1: { option_ids: [11] },
        2: { option_ids: [] },
        3: { text: '  建议  ' },
        4: { rating: 3 },
        99: { text: '别的题' },
      }),
    ).toEqual({ 1: { option_ids: [11] }, 3: { text: '建议' }, 4: { rating: 3 } });
    expect(answersToSend(survey, { 3: { text: '   ' } })).toEqual({});
  });
});

describe('the browser key', () => {
  beforeEach(() => localStorage.clear());

  it('is made once, kept, and matches what the server accepts', () => {
    const key = browserKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(browserKey()).toBe(key);
    localStorage.setItem('szb-survey-browser', 'bad key!');
    expect(browserKey()).not.toBe('bad key!');
  });

  it('remembers the surveys answered in this browser', () => {
    expect(answeredHere(7)).toBe(false);
    markAnswered(7);
    markAnswered(7);
    expect(answeredHere(7)).toBe(true);
    expect(JSON.parse(localStorage.getItem('szb-survey-answered') ?? '[]')).toEqual([7]);
  });
});
