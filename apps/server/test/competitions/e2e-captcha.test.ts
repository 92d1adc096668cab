// The fixed captcha answer end-to-end tests use (a browser cannot read the picture): only with NODE_ENV=test.
import { CAPTCHA_API } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp({ CAPTCHA_TEST_ANSWER: 'e2e7k' });
});
afterAll(() => api.close());

describe('CAPTCHA_TEST_ANSWER', () => {
  it('is refused outside NODE_ENV=test', () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(() =>
        loadConfig({
          NODE_ENV,
          DATA_DIR: '/tmp/etp-cfg',
          TOKEN_SECRET: 'x'.repeat(40),
          PERSONAL_DATA_KEY: 'a'.repeat(64),
          CAPTCHA_TEST_ANSWER: 'E2E7K',
        }),
      ).toThrow(/CAPTCHA_TEST_ANSWER: only allowed when NODE_ENV=test/);
    }
  });

  it('makes every challenge read that text in a test instance, still one answer per challenge', async () => {
    const res = await api.anon.get(CAPTCHA_API.challenge);
    const { id } = res.body.data as { id: string };
    expect(await api.app.captcha.check(id, 'E2E7K')).toBe(true);
    expect(await api.app.captcha.check(id, 'E2E7K')).toBe(false);
  });
});
