// The page's error reporter: reports wait a moment and leave together, a few a minute at most, the same error once in
// a while, the recording with the first; a failing or refused send is never retried in a loop nor reported itself,
// and a closing page sends what waits at once.

import { isCleanText } from '@etp/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { SendOutcome } from '@/api/monitoring/sendClientErrors';
import { cleanJson, createReporter, describeError, REPORTER_LIMITS } from './reporter';

interface Sent {
  body: { reports: { kind: string; message: string; stack: string; route: string }[]; replay?: unknown[] };
  closing: boolean;
}

function harness(outcome: () => SendOutcome | Promise<SendOutcome> = () => ({ ok: true }), replay = '[{"type":4}]') {
  let clock = 1_000_000;
  const timers: (() => void)[] = [];
  const sent: Sent[] = [];
  const send = vi.fn(async (body: string, closing: boolean) => {
    sent.push({ body: JSON.parse(body), closing });
    return outcome();
  });
  const reporter = createReporter({
    send,
    context: () => ({ release: '1.0.1+test', route: '/studentFront/study', path: '/studentFront/study' }),
    breadcrumbs: () => [{ at: 1, type: 'navigation', text: '/ -> /studentFront/study' }],
    replayJson: () => replay,
    now: () => clock,
    setTimer: (run) => void timers.push(run),
  });
  /** Moves the clock and runs the timers that are due (the batch timer is the only one). */
  const tick = async (ms: number = REPORTER_LIMITS.batchDelayMs) => {
    clock += ms;
    for (const run of timers.splice(0)) run();
    await vi.waitFor(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { reporter, sent, send, tick, advance: (ms: number) => (clock += ms) };
}

const error = (message: string, line = 1) => {
  const e = new Error(message);
  e.stack = `Error: ${message}\n    at f (https://x.example/assets/a.js:${line}:10)`;
  return e;
};

describe('batching', () => {
  it('reports an error that waited for the reporter with the route, path and trail of its moment', async () => {
    const { reporter, sent, tick } = harness();
    const at = {
      route: '/portal',
      path: '/portal',
      breadcrumbs: [{ at: 0, type: 'navigation' as const, text: '/portal' }],
    };
    expect(reporter.capture('chunk', error('early'), at)).toBe(true);
    await tick();
    const [report] = sent[0]!.body.reports as unknown as Record<string, unknown>[];
    expect(report).toMatchObject({ kind: 'chunk', route: '/portal', path: '/portal', release: '1.0.1+test' });
    expect(report!.breadcrumbs).toEqual(at.breadcrumbs);
  });

  it('sends the reports of a moment together, with the recording and the route, after the batch delay', async () => {
    const { reporter, sent, tick } = harness();
    expect(reporter.capture('error', error('a'))).toBe(true);
    expect(reporter.capture('rejection', error('b', 2))).toBe(true);
    expect(sent).toHaveLength(0);
    await tick();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.closing).toBe(false);
    expect(sent[0]!.body.reports.map((r) => [r.kind, r.message, r.route])).toEqual([
      ['error', 'Error: a', '/studentFront/study'],
      ['rejection', 'Error: b', '/studentFront/study'],
    ]);
    expect(sent[0]!.body.replay).toEqual([{ type: 4 }]);
  });

  it('sends at once when a request is full, and the recording only now and then', async () => {
    const { reporter, sent, tick, advance } = harness();
    for (let i = 0; i < 10; i++) reporter.capture('error', error(`full ${i}`, i));
    await tick(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.reports).toHaveLength(10);
    advance(60_001);
    reporter.capture('error', error('later'));
    await tick();
    expect(sent[1]!.body.replay).toEqual([{ type: 4 }]);
    reporter.capture('error', error('soon after'));
    await tick();
    expect(sent[2]!.body.replay).toBeUndefined();
  });

  it('sends what waits at once when the page goes, without the recording', async () => {
    const { reporter, sent } = harness();
    reporter.capture('error', error('closing'));
    await reporter.flush(true);
    expect(sent).toEqual([{ closing: true, body: expect.objectContaining({ reports: [expect.any(Object)] }) }]);
    expect(sent[0]!.body.replay).toBeUndefined();
  });
});

describe('limits', () => {
  it('takes the same error once within a while, and again after it', async () => {
    const { reporter, advance } = harness();
    expect(reporter.capture('error', error('same'))).toBe(true);
    expect(reporter.capture('error', error('same'))).toBe(false);
    advance(REPORTER_LIMITS.sameErrorMs);
    expect(reporter.capture('error', error('same'))).toBe(true);
  });

  it('takes at most a few reports a minute', () => {
    const { reporter, advance } = harness();
    const taken = Array.from({ length: 15 }, (_, i) => reporter.capture('error', error(`burst ${i}`, i)));
    expect(taken.filter(Boolean)).toHaveLength(REPORTER_LIMITS.perMinute);
    advance(60_000);
    expect(reporter.capture('error', error('next minute'))).toBe(true);
  });

  it('leaves out what says nothing', () => {
    const { reporter } = harness();
    expect(reporter.capture('error', 'Script error.')).toBe(false);
    expect(reporter.capture('error', 'ResizeObserver loop completed with undelivered notifications.')).toBe(false);
  });
});

describe('no loop', () => {
  it('stops for good after a few failed sends, and never throws or rejects', async () => {
    const { reporter, send, tick, advance } = harness(() => ({ ok: false, retryAfterMs: null }));
    for (let i = 0; i < REPORTER_LIMITS.failuresToStop; i++) {
      advance(REPORTER_LIMITS.sameErrorMs);
      reporter.capture('error', error(`failing ${i}`, i));
      await tick();
    }
    expect(send).toHaveBeenCalledTimes(REPORTER_LIMITS.failuresToStop);
    expect(reporter.capture('error', error('after'))).toBe(false);
    await reporter.flush(true);
    expect(send).toHaveBeenCalledTimes(REPORTER_LIMITS.failuresToStop);
  });

  it('survives a send that throws: the failure is counted, not reported', async () => {
    const { reporter, sent, tick } = harness(() => {
      throw new Error('network down');
    });
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    reporter.capture('error', error('x'));
    await tick();
    await expect(reporter.flush(true)).resolves.toBeUndefined();
    window.removeEventListener('unhandledrejection', onRejection);
    expect(sent).toHaveLength(1);
    expect(rejections).toEqual([]);
    // The failed send is not a report of its own.
    expect(sent[0]!.body.reports.map((r) => r.message)).toEqual(['Error: x']);
  });

  it('keeps quiet for the wait a 429 asks for', async () => {
    let refused = true;
    const { reporter, send, tick, advance } = harness(() =>
      refused ? { ok: false, retryAfterMs: 30_000 } : { ok: true },
    );
    reporter.capture('error', error('first'));
    await tick();
    refused = false;
    reporter.capture('error', error('second', 2));
    await tick();
    expect(send).toHaveBeenCalledTimes(1);
    advance(30_000);
    reporter.capture('error', error('third', 3));
    await tick();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0]).toContain('Error: second');
  });

  it('never throws from capture, whatever was thrown', () => {
    const { reporter } = harness();
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => reporter.capture('rejection', cyclic)).not.toThrow();
    expect(() => reporter.capture('rejection', undefined)).not.toThrow();
    const hostile = {
      get message() {
        throw new Error('getter');
      },
    };
    expect(() => reporter.capture('rejection', hostile)).not.toThrow();
  });
});

describe('describeError', () => {
  it('reads errors, strings and other values', () => {
    expect(describeError(new TypeError('bad'))).toMatchObject({ message: 'TypeError: bad' });
    expect(describeError('plain')).toEqual({ message: 'plain', stack: '' });
    expect(describeError({ code: 1 })).toEqual({ message: '{"code":1}', stack: '' });
    expect(describeError(undefined).message).toBe('undefined');
  });
});

describe('cleanJson', () => {
  it('replaces what no stored text may hold, and keeps the JSON and everything else', () => {
    const value = {
      message: 'a\u0000b\u0008c\u000cd\u007fe\u0085f\ud800g\udc00h',
      kept: 'line\nbreak\ttab 学习 😀 \\u0000 \\b',
      'key\u0001': 1,
    };
    const cleaned = JSON.parse(cleanJson(JSON.stringify(value)));
    expect(cleaned.message).toBe('a\ufffdb\ufffdc\ufffdd\ufffde\ufffdf\ufffdg\ufffdh');
    expect(Object.keys(cleaned)).toEqual(['message', 'kept', 'key\ufffd']);
    expect(isCleanText(cleaned.message, true)).toBe(true);
    // A backslash the page held stays text (its escape may change, never the JSON's validity).
    expect(cleaned.kept.startsWith('line\nbreak\ttab 学习 😀 \\')).toBe(true);
  });
});
