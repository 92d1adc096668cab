// How a practice answer or key reads: option letters as shown (the bank's order), true/false in words, blanks in
// order with their alternatives, a short answer as written.
import type { QuestionType } from '@etp/contracts';

export function answerText(
  type: QuestionType,
  values: string[],
  words: { true: string; false: string },
  key = false,
): string {
  if (type === 'judge') return values.map((v) => (v === 'T' ? words.true : words.false)).join('') || '—';
  if (type === 'single' || type === 'multiple') return [...values].sort().join('') || '—';
  if (type === 'blank')
    return values.map((v, i) => `(${i + 1}) ${key ? v.split('|').join(' / ') : v.trim() || '—'}`).join('；') || '—';
  return values.join('\n').trim() || '—';
}
