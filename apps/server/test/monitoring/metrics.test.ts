// /metrics: Prometheus text for a configured address or the bearer token, the 404 of an unknown path for anyone else;
// requests per route and status, the process, the queues, the batches and the browser's reports in it.
import { MONITORING_API } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bank, fixedPaper, openTest, startTest, studentClass, theory } from '../exams/setup.ts';
import { type Api, testApp } from '../helpers.ts';
import { report as learningReport, world } from '../learning/fixtures.ts';
import { report } from './fixtures.ts';

const TOKEN = 'scrape-token-0123456789abcdef';
let api: Api;
beforeAll(async () => {
  api = await testApp({ METRICS_TOKEN: TOKEN, METRICS_ADDRESSES: '10.5.0.1, 10.5.0.2' });
});
afterAll(() => api.close());

const scrape = async () => {
  const res = await api.anon.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.raw.body;
};
/** The value of one sample line (`name{labels} value`), or undefined. */
const sample = (text: string, line: RegExp) => {
  const found = text.split('\n').find((l) => line.test(l));
  return found === undefined ? undefined : Number(found.split(' ').at(-1));
};

describe('who may read /metrics', () => {
  it('answers anyone else exactly as an unknown path', async () => {
    const unknown = await api.anon.get('/metricsx');
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const res = await api.anon.get('/metrics', { headers, remoteAddress: '10.5.0.9' });
      expect(res.status).toBe(404);
      expect(res.raw.body).toBe(unknown.raw.body);
    }
  });

  it('answers the token and the configured addresses', async () => {
    const byToken = await api.anon.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(byToken.status).toBe(200);
    expect(byToken.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(byToken.headers['cache-control']).toBe('no-store');
    expect((await api.anon.get('/metrics', { remoteAddress: '10.5.0.2' })).status).toBe(200);
  });

  it('answers nobody when neither is configured', async () => {
    const closed = await testApp();
    try {
      expect((await closed.anon.get('/metrics')).status).toBe(404);
      expect((await closed.anon.get('/metrics', { remoteAddress: '127.0.0.1' })).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});

describe('what /metrics says', () => {
  it('times requests per method, route pattern and status', async () => {
    const before =
      sample(
        await scrape(),
        /^etp_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\}/,
      ) ?? 0;
    await api.anon.get('/healthz');
    await api.anon.get('/healthz');
    await api.anon.get('/o/v1/nothing-here');
    const text = await scrape();
    expect(
      sample(text, /^etp_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\}/),
    ).toBe(before + 2);
    expect(text).toMatch(
      /^etp_http_request_duration_seconds_count\{method="GET",route="unmatched",status="404"\} \d+/m,
    );
    // A path with an id is counted under its pattern, not one series per id.
    await api.as('admin').get(MONITORING_API.clientIssue.replace(':id', '123'));
    expect(await scrape()).toContain('route="/a/v1/client-issues/:id",status="404"');
  });

  it('has the process: event-loop lag, heap and CPU', async () => {
    const text = await scrape();
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_cpu_seconds_total'])
      expect(text).toMatch(new RegExp(`^${name} \\d`, 'm'));
  });

  it('has the export queue and the face engine (PGlite has no pool to show)', async () => {
    const text = await scrape();
    expect(text).toMatch(/^etp_export_jobs\{status="queued"\} \d+/m);
    expect(text).toMatch(/^etp_face_engine_tasks\{state="queued"\} 0/m);
    expect(text).toMatch(/^etp_face_engine_workers\{state="size"\} 1/m);
    if (api.app.database.kind === 'postgres') expect(text).toMatch(/^etp_db_pool_connections\{state="max"\} \d+/m);
    else expect(text).not.toContain('etp_db_pool_connections{');
  });

  it('counts the browser error reports received, by kind', async () => {
    const line = /^etp_client_error_reports_total\{kind="chunk"\}/;
    const before = sample(await scrape(), line) ?? 0;
    await api.anon.post(MONITORING_API.clientErrors, {
      reports: [report({ kind: 'chunk' }), report({ kind: 'chunk' })],
    });
    expect(sample(await scrape(), line)).toBe(before + 2);
  });

  it('has the learning-record batches: their sizes and times', async () => {
    const w = await world(api);
    w.at(0);
    expect((await learningReport(api.as('student'), w.long, 0)).status).toBe(200);
    const text = await scrape();
    expect(sample(text, /^etp_batch_size_count\{batch="learning_record"\}/)).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, /^etp_batch_duration_seconds_count\{batch="learning_record",outcome="ok"\}/),
    ).toBeGreaterThanOrEqual(1);
  });

  it('has the answer-save batches of the theory tests', async () => {
    const ctx = await studentClass(api);
    const ids = await bank(api, ctx.courseId);
    const testId = await openTest(
      api,
      ctx.teacher,
      ctx.classId,
      await fixedPaper(api, ctx.courseId, Object.values(ids)),
    );
    const started = await startTest(api.as('student'), testId);
    expect(started.status, started.raw.body).toBe(200);
    const t = theory(api, ctx.courseId, started.body.data.theory_token);
    const saved = await t.save({ answers: [{ question_id: ids.single, answer: ['A'], version: 1 }] });
    expect(saved.status, saved.raw.body).toBe(200);
    expect(sample(await scrape(), /^etp_batch_size_count\{batch="answer_save"\}/)).toBeGreaterThanOrEqual(1);
  });
});
