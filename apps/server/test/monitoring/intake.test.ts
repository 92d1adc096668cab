// POST /p/v1/client-errors: reports from anyone, cut to the limits rather than refused for their size, refused when
// malformed, limited per address, grouped into issues by message and the product's own frames (read through the
// build's source maps, so two releases of the same code make one issue), with the signed-in user from the token.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CLIENT_REPORT_LIMITS,
  type ClientIssueDetail,
  type ClientIssueRow,
  MONITORING_API,
  type Page,
  translate,
} from '@etp/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrors, clientIssues } from '../../src/db/schema/monitoring.ts';
import { type Api, testApp } from '../helpers.ts';
import { userId } from '../learning/fixtures.ts';
import { report, SIGN_UP_SOURCE, signUpStack, writeWebBuild } from './fixtures.ts';

let api: Api;
beforeAll(async () => {
  const dist = join(mkdtempSync(join(tmpdir(), 'etp-web-')), 'dist');
  writeWebBuild(dist);
  api = await testApp({ WEB_DIST: dist, CLIENT_ERROR_LIMIT_PER_IP: '1000' });
});
afterAll(() => api.close());

const send = (body: unknown, remoteAddress = '10.1.0.1', headers: Record<string, string> = {}) =>
  api.anon.post(MONITORING_API.clientErrors, body as object, { remoteAddress, headers });

/** The issues whose title contains `text` (each test sends its own message). */
async function issuesOf(text: string): Promise<ClientIssueRow[]> {
  const res = await api
    .as('admin')
    .get<Page<ClientIssueRow>>(MONITORING_API.clientIssues, { query: { keyword: text } });
  expect(res.status).toBe(200);
  return res.body.data.list;
}
const detail = async (id: number) =>
  (await api.as('admin').get<ClientIssueDetail>(MONITORING_API.clientIssue.replace(':id', String(id)))).body.data;

describe('the intake', () => {
  it('takes a report without a token and stores it under an issue', async () => {
    const res = await send({ reports: [report({ message: 'anon failure 17' })] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ received: 1 });
    const [issue] = await issuesOf('anon failure');
    expect(issue).toMatchObject({ title: 'anon failure <n>', count: 1, users: 0, routes: ['/szbSignUpForm'] });
    expect(issue!.releases).toEqual(['1.0.1+test']);
  });

  it("names the signed-in user from the request's own token, never from the report", async () => {
    const token = await api.as('student').token();
    const body = { reports: [{ ...report({ message: 'signed in failure' }), user_id: 1 }] };
    const res = await send(body, '10.1.0.2', { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    const [issue] = await issuesOf('signed in failure');
    expect((await detail(issue!.id)).errors[0]!.user_id).toBe(await userId(api, 'student'));
    expect(issue!.users).toBe(1);
    // A token that does not verify is no user at all.
    await send({ reports: [report({ message: 'signed in failure' })] }, '10.1.0.2', { authorization: 'Bearer forged' });
    expect((await detail(issue!.id)).errors[0]!.user_id).toBeNull();
  });

  it('refuses a malformed request with 400 and stores nothing', async () => {
    const before = (await api.app.db.select().from(clientErrors)).length;
    for (const body of [
      {},
      { reports: [] },
      { reports: 'x' },
      { reports: [{ kind: 'error' }] },
      { reports: [{ ...report(), kind: 'explosion' }] },
      { reports: [{ ...report(), message: 42 }] },
      { reports: [report()], replay: [{ type: 'x' }] },
    ]) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(400);
    }
    const broken = await api.anon.post(MONITORING_API.clientErrors, '{"reports":[', {
      headers: { 'content-type': 'application/json' },
      remoteAddress: '10.1.0.3',
    });
    expect(broken.status).toBe(400);
    expect((await api.app.db.select().from(clientErrors)).length).toBe(before);
  });

  it('cuts an oversized report to the limits instead of refusing it', async () => {
    const message = `oversized ${'m'.repeat(5000)}`;
    const breadcrumbs = Array.from({ length: 100 }, (_, i) => ({
      at: i,
      type: 'request' as const,
      text: `GET /o/v1/x/${i} 200 ${'b'.repeat(500)}`,
    }));
    const reports = Array.from({ length: 15 }, () =>
      report({
        message,
        stack: `Error\n${'    at f (x.js:1:1)\n'.repeat(5000)}`,
        breadcrumbs,
        route: `/${'r'.repeat(500)}`,
      }),
    );
    const res = await send({ reports });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ received: CLIENT_REPORT_LIMITS.reports });
    const [row] = await api.app.db
      .select()
      .from(clientErrors)
      .where(eq(clientErrors.message, message.slice(0, CLIENT_REPORT_LIMITS.message)))
      .limit(1);
    expect(row!.message).toHaveLength(CLIENT_REPORT_LIMITS.message);
    expect(row!.stack).toHaveLength(CLIENT_REPORT_LIMITS.stack);
    expect(row!.route).toHaveLength(CLIENT_REPORT_LIMITS.route);
    const crumbs = row!.breadcrumbs as { at: number; text: string }[];
    // The newest breadcrumbs are kept, each cut.
    expect(crumbs).toHaveLength(CLIENT_REPORT_LIMITS.breadcrumbs);
    expect(crumbs[0]!.at).toBe(100 - CLIENT_REPORT_LIMITS.breadcrumbs);
    expect(crumbs.at(-1)!.text).toHaveLength(CLIENT_REPORT_LIMITS.breadcrumbText);
    const [issue] = await issuesOf('oversized');
    expect(issue!.count).toBe(CLIENT_REPORT_LIMITS.reports);
  });

  it('refuses, as every route does, a text no stored text may hold (the browser replaces those characters)', async () => {
    const res = await send({ reports: [report({ message: 'control \u0000 chars here' })] });
    expect(res.status).toBe(400);
    expect(res.body.data.fields['reports.0.message']).toBe(translate('zh-CN', 'validation.control_chars'));
    expect(await issuesOf('control')).toEqual([]);
  });

  it('refuses a body over the hard limit whole (413): the cap of a replay, twice, and room for the reports', async () => {
    const huge = 'x'.repeat(api.config.CLIENT_REPLAY_MAX_BYTES * 2 + 600 * 1024);
    const res = await send({ reports: [report({ message: huge })] });
    expect(res.status).toBe(413);
  });
});

describe('grouping', () => {
  it('groups messages that differ only by numbers, addresses and ids', async () => {
    await send({ reports: [report({ message: 'Loading chunk 12 failed: https://a.example/assets/x-1a2b3c4d.js' })] });
    await send({ reports: [report({ message: 'Loading chunk 7 failed: https://b.example/assets/y-9f8e7d6c.js' })] });
    const issues = await issuesOf('Loading chunk');
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ title: 'Loading chunk <n> failed: <url>', count: 2 });
  });

  it('reads frames through the source maps: two releases of the same code make one issue at the original line', async () => {
    const message = 'sign-up broke';
    await send({ reports: [report({ message, stack: signUpStack(message, 'aaa111'), release: '1.0.1+aaa' })] });
    await send({
      reports: [
        report({
          message,
          stack: signUpStack(message, 'bbb222', 'http://practice.localhost:3000'),
          release: '1.0.1+bbb',
        }),
      ],
    });
    const issues = await issuesOf('sign-up broke');
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ count: 2, culprit: 'src/features/portal/signup/SignUpForm.tsx:88' });
    expect(new Set(issues[0]!.releases)).toEqual(new Set(['1.0.1+aaa', '1.0.1+bbb']));
    const [latest] = (await detail(issues[0]!.id)).errors;
    expect(latest!.frames).toEqual([
      {
        fn: 'submitSignUp',
        file: 'src/features/portal/signup/SignUpForm.tsx',
        line: 88,
        column: 5,
        own: true,
        mapped: true,
      },
      {
        fn: 'onSubmit',
        file: 'src/features/portal/signup/SignUpForm.tsx',
        line: 40,
        column: 3,
        own: true,
        mapped: true,
      },
    ]);
    expect(SIGN_UP_SOURCE).toContain('src/features/portal/signup/SignUpForm.tsx');
  });

  it('keeps apart the same message thrown from different places of the code', async () => {
    const message = 'same words';
    await send({ reports: [report({ message, stack: signUpStack(message, 'aaa111') })] });
    await send({
      reports: [
        report({ message, stack: `Error: ${message}\n    at x (http://localhost:3000/assets/Other-ccc333.js:1:10)` }),
      ],
    });
    expect(await issuesOf('same words')).toHaveLength(2);
  });

  it('answers 404 for an issue that does not exist, and only administrators read issues', async () => {
    expect((await api.as('admin').get(MONITORING_API.clientIssue.replace(':id', '999999'))).status).toBe(404);
    expect((await api.as('teacher').get(MONITORING_API.clientIssues)).status).toBe(403);
    expect((await api.as('province').get(MONITORING_API.clientIssues)).status).toBe(403);
    expect((await api.anon.get(MONITORING_API.clientIssues)).status).toBe(401);
  });
});

describe('the per-address limit', () => {
  it('answers 429 past the limit for that address, while another address still reports', async () => {
    const limited = await testApp({ CLIENT_ERROR_LIMIT_PER_IP: '3' });
    try {
      const post = (ip: string) =>
        limited.anon.post(MONITORING_API.clientErrors, { reports: [report()] }, { remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await post('10.9.9.9')).status).toBe(200);
      const refused = await post('10.9.9.9');
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await post('10.9.9.10')).status).toBe(200);
      const [issue] = await limited.app.db.select().from(clientIssues);
      expect(issue!.count).toBe(4);
    } finally {
      await limited.close();
    }
  });
});
