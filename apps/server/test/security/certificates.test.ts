// Issue 10.10: certificate numbers carry an unguessable part; the public lookup is limited per address and masked.
import { CERTIFICATE_NUMBER, REPORT_LOOKUP_LIMIT } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../src/db/schema/certificates.ts';
import { newCertificateNumber } from '../../src/lib/certificate-number.ts';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

const lookup = (number: string, remoteAddress: string) =>
  api.anon.get(`/p/v1/report?number=${encodeURIComponent(number)}`, { remoteAddress });

describe('certificate numbers', () => {
  it('are year, division and 10 random characters, never a sequence', () => {
    const numbers = Array.from({ length: 2000 }, () => newCertificateNumber(2026, '370102'));
    for (const n of numbers) expect(n).toMatch(CERTIFICATE_NUMBER);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Each position of the random part takes many values: nothing to count up from.
    for (let i = 12; i < 22; i++) expect(new Set(numbers.map((n) => n[i])).size).toBeGreaterThan(25);
  });

  it('are issued so in the demo data: no two differ only by a counter', async () => {
    const rows = await api.app.db.select({ no: certificates.certificateNo }).from(certificates);
    expect(rows.length).toBeGreaterThan(1);
    for (const { no } of rows) expect(no).toMatch(CERTIFICATE_NUMBER);
    const sequential = rows.filter(({ no }) => /^SD\d{10}\d{4}$/.test(no));
    expect(sequential).toEqual([]);
  });
});

describe('the public lookup', () => {
  it('shows the record with the name masked', async () => {
    const [record] = await api.app.db.select().from(certificates).limit(1);
    const res = await lookup(record!.certificateNo, '10.10.0.1');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.student_name).not.toBe(record!.studentName);
    expect(data.student_name).toMatch(/\*/);
    expect(JSON.stringify(data)).not.toContain(record!.studentName);
  });

  it(`is limited to ${REPORT_LOOKUP_LIMIT.max} a minute per address`, async () => {
    const walker = '10.10.0.2';
    for (let i = 0; i < REPORT_LOOKUP_LIMIT.max; i++) {
      expect((await lookup(`SD2026370102${String(i).padStart(4, '0')}`, walker)).status).toBe(404);
    }
    const refused = await lookup('SD20263701020099', walker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookup('SD20263701020099', '10.10.0.3')).status).toBe(404);
  });
});
