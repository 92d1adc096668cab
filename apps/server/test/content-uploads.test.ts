// Uploads: type by content (not name), size limits, storage under DATA_DIR/uploads, and safe serving.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).access_token;
});
afterAll(() => t.close());

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

function multipart(filename: string, contentType: string, data: Buffer, field = 'file') {
  const boundary = `----etp${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...t.bearer(admin) },
  };
}
const upload = (filename: string, contentType: string, data: Buffer) =>
  t.request({ method: 'POST', url: '/a/v1/uploads', ...multipart(filename, contentType, data) });

describe('POST /a/v1/uploads', () => {
  it('stores a PNG under DATA_DIR/uploads/<yyyy>/<mm>/ and serves it as an image, cached for good', async () => {
    const res = await upload('机构封面.png', 'image/png', PNG);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ name: '机构封面.png', size: PNG.length, type: 'image/png' });
    expect(data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.png$/);
    expect(existsSync(join(t.config.dataDir, data.url))).toBe(true);
    expect(readFileSync(join(t.config.dataDir, data.url))).toEqual(PNG);

    const served = await t.request({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.rawPayload).toEqual(PNG);

    const [audit] = await t.app.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'upload.create'))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(audit?.targetId).toBe(data.url);
  });

  it('decides the type by content: a PDF named .png is a PDF, downloaded as an attachment', async () => {
    const res = await upload('notice.png', 'image/png', PDF);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.url).toMatch(/\.pdf$/);
    const served = await t.request({ method: 'GET', url: res.json().data.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    const docx = await upload('policy.docx', 'application/octet-stream', DOCX);
    expect(docx.json().data.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
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
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('PNG');
  });

  it('refuses a picture over 5 MB and a file over 20 MB with 413 and the limit in the message', async () => {
    const bigImage = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const image = await upload('big.png', 'image/png', bigImage);
    expect(image.statusCode).toBe(413);
    expect(image.json().msg).toBe('图片不能超过 5 MB');
    const bigFile = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]);
    const file = await upload('big.pdf', 'application/pdf', bigFile);
    expect(file.statusCode).toBe(413);
    expect(file.json().msg).toBe('文件不能超过 20 MB');
  });

  it('answers 4xx, not 5xx, to a JSON body or a form without a file', async () => {
    const json = await t.request({
      method: 'POST',
      url: '/a/v1/uploads',
      headers: { ...t.bearer(admin), 'content-type': 'application/json' },
      payload: JSON.stringify({ file: 'x' }),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().msg).toContain('multipart');
    const boundary = '----etpnofile';
    const noFile = await t.request({
      method: 'POST',
      url: '/a/v1/uploads',
      headers: { ...t.bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(noFile.statusCode).toBe(400);
    const broken = await t.request({
      method: 'POST',
      url: '/a/v1/uploads',
      headers: { ...t.bearer(admin), 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'not really multipart',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
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
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
