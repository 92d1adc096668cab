// Revoking keeps the certificate with its status, reason and reviser; the admin and the issuing region may, another
// region may not (404: it does not exist for them); the public lookup says 已撤销 with the day; lookups are logged.
import type { CertificateRow, Page } from '@etp/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateLookups, certificates } from '@/db/schema/certificates.ts';
import { type Api, auditRow, testApp } from '../helpers.ts';
import { demoFinishedClass } from './fixtures.ts';

let api: Api;
let issued: (typeof certificates.$inferSelect)[];
beforeAll(async () => {
  api = await testApp();
  const demo = await demoFinishedClass(api);
  issued = (await api.app.db.select().from(certificates).where(eq(certificates.classId, demo.cls.id))).filter(
    (c) => c.status === 'issued',
  );
});
afterAll(() => api.close());

const lookup = (number: string, remoteAddress = '10.20.0.1') =>
  api.anon.get(`/p/v1/report?no=${encodeURIComponent(number)}`, { remoteAddress });

describe('the back-office list', () => {
  it('pages certificates in scope with their status; the seeded revoked one shows its reason', async () => {
    const admin = await api.as('admin').get<Page<CertificateRow>>('/a/v1/certificates?page=1&size=5');
    expect(admin.status).toBe(200);
    expect(admin.body.data.list.length).toBeLessThanOrEqual(5);
    const revoked = await api.as('area').get<Page<CertificateRow>>('/a/v1/certificates?status=revoked');
    expect(revoked.body.data.total).toBeGreaterThan(0);
    expect(revoked.body.data.list[0]).toMatchObject({ status: 'revoked', revoked_reason: expect.any(String) });
    expect(revoked.body.data.list[0]!.revoked_by_name).not.toBe('');
    expect((await api.as('teacher').get('/a/v1/certificates')).status).toBe(403);
    expect((await api.as('student').get('/a/v1/certificates')).status).toBe(403);
  });
});

describe('revoking', () => {
  it('by the admin: the row stays revoked, audited; the lookup says revoked with the day; twice is 409', async () => {
    const cert = issued[0]!;
    expect((await lookup(cert.certificateNo)).body.data).toMatchObject({ status: 'issued', revoked_at: null });
    expect((await api.as('admin').post(`/a/v1/certificates/${cert.id}/revoke`, { reason: '' })).status).toBe(400);
    const res = await api.as('admin').post(`/a/v1/certificates/${cert.id}/revoke`, { reason: '冒名参训' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'revoked', revoked_reason: '冒名参训' });
    expect(await auditRow(api, 'certificate.revoke', String(cert.id))).toBeTruthy();
    const [row] = await api.app.db.select().from(certificates).where(eq(certificates.id, cert.id));
    expect(row).toMatchObject({ status: 'revoked', revokedReason: '冒名参训', sha256: cert.sha256 });
    const found = (await lookup(cert.certificateNo)).body.data;
    expect(found.status).toBe('revoked');
    expect(found.revoked_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await api.as('admin').post(`/a/v1/certificates/${cert.id}/revoke`, { reason: '再次' })).status).toBe(409);
  });

  it('by the issuing region (area 370102), and not by another region', async () => {
    const cert = issued[1]!;
    expect(cert.regionCode).toBe('370102');
    const [qingdao] = await api.app.db
      .insert(certificates)
      .values({
        certificateNo: 'SD2026370202ABCDEFGH23',
        studentName: '李青岛',
        className: '青岛班',
        institutionName: '青岛机构',
        courseName: 'SYB',
        regionCode: '370202',
        completedAt: '2026-01-10',
      })
      .returning();
    const other = await api.as('area').post(`/a/v1/certificates/${qingdao!.id}/revoke`, { reason: '不属本区' });
    expect(other.status).toBe(404);
    const [still] = await api.app.db.select().from(certificates).where(eq(certificates.id, qingdao!.id));
    expect(still!.status).toBe('issued');
    expect((await api.as('area').post(`/a/v1/certificates/${cert.id}/revoke`, { reason: '材料不实' })).status).toBe(
      200,
    );
    expect((await api.as('teacher').post(`/a/v1/certificates/${cert.id}/revoke`, { reason: 'x' })).status).toBe(403);
  });
});

describe('the public lookup', () => {
  it('masks the name, accepts ?number= and ?no=, and logs each lookup found or not', async () => {
    const cert = issued[2]!;
    const byNo = await lookup(cert.certificateNo, '10.20.0.9');
    const byNumber = await api.anon.get(`/p/v1/report?number=${cert.certificateNo}`, { remoteAddress: '10.20.0.9' });
    expect(byNo.body.data).toEqual(byNumber.body.data);
    expect(byNo.body.data.student_name).toMatch(/\*/);
    expect(JSON.stringify(byNo.body.data)).not.toContain(cert.studentName);
    expect((await lookup('SD2026370102ZZZZZZZZZZ', '10.20.0.9')).status).toBe(404);
    const logged = await api.app.db
      .select()
      .from(certificateLookups)
      .where(eq(certificateLookups.address, '10.20.0.9'));
    expect(logged.map((l) => l.found).sort()).toEqual([false, true, true]);
    expect(logged.find((l) => l.found)?.certificateId).toBe(cert.id);
  });

  it('still finds a record moved from completion_records with an old sequential number', async () => {
    await api.app.db.insert(certificates).values({
      certificateNo: 'SD20263701020001',
      studentName: '张三丰',
      className: '老班',
      institutionName: '老机构',
      courseName: 'SYB',
      regionCode: '370102',
      completedAt: '2025-06-01',
    });
    const res = await lookup('SD20263701020001', '10.20.0.10');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ student_name: '张*丰', status: 'issued' });
  });
});
