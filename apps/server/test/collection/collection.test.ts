// The startup-star collection: the application's field messages, captcha and consent, its receipt number, the
// duplicate rule, the phone stored encrypted, the lookup (receipt + phone, limited per address), and the review
// within a regional administrator's scope with its audit entry and the export.

import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionApplications, collectionAttachments } from '../../src/db/schema/index.ts';
import { type Api, auditRow, solvedCaptcha, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

let address = 0;
const application = (over: Record<string, unknown> = {}) => ({
  applicant_name: '王小明',
  phone: '13912345678',
  kind: 'project',
  entity_name: '智慧农业大棚监测',
  industry: 'agriculture',
  region_code: '370102',
  achievements: '2025年获市级创业大赛二等奖。',
  pitch: '用低成本传感器帮助农户管理大棚温湿度。',
  consent: true,
  ...over,
});
const submit = async (body: Record<string, unknown>, opts: { lang?: string; remoteAddress?: string } = {}) =>
  api.anon.post(
    '/p/v1/collection/applications',
    { ...body, ...(await solvedCaptcha(api)) },
    {
      headers: { 'accept-language': opts.lang ?? 'zh-CN' },
      remoteAddress: opts.remoteAddress ?? `10.60.0.${++address}`,
    },
  );
const lookup = (payload: object, remoteAddress = '10.61.0.1') =>
  api.anon.post('/p/v1/collection/lookup', payload, { remoteAddress });

describe('applying', () => {
  it('gives a receipt number, keeps the phone encrypted and looks the application up by receipt and phone', async () => {
    const res = await submit(application());
    expect(res.status, res.raw.body).toBe(201);
    expect(res.body.msg).toBe('申报成功，请保存回执编号');
    const receipt = res.body.data.receipt_no as string;
    expect(receipt).toMatch(/^XC\d{14}$/);
    const [row] = await api.app.db
      .select()
      .from(collectionApplications)
      .where(eq(collectionApplications.receiptNo, receipt));
    expect(row!.phoneCipher).not.toContain('13912345678');
    expect(row!.phoneMasked).toBe('139****5678');
    expect(row!.consentVersion).not.toBe('');

    const found = await lookup({ receipt_no: receipt.toLowerCase(), phone: '139 1234 5678' });
    expect(found.status, found.raw.body).toBe(200);
    expect(found.body.data).toMatchObject({
      receipt_no: receipt,
      status: 'received',
      entity_name: '智慧农业大棚监测',
    });
    const wrongPhone = await lookup({ receipt_no: receipt, phone: '13912345679' });
    expect(wrongPhone.status).toBe(404);
    expect(wrongPhone.body.msg).toBe('未查询到申报记录，请核对回执编号和手机号');
  });

  it('refuses the same phone for the same enterprise or project', async () => {
    const body = application({ entity_name: '社区养老服务驿站', phone: '13812345678' });
    expect((await submit(body)).status).toBe(201);
    const again = await submit(body);
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('请勿重复申报');
    // Another project of the same person is welcome.
    expect((await submit({ ...body, entity_name: '社区助餐点' })).status).toBe(201);
  });

  it('answers field messages in the reader’s language, and asks for consent and a captcha', async () => {
    const res = await submit(
      application({ applicant_name: '', phone: '123', kind: 'x', entity_name: ' ', industry: '', consent: false }),
      { lang: 'en-US' },
    );
    expect(res.status).toBe(400);
    const fields = res.body.data.fields;
    expect(Object.keys(fields).sort()).toEqual([
      'applicant_name',
      'consent',
      'entity_name',
      'industry',
      'kind',
      'phone',
    ]);
    expect(fields.entity_name).toBe('Please enter the name of the enterprise or project.');
    const unknownRegion = await submit(application({ region_code: '999999', entity_name: '未知地区项目' }));
    expect(unknownRegion.status).toBe(400);
    expect(unknownRegion.body.data.fields.region_code).toBe('请选择所在地区');
    const noCaptcha = await api.anon.post('/p/v1/collection/applications', application());
    expect(noCaptcha.body.data.fields.captcha).toBe('请先完成人机验证');
  });

  it('limits lookups per address against guessing receipt numbers', async () => {
    const remoteAddress = '10.62.0.1';
    for (let i = 0; i < 30; i++) {
      const res = await lookup(
        { receipt_no: `XC20260101${String(i).padStart(6, '0')}`, phone: '13912345678' },
        remoteAddress,
      );
      expect(res.status).toBe(404);
    }
    const over = await lookup({ receipt_no: 'XC20260101999999', phone: '13912345678' }, remoteAddress);
    expect(over.status).toBe(429);
  });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const attach = (filename: string, data: Buffer, remoteAddress = '10.64.0.1') => {
  const boundary = `----etp${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return api.anon.post(
    '/p/v1/collection/attachments',
    Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, remoteAddress },
  );
};

describe('attachments', () => {
  it('takes a file checked by content, ties it to the application, and gives it to the staff in scope only', async () => {
    const refused = await attach('plan.pdf', Buffer.from('MZ not a pdf at all'));
    expect(refused.status).toBe(400);
    const uploaded = await attach('商业计划书.pdf', PDF);
    expect(uploaded.status, uploaded.raw.body).toBe(201);
    const { token, name, type } = uploaded.body.data as { token: string; name: string; type: string };
    expect([name, type]).toEqual(['商业计划书.pdf', 'application/pdf']);

    const unknown = await submit(
      application({ entity_name: '附件项目', phone: '13612345678', attachments: ['0'.repeat(32)] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.fields.attachments).toBe('附件已失效或不存在，请重新上传');
    const sent = await submit(
      application({ entity_name: '附件项目', phone: '13612345678', region_code: '370103', attachments: [token] }),
    );
    expect(sent.status, sent.raw.body).toBe(201);
    // A token ties to one application only.
    const reused = await submit(application({ entity_name: '另一个项目', phone: '13612345678', attachments: [token] }));
    expect(reused.status).toBe(400);

    const list = (await api.as('city').get('/a/v1/collection/applications?keyword=附件项目')).body.data.list as {
      id: number;
      attachments: { id: number; name: string }[];
    }[];
    const [app] = list;
    expect(app!.attachments.map((a) => a.name)).toEqual(['商业计划书.pdf']);
    const file = await api
      .as('city')
      .get(`/a/v1/collection/applications/${app!.id}/attachments/${app!.attachments[0]!.id}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.raw.rawPayload.equals(PDF)).toBe(true);
    // Not served from the public uploads path, nor to another district's administrator (370102).
    expect((await api.anon.get(`/uploads/${token}.pdf`)).status).toBe(404);
    const areaFile = await api
      .as('area')
      .get(`/a/v1/collection/applications/${app!.id}/attachments/${app!.attachments[0]!.id}`);
    expect(areaFile.status).toBe(404);
  });
});

describe('attachment names', () => {
  // Issue 26.13: a file that starts like a PDF but holds a page, sent as x.html, was kept and downloaded as x.html.
  const POLYGLOT = Buffer.concat([PDF, Buffer.from('<html><script>alert(document.domain)</script></html>')]);

  it('names a kept file by the type of its bytes, and serves it as that type, never sniffed, as a download', async () => {
    const uploaded = await attach('x.html', POLYGLOT, '10.64.0.2');
    expect(uploaded.status, uploaded.raw.body).toBe(201);
    const { token, name, type } = uploaded.body.data as { token: string; name: string; type: string };
    expect([name, type]).toEqual(['x.pdf', 'application/pdf']);
    const sent = await submit(
      application({ entity_name: '类型项目', phone: '13612345670', region_code: '370103', attachments: [token] }),
    );
    expect(sent.status, sent.raw.body).toBe(201);
    const list = (await api.as('city').get('/a/v1/collection/applications?keyword=类型项目')).body.data.list as {
      id: number;
      attachments: { id: number; name: string }[];
    }[];
    const [app] = list;
    expect(app!.attachments.map((a) => a.name)).toEqual(['x.pdf']);
    const file = await api
      .as('city')
      .get(`/a/v1/collection/applications/${app!.id}/attachments/${app!.attachments[0]!.id}`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="x\.pdf"; filename\*=UTF-8''x\.pdf$/);
  });

  it('serves a file kept under a name of another type (before names were typed) under its type', async () => {
    const uploaded = await attach('计划书.pdf', PDF, '10.64.0.3');
    const { token } = uploaded.body.data as { token: string };
    await api.app.db
      .update(collectionAttachments)
      .set({ name: '计划书.html' })
      .where(eq(collectionAttachments.token, token));
    await submit(
      application({ entity_name: '旧名项目', phone: '13612345671', region_code: '370103', attachments: [token] }),
    );
    const [app] = (await api.as('city').get('/a/v1/collection/applications?keyword=旧名项目')).body.data.list as {
      id: number;
      attachments: { id: number; name: string }[];
    }[];
    expect(app!.attachments[0]!.name).toBe('计划书.pdf');
    const file = await api
      .as('city')
      .get(`/a/v1/collection/applications/${app!.id}/attachments/${app!.attachments[0]!.id}`);
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('计划书.pdf')}`);
    expect(file.headers['content-disposition']).not.toContain('html');
  });
});

describe('reviewing', () => {
  it('lets a regional administrator review their region’s applications only, audits it, and shows the outcome', async () => {
    const jinan = (await submit(application({ entity_name: '济南项目', phone: '13712345678' }))).body.data.receipt_no;
    const qingdao = (
      await submit(application({ entity_name: '青岛项目', phone: '13712345678', region_code: '370202' }))
    ).body.data.receipt_no;
    const list = (await api.as('city').get('/a/v1/collection/applications?size=100')).body.data.list as {
      id: number;
      receipt_no: string;
      phone: string;
    }[];
    const mine = list.find((a) => a.receipt_no === jinan)!;
    expect(mine.phone).toBe('137****5678');
    expect(list.some((a) => a.receipt_no === qingdao)).toBe(false);
    const all = (await api.as('admin').get('/a/v1/collection/applications?size=100')).body.data.list as {
      id: number;
      receipt_no: string;
    }[];
    const theirs = all.find((a) => a.receipt_no === qingdao)!;
    expect(
      (await api.as('city').post(`/a/v1/collection/applications/${theirs.id}/review`, { status: 'selected' })).status,
    ).toBe(404);
    expect((await api.as('teacher').get('/a/v1/collection/applications')).status).toBe(403);

    const reviewed = await api.as('city').post(`/a/v1/collection/applications/${mine.id}/review`, {
      status: 'selected',
      note: '进入市级评选名单',
    });
    expect(reviewed.status, reviewed.raw.body).toBe(200);
    expect(reviewed.body.data).toMatchObject({
      status: 'selected',
      review_note: '进入市级评选名单',
      reviewer_name: '李国栋',
    });
    const bad = await api.as('city').post(`/a/v1/collection/applications/${mine.id}/review`, { status: 'maybe' });
    expect(bad.body.data.fields.status).toBe('审核状态不正确');
    expect((await auditRow(api, 'collection.review', String(mine.id))).targetId).toBe(String(mine.id));

    const seen = await lookup({ receipt_no: jinan, phone: '13712345678' }, '10.63.0.1');
    expect(seen.body.data).toMatchObject({ status: 'selected', review_note: '进入市级评选名单' });

    const queued = await api.as('city').post('/a/v1/collection/applications/export', { status: 'selected' });
    expect(queued.status, queued.raw.body).toBe(201);
    await api.app.exports.runOnce();
    const file = await api.as('city').get(`/o/v1/exports/${queued.body.data.id}/file`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(String(sheet.getRow(2).getCell(1).value)).toBe(jinan);
    expect(String(sheet.getRow(2).getCell(4).value)).toBe('137****5678');
  });
});
