// Marking of one answer against its key: pure, so each rule is tested on its own.
import type { AttemptQuestion, QuestionType } from '@etp/contracts';
import type { FrozenQuestion } from '@/db/schema/exams.ts';

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The points an answer earns, or null when a person must mark it (short answers). Single, true/false and multiple
 * choice: all or nothing (a multiple choice needs exactly the right set). Blanks: each blank matches its key or one
 * of the alternatives listed with '|' (trimmed, case and inner spacing ignored); the score is shared by the blanks.
 */
export function markAnswer(type: QuestionType, key: string[], answer: string[], score: number): number | null {
  switch (type) {
    case 'short':
      return null;
    case 'single':
    case 'judge':
      return answer.length === 1 && answer[0] === key[0] ? score : 0;
    case 'multiple': {
      const given = new Set(answer);
      return given.size === key.length && answer.length === key.length && key.every((k) => given.has(k)) ? score : 0;
    }
    case 'blank': {
      if (!key.length) return 0;
      const right = key.filter((alternatives, i) =>
        alternatives
          .split('|')
          .map(norm)
          .filter(Boolean)
          .includes(norm(answer[i] ?? '')),
      ).length;
      return Math.floor((score * right) / key.length);
    }
  }
}

/** How many blanks a blank question has (its key has one entry per blank). */
export const blanksOf = (type: QuestionType, key: string[]) => (type === 'blank' ? key.length : 0);

/**
 * A question of an attempt as the candidate sees it (no key): its options in the attempt's order, lettered A, B, ...
 * as shown, with the answer saved so far.
 */
export function candidateQuestion(
  frozen: FrozenQuestion,
  q: { id: number; type: QuestionType; stem: string; options: string[]; answer: string[] },
  given: { answer: string[]; version: number } | undefined,
): AttemptQuestion {
  return {
    question_id: q.id,
    type: q.type,
    stem: q.stem,
    options: frozen.order.map((i) => ({ key: String.fromCharCode(65 + i), text: q.options[i] ?? '' })),
    blanks: blanksOf(q.type, q.answer),
    score: frozen.score,
    answer: given?.answer ?? [],
    version: given?.version ?? 0,
  };
}
