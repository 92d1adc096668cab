import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, testAppWithLogs } from '../helpers.ts';

let api: Api;
let lines: string[] = [];
beforeAll(async () => {
  ({ api, lines } = await testAppWithLogs());
});
afterAll(() => api.close());

describe('logs', () => {
  it('writes JSON lines with the request id', async () => {
    await api.anon.get('/healthz', { headers: { 'x-request-id': 'trace-42' } });
    const entries = lines.map((l) => JSON.parse(l));
    expect(entries.some((e) => e.reqId === 'trace-42' && e.msg === 'request completed')).toBe(true);
  });

  it('never writes tokens, passwords or ID numbers', async () => {
    const { access_token, refresh_token } = (await api.signIn('admin')).tokens;
    await api.withToken(access_token).get(`/portal?token=${access_token}`);
    await api.anon.post('/oauth/refresh-token', undefined, { headers: { authorization: refresh_token } });
    api.app.log.info(
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
