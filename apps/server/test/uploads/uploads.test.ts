// Uploads: type by content (not name), size limits, storage under DATA_DIR/uploads, and safe serving.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '@/db/schema/index.ts';
import { type Api, multipartFile, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
/** Enough of a ZIP for the sniffer: local header signature and the part names of a Word document. */
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('....[Content_Types].xml....word/document.xml....', 'latin1'),
]);

const upload = (filename: string, contentType: string, data: Buffer) => {
  const { payload, headers } = multipartFile(data, { filename, contentType });
  return api.as('admin').post('/a/v1/uploads', payload, { headers });
};

describe('POST /a/v1/uploads', () => {
  it('stores a PNG under DATA_DIR/uploads/<yyyy>/<mm>/ and serves it as an image, cached for good', async () => {
    const res = await upload('机构封面.png', 'image/png', PNG);
    expect(res.status, res.raw.body).toBe(201);
    const data = res.body.data;
    expect(data).toMatchObject({ name: '机构封面.png', size: PNG.length, type: 'image/png' });
    expect(data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.png$/);
    expect(existsSync(join(api.config.dataDir, data.url))).toBe(true);
    expect(readFileSync(join(api.config.dataDir, data.url))).toEqual(PNG);

    const served = await api.anon.get(data.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.raw.rawPayload).toEqual(PNG);

    const [audit] = await api.app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'upload.create'))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(audit?.targetId).toBe(data.url);
  });

  it('decides the type by content: a PDF named .png is a PDF, downloaded as an attachment', async () => {
    const res = await upload('notice.png', 'image/png', PDF);
    expect(res.status).toBe(201);
    expect(res.body.data.url).toMatch(/\.pdf$/);
    const served = await api.anon.get(res.body.data.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    // The name given back (shown and used as the download name) carries the detected type too (issue 26.13).
    expect(res.body.data.name).toBe('notice.pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const page = await upload(
      'x.html',
      'text/html',
      Buffer.concat([PDF, Buffer.from('<html><script>1</script></html>')]),
    );
    expect(page.body.data).toMatchObject({ name: 'x.pdf', type: 'application/pdf' });
    expect(page.body.data.url).toMatch(/\.pdf$/);
    const docx = await upload('policy.docx', 'application/octet-stream', DOCX);
    expect(docx.body.data.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it.each([
    ['HTML named .png', 'x.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>')],
    [
      'SVG named .png',
      'x.png',
      'image/png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ],
    [
      'SVG as itself',
      'x.svg',
      'image/svg+xml',
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
    ['a plain ZIP named .docx', 'x.docx', 'application/zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])],
    ['an empty file', 'x.png', 'image/png', Buffer.alloc(0)],
  ])('refuses %s with a readable 400', async (_, filename, type, data) => {
    const res = await upload(filename, type, data);
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('PNG');
  });

  it('refuses a picture over 5 MB and a file over 20 MB with 413 and the limit in the message', async () => {
    const bigImage = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const image = await upload('big.png', 'image/png', bigImage);
    expect(image.status).toBe(413);
    expect(image.body.msg).toBe('图片不能超过 5 MB');
    const bigFile = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]);
    const file = await upload('big.pdf', 'application/pdf', bigFile);
    expect(file.status).toBe(413);
    expect(file.body.msg).toBe('文件不能超过 20 MB');
  });

  it('answers 4xx, not 5xx, to a JSON body or a form without a file', async () => {
    const json = await api
      .as('admin')
      .post('/a/v1/uploads', JSON.stringify({ file: 'x' }), { headers: { 'content-type': 'application/json' } });
    expect(json.status).toBe(415);
    expect(json.body.msg).toContain('multipart');
    const boundary = '----etpnofile';
    const noFile = await api
      .as('admin')
      .post(
        '/a/v1/uploads',
        `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nhello\r\n--${boundary}--\r\n`,
        { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
      );
    expect(noFile.status).toBe(400);
    const broken = await api.as('admin').post('/a/v1/uploads', 'not really multipart', {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
  });
});

describe('GET /uploads/*', () => {
  it('serves only names the server handed out', async () => {
    for (const url of [
      '/uploads/2026/01/0123456789abcdef0123456789abcdef.png',
      '/uploads/../token-secret',
      '/uploads/..%2Ftoken-secret',
      '/uploads/2026/01/x.html',
      '/uploads/',
    ]) {
      const res = await api.anon.get(url);
      expect(res.status, url).toBe(404);
    }
  });
});
