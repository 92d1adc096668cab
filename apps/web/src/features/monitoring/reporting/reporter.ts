// The error reporter of the page: what it catches becomes a report (message, stack, release, route, breadcrumbs),
// reports wait a moment and leave together, at most a few a minute and a few dozen a page, the same error once in a
// while; the recording goes with the first report of a request now and then. Nothing here may break the page or
// report itself: every step is guarded, a failed send is dropped (never retried in a loop), and after a few failures
// in a row, or past a 429's wait, the reporter stays quiet.
import {
  type Breadcrumb,
  CLIENT_REPORT_LIMITS,
  type ClientErrorKind,
  type ClientReport,
  cutText,
} from '@etp/contracts';
import type { SendOutcome } from '@/api/monitoring/sendClientErrors';

export const REPORTER_LIMITS = {
  /** Reports taken per minute, and per page life. */
  perMinute: 10,
  perPage: 50,
  /** How long a report waits for others to leave with it. */
  batchDelayMs: 1000,
  /** The same error (message and top frame) again within this time is not reported again. */
  sameErrorMs: 10_000,
  /** Failed sends in a row after which the reporter stops for the rest of the page's life. */
  failuresToStop: 3,
  /** A replay goes along at most this often (each shows the minutes before its report). */
  replayEveryMs: 60_000,
} as const;

/**
 * The body with every character no stored text may hold replaced by U+FFFD (the server refuses them, as every route
 * does: a report quotes whatever the page held). In JSON text they are escapes (C0 controls, lone surrogates) or raw
 * (DEL and C1); an escape that follows an escaped backslash becomes text, which keeps the JSON valid.
 */
export function cleanJson(json: string): string {
  return json.replace(
    // JSON.stringify writes a valid surrogate pair as it is: an escaped surrogate is always a lone one.
    /\\u00(?:0[0-8bcefBCEF]|1[0-9a-fA-F])|\\[bf]|\\u[dD][89a-fA-F][0-9a-fA-F]{2}|[\u007f-\u009f]/g,
    '\\ufffd',
  );
}

/** Messages that say nothing a reader could act on: a cross-origin script's, a benign browser warning. */
const NOISE = [/^Script error\.?$/, /ResizeObserver loop/];

export interface ReporterDeps {
  /** Sends a JSON body; never throws (api/monitoring/sendClientErrors.ts). */
  send(body: string, closing: boolean): Promise<SendOutcome>;
  /** Where the page is and which build it runs. */
  context(): { release: string; route: string; path: string };
  breadcrumbs(): Breadcrumb[];
  /** The recording as a JSON array from a full snapshot on, or null (no recorder, or nothing fits). */
  replayJson(): string | null;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => void;
}

/** The route, path and trail of the moment an error happened. */
export interface CapturedAt {
  route: string;
  path: string;
  breadcrumbs: Breadcrumb[];
}

export interface Reporter {
  /**
   * Takes an error for a report; false when it was left out (noise, repeated, over a limit). Never throws. `at`: where
   * the page was when the error happened, for an error that waited for the reporter to load (install.ts).
   */
  capture(kind: ClientErrorKind, error: unknown, at?: CapturedAt): boolean;
  /** Sends what waits; `closing` when the page is going away (no replay then: it would not outlive the page). */
  flush(closing?: boolean): Promise<void>;
}

/** The message and stack of whatever was thrown (an Error, a string, anything else). */
export function describeError(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) {
    return { message: error.message ? `${error.name}: ${error.message}` : error.name, stack: error.stack ?? '' };
  }
  if (typeof error === 'string') return { message: error, stack: '' };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: '' };
  } catch {
    // A cyclic object or a getter that throws: its name is all there is to tell.
    return { message: Object.prototype.toString.call(error), stack: '' };
  }
}

export function createReporter(deps: ReporterDeps): Reporter {
  const now = deps.now ?? Date.now;
  const setTimer = deps.setTimer ?? ((run, ms) => void setTimeout(run, ms));
  const queue: ClientReport[] = [];
  const takenAt: number[] = [];
  let taken = 0;
  const lastSeen = new Map<string, number>();
  let timerSet = false;
  let sending = false;
  let failures = 0;
  let quietUntil = 0;
  let stopped = false;
  let lastReplayAt = Number.NEGATIVE_INFINITY;

  const schedule = () => {
    if (timerSet) return;
    timerSet = true;
    setTimer(() => {
      timerSet = false;
      void flush(false);
    }, REPORTER_LIMITS.batchDelayMs);
  };

  function admit(message: string, stack: string): boolean {
    if (stopped || NOISE.some((pattern) => pattern.test(message))) return false;
    const at = now();
    const signature = `${message}\n${stack.split('\n').find((line) => /:\d+/.test(line)) ?? ''}`;
    const seen = lastSeen.get(signature);
    lastSeen.set(signature, at);
    if (seen !== undefined && at - seen < REPORTER_LIMITS.sameErrorMs) return false;
    while (takenAt.length > 0 && at - (takenAt[0] ?? 0) >= 60_000) takenAt.shift();
    if (taken >= REPORTER_LIMITS.perPage || takenAt.length >= REPORTER_LIMITS.perMinute) return false;
    takenAt.push(at);
    taken += 1;
    return true;
  }

  function capture(kind: ClientErrorKind, error: unknown, at?: CapturedAt): boolean {
    try {
      const { message, stack } = describeError(error);
      if (!admit(message, stack)) return false;
      const { release, route, path } = { ...deps.context(), ...(at ? { route: at.route, path: at.path } : {}) };
      queue.push({
        kind,
        message: cutText(message, CLIENT_REPORT_LIMITS.message),
        stack: cutText(stack, CLIENT_REPORT_LIMITS.stack),
        release: cutText(release, CLIENT_REPORT_LIMITS.release),
        route: cutText(route, CLIENT_REPORT_LIMITS.route),
        path: cutText(path, CLIENT_REPORT_LIMITS.path),
        breadcrumbs: at?.breadcrumbs ?? deps.breadcrumbs(),
      });
      if (queue.length >= CLIENT_REPORT_LIMITS.reports) void flush(false);
      else schedule();
      return true;
    } catch {
      // The reporter's own trouble is never a report (that is how loops start): this error is lost.
      return false;
    }
  }

  /** The body of one request: reports as JSON, the recording's JSON text as it is. */
  function bodyOf(reports: ClientReport[], withReplay: boolean): string {
    const replay = withReplay ? deps.replayJson() : null;
    if (replay) lastReplayAt = now();
    const json = JSON.stringify({ reports });
    return cleanJson(replay ? `${json.slice(0, -1)},"replay":${replay}}` : json);
  }

  async function sendOne(body: string, closing: boolean): Promise<void> {
    const outcome = await deps.send(body, closing).catch((): SendOutcome => ({ ok: false, retryAfterMs: null }));
    if (outcome.ok) {
      failures = 0;
      return;
    }
    failures += 1;
    if (outcome.retryAfterMs) quietUntil = now() + outcome.retryAfterMs;
    if (failures >= REPORTER_LIMITS.failuresToStop) stopped = true;
  }

  async function flush(closing = false): Promise<void> {
    try {
      if (stopped || queue.length === 0 || now() < quietUntil) return;
      if (closing) {
        // Every request starts now, while the page is still here; none waits for another.
        const requests: Promise<void>[] = [];
        while (queue.length > 0)
          requests.push(sendOne(bodyOf(queue.splice(0, CLIENT_REPORT_LIMITS.reports), false), true));
        await Promise.all(requests);
        return;
      }
      if (sending) return;
      sending = true;
      const reports = queue.splice(0, CLIENT_REPORT_LIMITS.reports);
      const withReplay = now() - lastReplayAt >= REPORTER_LIMITS.replayEveryMs;
      await sendOne(bodyOf(reports, withReplay), false);
      sending = false;
      if (queue.length > 0) schedule();
    } catch {
      // As in capture: a report lost rather than a loop.
      sending = false;
    }
  }

  return { capture, flush };
}
