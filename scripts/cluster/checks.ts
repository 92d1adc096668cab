// What the cluster must keep across its instances, checked through nginx: requests spread over both, sessions ended on
// one refused on the other, limits counted across both, each job done once, chat events reaching streams on both,
// learning records and answers stored once.
import { request } from 'node:http';
import type pg from 'pg';
import { sleep } from '../bench-lib.ts';
import { type Answer, call } from './client.ts';
import type { ClusterData } from './data.ts';
import type { Instance } from './instances.ts';

export interface Verdicts {
  ok(line: string): void;
  check(condition: boolean, line: string): void;
}

export interface Ctx {
  base: string;
  db: pg.Client;
  instances: Instance[];
  data: ClusterData;
  v: Verdicts;
}

const PASSWORD = 'Demo@12345';
const names = (answers: Answer[]) => new Set(answers.map((a) => a.instance));
const both = (ctx: Ctx, answers: Answer[]) => ctx.instances.every((i) => names(answers).has(i.name));

/** Calls until each instance has answered at least `each` times (round robin makes it a few calls). */
async function onEvery(ctx: Ctx, send: () => Promise<Answer>, each = 2): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < 40; i++) {
    answers.push(await send());
    if (ctx.instances.every((x) => answers.filter((a) => a.instance === x.name).length >= each)) return answers;
  }
  throw new Error(`40 calls did not reach every instance ${each} times: ${[...names(answers)].join(', ')}`);
}

async function signIn(ctx: Ctx, username: string, from = '127.0.5.1') {
  const res = await call(ctx.base, '/oauth/token', { body: { username, password: PASSWORD, role: username }, from });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  return (res.body.data as { access_token: string }).access_token;
}

const sidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

export async function spread(ctx: Ctx): Promise<void> {
  const answers = await Promise.all(Array.from({ length: 20 }, () => call(ctx.base, '/healthz')));
  const by = ctx.instances.map((i) => `${i.name} ${answers.filter((a) => a.instance === i.name).length}`);
  ctx.v.check(both(ctx, answers), `20 calls through nginx landed on both instances (${by.join(', ')})`);
}

export async function sessions(ctx: Ctx): Promise<void> {
  const info = (token: string) => () => call(ctx.base, '/o/v1/users/info', { token, from: '127.0.5.1' });
  const refusedEverywhere = async (token: string, statuses: number[]) => {
    const answers = await onEvery(ctx, info(token));
    return answers.every((a) => statuses.includes(a.status));
  };

  const teacher = await signIn(ctx, 'teacher');
  ctx.v.check(
    (await onEvery(ctx, info(teacher))).every((a) => a.status === 200),
    'a session works on both',
  );
  const out = await call(ctx.base, '/o/v1/users/logout', { method: 'POST', token: teacher, from: '127.0.5.1' });
  ctx.v.check(
    out.status === 200 && (await refusedEverywhere(teacher, [401, 402])),
    `logged out on ${out.instance}: refused on both at once`,
  );

  const forced = await signIn(ctx, 'teacher');
  await onEvery(ctx, info(forced));
  const admin = await signIn(ctx, 'admin');
  const kicked = await call(ctx.base, `/a/v1/sessions/${sidOf(forced)}`, {
    method: 'DELETE',
    token: admin,
    from: '127.0.5.1',
  });
  ctx.v.check(
    kicked.status === 200 && (await refusedEverywhere(forced, [401, 402])),
    `forced logout by the admin on ${kicked.instance}: refused on both at once`,
  );

  const first = await signIn(ctx, 'student');
  await onEvery(ctx, info(first));
  const second = await signIn(ctx, 'student');
  const firstAnswers = await onEvery(ctx, info(first));
  const secondAnswers = await onEvery(ctx, info(second));
  ctx.v.check(
    firstAnswers.every((a) => a.status === 402) && secondAnswers.every((a) => a.status === 200),
    "a student's second login ends the first on both instances (402), the second works on both",
  );
}

export async function limits(ctx: Ctx, perIp: number, globalMax: number): Promise<void> {
  // Logins: attempts per address across usernames, counted in Redis on every attempt.
  const from = '127.0.6.1';
  const attempts: Answer[] = [];
  for (let i = 0; i < perIp + 4; i++) {
    attempts.push(
      await call(ctx.base, '/oauth/token', {
        body: { username: `nobody${i}`, password: 'wrong-password', role: 'student' },
        from,
      }),
    );
  }
  const allowed = attempts.slice(0, perIp);
  const past = attempts.slice(perIp);
  ctx.v.check(
    allowed.every((a) => a.status === 400) && past.every((a) => a.status === 429) && both(ctx, past),
    `login limit per address (${perIp}): attempts ${perIp + 1}+ refused (429) by both instances ` +
      `(${[...names(past)].join(', ')}), the first ${perIp} answered 400 by ${[...names(allowed)].join(', ')}`,
  );

  // The global limit per address, counted in each instance and added up in Redis at every sync (RATE_LIMIT_SYNC_MS):
  // two rounds of 80 % of the limit, each split between the instances, pass it only together; after the next sync
  // both refuse.
  const global = '127.0.7.1';
  const round = () =>
    Promise.all(
      Array.from({ length: Math.ceil(globalMax * 0.8) }, () => call(ctx.base, '/o/v1/systems/info', { from: global })),
    );
  const first = await round();
  await sleep(4000);
  const second = await round();
  await sleep(4000);
  const third = await onEvery(ctx, () => call(ctx.base, '/o/v1/systems/info', { from: global }));
  const refused = second.filter((a) => a.status === 429);
  ctx.v.check(
    first.every((a) => a.status === 200) && refused.length > 0 && third.every((a) => a.status === 429),
    `global limit (${globalMax} a minute per address): ${first.length} calls, a sync, ${second.length} more ` +
      `(${refused.length} refused by ${[...names(refused)].join(', ')}; apart, neither instance would have ` +
      `reached ${globalMax}), a sync: both refuse (${third.length} calls)`,
  );
}

export async function jobsAtStart(ctx: Ctx): Promise<void> {
  const { db, data } = ctx;
  for (let i = 0; i < 60; i++) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from export_jobs where id = any($1::int[]) and status = 'done'`,
      [data.exports],
    );
    if (rows[0]?.n === data.exports.length) break;
    await sleep(1000);
  }
  const exports = (
    await db.query<{ id: number; status: string; attempts: number; claimed_by: string; file_key: string }>(
      'select id, status, attempts, claimed_by, file_key from export_jobs where id = any($1::int[])',
      [data.exports],
    )
  ).rows;
  const by = ctx.instances.map((i) => `${i.name} ${exports.filter((e) => e.claimed_by === i.name).length}`);
  ctx.v.check(
    exports.every((e) => e.status === 'done' && e.attempts === 1),
    `${exports.length} queued exports, each claimed once (attempts = 1): ${by.join(', ')}`,
  );
  // The file one instance wrote is downloaded through either (object storage).
  const admin = await signIn(ctx, 'admin');
  const downloads = await onEvery(
    ctx,
    () => call(ctx.base, `/o/v1/exports/${data.exports[0]}/file`, { token: admin, from: '127.0.5.1' }),
    1,
  );
  ctx.v.check(
    downloads.every((d) => d.status === 200),
    'an export file written by one instance downloads through both (object storage)',
  );

  const moved = (
    await db.query<{ class_id: number; to_status: string; n: number }>(
      `select class_id, to_status, count(*)::int as n from class_transitions
        where class_id = any($1::int[]) and reason = 'schedule' group by class_id, to_status`,
      [[...data.dueToStart, ...data.dueToFinish]],
    )
  ).rows;
  const once = (ids: number[], to: string) =>
    ids.every((id) => moved.filter((m) => m.class_id === id && m.to_status === to).map((m) => m.n)[0] === 1);
  ctx.v.check(
    once(data.dueToStart, 'running') && once(data.dueToFinish, 'finished'),
    `class lifecycle: ${data.dueToStart.length} classes started and ${data.dueToFinish.length} finished, one ` +
      'transition each',
  );
  const overdue = (
    await db.query<{ status: string; submitted_by: string }>(
      'select status, submitted_by from exam_attempts where id = any($1::int[])',
      [data.overdue],
    )
  ).rows;
  ctx.v.check(
    overdue.length === data.overdue.length &&
      overdue.every((a) => a.status !== 'in_progress' && a.submitted_by === 'job'),
    `exam overdue: ${overdue.length} attempts past their deadline submitted by the job`,
  );
  const rounds = (await db.query<{ name: string; rounds: number; taken_by: string }>('select * from worker_jobs')).rows;
  ctx.v.ok(`job leases: ${rounds.map((r) => `${r.name} ${r.rounds} round(s), last by ${r.taken_by}`).join('; ')}`);
}

/** Opens the chat stream of a live session through nginx; resolves once open, with the instance that holds it. */
function openStream(base: string, path: string) {
  return new Promise<{ instance: string; text: () => string; close: () => void }>((resolve, reject) => {
    const url = new URL(path, base);
    let text = '';
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      resolve({ instance: String(res.headers['x-instance'] ?? ''), text: () => text, close: () => req.destroy() });
    });
    req.on('error', (error) => (text ? undefined : reject(error)));
    req.end();
  });
}

export async function chat(ctx: Ctx): Promise<void> {
  const student = await signIn(ctx, 'student', '127.0.8.1');
  const sessionsAnswer = await call(ctx.base, '/s/v1/live-sessions', { token: student, from: '127.0.8.1' });
  const live = (sessionsAnswer.body.data as { id: number; state: string }[]).find((s) => s.state === 'live');
  if (!live) throw new Error('no live demo session');
  const watch = await call(ctx.base, `/o/v1/live/${live.id}`, { token: student, from: '127.0.8.1' });
  const pass = encodeURIComponent((watch.body.data as { media_token: string }).media_token);
  const streams: Awaited<ReturnType<typeof openStream>>[] = [];
  for (let i = 0; i < 10 && !ctx.instances.every((x) => streams.some((s) => s.instance === x.name)); i++) {
    streams.push(await openStream(ctx.base, `/o/v1/live/${live.id}/chat/stream?t=${pass}`));
  }
  const text = `集群消息 ${Date.now()}`;
  const posted = await call(ctx.base, `/o/v1/live/${live.id}/chat`, {
    body: { text },
    token: student,
    from: '127.0.8.1',
  });
  for (let i = 0; i < 100 && !streams.every((s) => s.text().includes(text)); i++) await sleep(100);
  const reached = streams.filter((s) => s.text().includes(text));
  for (const s of streams) s.close();
  ctx.v.check(
    posted.status === 201 && both(ctx, streams as unknown as Answer[]) && reached.length === streams.length,
    `live chat: posted on ${posted.instance}, reached ${reached.length} of ${streams.length} Server-Sent Events ` +
      `streams open on ${[...new Set(streams.map((s) => s.instance))].join(' and ')}`,
  );
}
