import { describe, expect, it } from 'vitest';
import { acknowledge, readPending, writePending } from './pending';

describe('pending answers', () => {
  it('keeps what the server has not acknowledged, at its version', () => {
    const pending = { '1': { answer: ['A'], version: 3 }, '2': { answer: ['x'], version: 1 } };
    expect(
      acknowledge(pending, [
        { question_id: 1, version: 2 },
        { question_id: 2, version: 1 },
      ]),
    ).toEqual({
      '1': { answer: ['A'], version: 3 },
    });
  });
  it('survives a reload through localStorage and clears itself when empty', () => {
    writePending(7, { '5': { answer: ['B'], version: 2 } });
    expect(readPending(7)).toEqual({ '5': { answer: ['B'], version: 2 } });
    writePending(7, {});
    expect(localStorage.getItem('theory-pending:7')).toBeNull();
  });
});
