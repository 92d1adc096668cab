// The rules of a running attempt (modules/exams/rules.ts), the theoryToken's form (theory-token.ts) and the save batch's
// decisions (save-batch.ts `decide`), without the database: the batch decides in memory exactly as here.
import { describe, expect, it } from 'vitest';
import { deadlineOf, isOpen, leavesExceeded, replaces, standing } from '../../src/modules/exams/rules.ts';
import { decide, type Held, type Save } from '../../src/modules/exams/save-batch.ts';
import { mintTheoryToken, parseTheoryToken } from '../../src/modules/exams/theory-token.ts';

const T0 = Date.parse('2030-03-04T02:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);

describe('the attempt is open', () => {
  const running = { status: 'in_progress' as const, deadline: at(60) };
  it('while in progress and before its deadline on the server clock', () => {
    expect(standing(running, at(0))).toBe('open');
    expect(standing(running, new Date(T0 + 59_999))).toBe('open');
    expect(isOpen(running, at(0))).toBe(true);
  });
  it('is overdue from its deadline on (the deadline itself takes nothing)', () => {
    expect(standing(running, at(60))).toBe('overdue');
    expect(standing(running, at(3600))).toBe('overdue');
    expect(isOpen(running, at(60))).toBe(false);
  });
  it('is closed once submitted or marked, whatever the clock', () => {
    for (const status of ['submitted', 'marked'] as const) {
      expect(standing({ status, deadline: at(60) }, at(0))).toBe('closed');
      expect(isOpen({ status, deadline: at(60) }, at(0))).toBe(false);
    }
  });
  it('has a deadline of its duration, never past the close of the window', () => {
    expect(deadlineOf(at(0), 60, at(7200))).toEqual(at(3600));
    expect(deadlineOf(at(0), 60, at(1800))).toEqual(at(1800));
  });
});

describe('the highest version wins', () => {
  it('replaces a lower version or nothing stored, never an equal or higher one', () => {
    expect(replaces(undefined, 1)).toBe(true);
    expect(replaces(2, 3)).toBe(true);
    expect(replaces(3, 3)).toBe(false);
    expect(replaces(3, 2)).toBe(false);
  });
});

describe('leaves of the page', () => {
  it('end the attempt beyond the number the test allows; 0 allows any number', () => {
    expect(leavesExceeded(2, 2)).toBe(false);
    expect(leavesExceeded(3, 2)).toBe(true);
    expect(leavesExceeded(1000, 0)).toBe(false);
  });
});

describe('the theoryToken', () => {
  const token = mintTheoryToken('secret', { id: 42, tokenHash: 'nonce' });
  it('is read back as its attempt and its whole text', () => {
    expect(token).toMatch(/^th_42_[\w-]{43}$/);
    expect(parseTheoryToken(token)).toEqual({ attemptId: 42, value: Buffer.from(token) });
    expect(mintTheoryToken('secret', { id: 42, tokenHash: 'other' })).not.toBe(token);
  });
  it('is nothing when it is not of the form: a session token, a short or long mac, an id no table holds', () => {
    for (const text of [
      null,
      '',
      'eyJhbGciOi.x.y',
      'th_42_short',
      `${token}x`,
      `th_${'9'.repeat(10)}_${'a'.repeat(43)}`,
    ])
      expect(parseTheoryToken(text)).toBeNull();
    expect(parseTheoryToken(`th_2147483647_${'a'.repeat(43)}`)?.attemptId).toBe(2147483647);
  });
});

describe("a batch's decisions", () => {
  const held = (over: Partial<Held> = {}): Held => ({
    id: 1,
    userId: 7,
    status: 'in_progress',
    deadline: at(600),
    leaveCount: 0,
    maxLeaves: 0,
    ...over,
  });
  const save = (over: Partial<Save> = {}): Save => ({ attemptId: 1, answers: [], left: false, now: at(10), ...over });
  const answer = (question_id: number, value: string, version: number) => ({ question_id, answer: [value], version });

  it('keeps the higher version of two saves of one attempt in one batch, each answered as one by one', () => {
    const { decisions, writes } = decide(
      [
        save({ answers: [answer(5, 'B', 3)] }),
        save({ answers: [answer(5, 'C', 2)] }),
        save({ answers: [answer(5, 'D', 4)] }),
      ],
      new Map([[1, held()]]),
      new Map([['1:5', 1]]),
    );
    expect(decisions.map((d) => (d.kind === 'saved' ? d.saved : d.kind))).toEqual([
      [{ question_id: 5, version: 3 }],
      [{ question_id: 5, version: 3 }],
      [{ question_id: 5, version: 4 }],
    ]);
    // One row per (attempt, question): the winner, with its own arrival time.
    expect(writes.answers).toEqual([{ attemptId: 1, questionId: 5, answer: ['D'], version: 4, savedAt: at(10) }]);
  });

  it('writes nothing for a stale or repeated version, and answers the stored one', () => {
    const { decisions, writes } = decide(
      [save({ answers: [answer(5, 'C', 2), answer(6, 'A', 1)] })],
      new Map([[1, held()]]),
      new Map([
        ['1:5', 3],
        ['1:6', 1],
      ]),
    );
    expect(decisions).toEqual([
      {
        kind: 'saved',
        saved: [
          { question_id: 5, version: 3 },
          { question_id: 6, version: 1 },
        ],
        deadline: at(600),
        leaveCount: 0,
        endsByLeaves: false,
      },
    ]);
    expect(writes.answers).toEqual([]);
  });

  it('refuses a save past the deadline and every later save of that attempt in the batch; other attempts go on', () => {
    const { decisions, writes } = decide(
      [
        save({ answers: [answer(5, 'A', 1)], now: at(599) }),
        save({ answers: [answer(6, 'A', 1)], now: at(600) }),
        save({ answers: [answer(7, 'A', 1)], now: at(599) }),
        save({ attemptId: 2, answers: [answer(5, 'A', 1)], now: at(600) }),
      ],
      new Map([
        [1, held()],
        [2, held({ id: 2, deadline: at(900) })],
      ]),
      new Map(),
    );
    expect(decisions.map((d) => d.kind)).toEqual(['saved', 'overdue', 'closed', 'saved']);
    expect(writes.answers.map((a) => [a.attemptId, a.questionId])).toEqual([
      [1, 5],
      [2, 5],
    ]);
  });

  it('refuses a save of a submitted attempt, and of one the batch did not find', () => {
    const { decisions, writes } = decide(
      [save({ answers: [answer(5, 'A', 1)] }), save({ attemptId: 3, answers: [answer(5, 'A', 1)] })],
      new Map([[1, held({ status: 'submitted' })]]),
      new Map(),
    );
    expect(decisions).toEqual([{ kind: 'closed' }, { kind: 'missing' }]);
    expect(writes).toEqual({ answers: [], leaves: new Map(), events: [] });
  });

  it('counts leaves one after the other, ends the attempt past the allowed number, then takes nothing more', () => {
    const { decisions, writes } = decide(
      [
        save({ left: true, now: at(1) }),
        save({ left: true, answers: [answer(5, 'A', 1)], now: at(2) }),
        save({ answers: [answer(6, 'A', 1)], now: at(3) }),
      ],
      new Map([[1, held({ leaveCount: 1, maxLeaves: 2 })]]),
      new Map(),
    );
    expect(decisions.map((d) => (d.kind === 'saved' ? [d.leaveCount, d.endsByLeaves] : d.kind))).toEqual([
      [2, false],
      [3, true],
      'closed',
    ]);
    // The answers sent with the last leave are written (the submit marks them); the leaves as counted, with events.
    expect(writes.answers.map((a) => a.questionId)).toEqual([5]);
    expect(writes.leaves).toEqual(new Map([[1, 3]]));
    expect(writes.events).toEqual([
      { attemptId: 1, actorId: 7, at: at(1) },
      { attemptId: 1, actorId: 7, at: at(2) },
    ]);
  });
});
