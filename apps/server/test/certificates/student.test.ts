// The student's certificates and PDF: their own only; the PDF prints rare characters of names (text extracted from
// the PDF), and a character the font lacks refuses the issue with a message naming it; the teacher's ZIP export.
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '@/db/schema/certificates.ts';
import { users } from '@/db/schema/users.ts';
import { type Api, testApp } from '../helpers.ts';
import { asStudent, certificateOf, demoFinishedClass, makeEligible } from './fixtures.ts';

let api: Api;
let demo: Awaited<ReturnType<typeof demoFinishedClass>>;
beforeAll(async () => {
  api = await testApp();
  demo = await demoFinishedClass(api);
});
afterAll(() => api.close());

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false }).promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  expect(pdf.numPages).toBe(1);
  return content.items.map((i) => ('str' in i ? i.str : '')).join('');
}

describe("the student's certificates", () => {
  it('lists their own with the PDF address; the PDF downloads for them and nobody else', async () => {
    const owner = demo.student('eligible', 0);
    const other = demo.student('eligible', 1);
    const mine = await asStudent(api, owner.username).get('/s/v1/certificates');
    expect(mine.status).toBe(200);
    expect(mine.body.data).toHaveLength(1);
    const cert = mine.body.data[0];
    expect(cert.pdf_url).toBe(`/s/v1/certificates/${cert.id}/pdf`);
    const pdf = await asStudent(api, owner.username).get(cert.pdf_url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = new Uint8Array(pdf.raw.rawPayload);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(owner.name);
    expect(text).toContain(cert.certificate_no);
    expect((await asStudent(api, other.username).get(cert.pdf_url)).status).toBe(404);
    expect((await api.as('teacher').get(cert.pdf_url)).status).toBe(403);
    expect((await api.anon.get(cert.pdf_url)).status).toBe(401);
  });
});

describe('Chinese names print', () => {
  it('prints every rare character of a name (䶮 堃 喆 劐 坶 塥 𠮷), read back from the PDF', async () => {
    const student = demo.student('theory_not_taken');
    const name = '䶮堃喆劐坶塥𠮷';
    await api.app.db.update(users).set({ name }).where(eq(users.id, student.userId));
    await makeEligible(api, demo.cls.id, student.userId);
    const res = await api
      .as('teacher')
      .post(`/f/v1/classes/${demo.cls.id}/certificates`, { student_id: student.userId });
    expect(res.status).toBe(201);
    const cert = await certificateOf(api, demo.cls.id, student.userId);
    const chunks: Buffer[] = [];
    for await (const chunk of api.app.storage.read(cert!.pdfKey!)) chunks.push(chunk as Buffer);
    const text = await pdfText(new Uint8Array(Buffer.concat(chunks)));
    for (const char of name) expect(text).toContain(char);
  });

  it('refuses a name with a character the font has no glyph for, naming it, and issues nothing', async () => {
    const student = demo.student('hours_short');
    await api.app.db.update(users).set({ name: '王𪚥' }).where(eq(users.id, student.userId));
    await makeEligible(api, demo.cls.id, student.userId);
    const url = `/f/v1/classes/${demo.cls.id}/certificates`;
    const res = await api.as('teacher').post(url, { student_id: student.userId });
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('证书字体缺少字符“𪚥”，无法打印，请联系管理员');
    const en = await api
      .as('teacher')
      .post(url, { student_id: student.userId }, { headers: { 'accept-language': 'en-US' } });
    expect(en.body.msg).toContain('𪚥');
    expect(await certificateOf(api, demo.cls.id, student.userId)).toBeUndefined();
  });
});

describe("a class's certificates as one ZIP", () => {
  it('goes through the download centre to its teacher: one PDF per certificate', async () => {
    const queued = await api.as('teacher').post(`/f/v1/classes/${demo.cls.id}/certificates/export`);
    expect(queued.status).toBe(201);
    expect(await api.app.exports.runOnce()).toBe(true);
    const mine = await api.as('teacher').get('/o/v1/exports');
    const job = mine.body.data.list.find((j: { id: number }) => j.id === queued.body.data.id);
    expect(job).toMatchObject({ status: 'done' });
    expect(job.name).toMatch(/\.zip$/);
    const file = await api.as('teacher').get(job.url);
    expect(file.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(file.raw.rawPayload);
    const names = Object.keys(zip.files);
    const count = (await api.app.db.select().from(certificates).where(eq(certificates.classId, demo.cls.id))).length;
    expect(names).toHaveLength(count);
    expect(names.every((n) => n.endsWith('.pdf'))).toBe(true);
    const other = await api
      .as({ username: 'qd_teacher', role: 'teacher' })
      .post(`/f/v1/classes/${demo.cls.id}/certificates/export`);
    expect(other.status).toBe(404);
  });
});
