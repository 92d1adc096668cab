// Load through nginx while each instance is restarted in turn: students' learning heartbeats, answer saves and reads,
// each student from its own address; every answer counted by kind, status and instance. Then every acknowledged
// credited heartbeat is looked up in study_ledger and every acknowledged answer version in exam_answers.
import type pg from 'pg';
import { sleep } from '../bench-lib.ts';
import { type Answer, call, NoAnswer } from './client.ts';
import type { ClusterData } from './data.ts';

export interface LoadCounts {
  requests: number;
  byInstance: Record<string, number>;
  byKind: Record<string, number>;
  /** No answer at all (reset, refused past nginx, timed out). */
  noAnswer: number;
  /** 5xx other than a draining instance's 503. */
  serverErrors: number;
  /** 503 from an instance shutting down: the client retries it (counted, then sent again). */
  retried: number;
  otherStatus: Record<string, number>;
  heartbeats: { acknowledged: number; credited: number; seconds: number; refusedByRule: number };
  answers: { acknowledged: number; keys: number };
}

const address = (i: number, block: number) => `127.${block}.${Math.floor(i / 250)}.${(i % 250) + 1}`;

export class Load {
  private running = true;
  private loops: Promise<void>[] = [];
  readonly counts: LoadCounts = {
    requests: 0,
    byInstance: {},
    byKind: {},
    noAnswer: 0,
    serverErrors: 0,
    retried: 0,
    otherStatus: {},
    heartbeats: { acknowledged: 0, credited: 0, seconds: 0, refusedByRule: 0 },
    answers: { acknowledged: 0, keys: 0 },
  };
  /** `${userId}:${position}` -> credited seconds, for every heartbeat answered with credit. */
  private readonly credited = new Map<string, number>();
  /** `${attemptId}:${questionId}` -> the highest acknowledged version. */
  private readonly saved = new Map<string, number>();
  private readonly problems: string[] = [];

  constructor(
    private readonly base: string,
    private readonly data: ClusterData,
  ) {}

  /** One call, counted; a draining instance's 503 is sent again once after its Retry-After, as a client would. */
  private async send(kind: string, path: string, opts: Parameters<typeof call>[2]): Promise<Answer | null> {
    for (let attempt = 0; attempt < 2; attempt++) {
      this.counts.requests++;
      this.counts.byKind[kind] = (this.counts.byKind[kind] ?? 0) + 1;
      let answer: Answer;
      try {
        answer = await call(this.base, path, opts);
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error;
        this.counts.noAnswer++;
        this.problems.push(`${kind}: no answer (${error.message})`);
        return null;
      }
      this.counts.byInstance[answer.instance || 'nginx'] =
        (this.counts.byInstance[answer.instance || 'nginx'] ?? 0) + 1;
      if (answer.status === 503 && answer.instance) {
        this.counts.retried++;
        await sleep(1000);
        continue;
      }
      if (answer.status >= 500) {
        this.counts.serverErrors++;
        this.problems.push(`${kind}: HTTP ${answer.status} from ${answer.instance || 'nginx'}`);
      } else if (answer.status !== 200) {
        const key = `${kind} ${answer.status}`;
        this.counts.otherStatus[key] = (this.counts.otherStatus[key] ?? 0) + 1;
      }
      return answer;
    }
    return null;
  }

  start(): void {
    const { data } = this;
    this.loops = [
      ...data.learners.map(async (learner, i) => {
        const from = address(i, 1);
        const tab = `cluster-${learner.userId}`;
        await sleep((i * 2000) / data.learners.length);
        const started = Date.now();
        for (let turn = 0; this.running; turn++) {
          const position = Math.floor((Date.now() - started) / 1000);
          const answer = await this.send('heartbeat', '/o/v1/vods/learning-record', {
            body: { lesson_id: data.lessonId, position, playing: true, tab },
            token: learner.token,
            from,
          });
          if (answer?.status === 200) {
            const body = answer.body as { code: number; data: { credited: number; rewind_to: number | null } };
            this.counts.heartbeats.acknowledged++;
            if (body.code !== 200 || body.data.rewind_to !== null) this.counts.heartbeats.refusedByRule++;
            else if (body.data.credited > 0) this.credited.set(`${learner.userId}:${position}`, body.data.credited);
          }
          if (turn % 2 === 1) await this.send('read', '/o/v1/users/info', { token: learner.token, from });
          await sleep(2000);
        }
      }),
      ...data.attempts.map(async (attempt, i) => {
        const from = address(i, 2);
        await sleep((i * 1000) / data.attempts.length);
        for (let version = 1; this.running; version++) {
          const question = attempt.questions[version % attempt.questions.length] ?? 0;
          const answer = await this.send('answer save', `/s/v1/s-theory/${data.courseId}`, {
            method: 'PUT',
            body: {
              answers: [{ question_id: question, answer: [['A', 'B', 'C', 'D'][version % 4]], version }],
              left: false,
            },
            headers: { authorization: `Bearer ${attempt.token}` },
            from,
          });
          if (answer?.status === 200) {
            this.counts.answers.acknowledged++;
            const key = `${attempt.id}:${question}`;
            this.saved.set(key, Math.max(this.saved.get(key) ?? 0, version));
          }
          await sleep(1000);
        }
      }),
    ];
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** Looks every acknowledged write up; answers the problems found (none expected). */
  async verify(
    db: pg.Client,
  ): Promise<{ lostHeartbeats: number; extraLedgerRows: number; lostAnswers: number; problems: string[] }> {
    const ledger = await db.query<{ user_id: number; position: number; seconds: number }>(
      'select user_id, position, seconds from study_ledger where lesson_id = $1',
      [this.data.lessonId],
    );
    const stored = new Map<string, number>();
    let duplicates = 0;
    for (const row of ledger.rows) {
      const key = `${row.user_id}:${row.position}`;
      if (stored.has(key)) duplicates++;
      stored.set(key, (stored.get(key) ?? 0) + row.seconds);
    }
    let lostHeartbeats = 0;
    for (const [key, seconds] of this.credited) if (stored.get(key) !== seconds) lostHeartbeats++;
    const extraLedgerRows = [...stored.keys()].filter((key) => !this.credited.has(key)).length + duplicates;
    this.counts.heartbeats.credited = this.credited.size;
    this.counts.heartbeats.seconds = [...this.credited.values()].reduce((a, b) => a + b, 0);

    const answers = await db.query<{ attempt_id: number; question_id: number; version: number }>(
      'select attempt_id, question_id, version from exam_answers where attempt_id = any($1::int[])',
      [this.data.attempts.map((a) => a.id)],
    );
    const versions = new Map(answers.rows.map((r) => [`${r.attempt_id}:${r.question_id}`, r.version]));
    let lostAnswers = 0;
    for (const [key, version] of this.saved) if ((versions.get(key) ?? 0) < version) lostAnswers++;
    this.counts.answers.keys = this.saved.size;
    return { lostHeartbeats, extraLedgerRows, lostAnswers, problems: this.problems.slice(0, 10) };
  }
}
