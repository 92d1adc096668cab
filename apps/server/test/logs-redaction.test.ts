import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  const probe = await createTestApp();
  const logger = { ...loggerOptions({ ...probe.config, LOG_LEVEL: 'info' }), stream: sink };
  await probe.close();
  t = await createTestApp({}, { logger });
});
afterAll(() => t.close());

describe('logs', () => {
  it('writes JSON lines with the request id', async () => {
    await t.request({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-42' } });
    const entries = lines.map((l) => JSON.parse(l));
    expect(entries.some((e) => e.reqId === 'trace-42' && e.msg === 'request completed')).toBe(true);
  });

  it('never writes tokens, passwords or ID numbers', async () => {
    const { access_token, refresh_token } = await t.login('admin');
    await t.request({
      method: 'GET',
      url: `/portal?token=${access_token}`,
      headers: { authorization: `Bearer ${access_token}` },
    });
    await t.request({ method: 'POST', url: '/oauth/refresh-token', headers: { authorization: refresh_token } });
    t.app.log.info(
      {
        password: 'Plain-Secret-1',
        user: { id_card: '370102199001011234', access_token },
        form: { nested: { new_password: 'Plain-Secret-2' } },
      },
      'probe',
    );
    const text = lines.join('\n');
    expect(text).toContain('probe');
    for (const secret of [
      access_token,
      refresh_token,
      'Plain-Secret-1',
      'Plain-Secret-2',
      '370102199001011234',
      'Demo@12345',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
