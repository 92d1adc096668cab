// Marking of one answer against its key: pure, so each rule is tested on its own.
import type { QuestionType } from '@etp/contracts';

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
