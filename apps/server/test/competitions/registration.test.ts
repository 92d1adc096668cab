// Public registration: the captcha, field messages, one registration per leader and competition, personal data
// encrypted with every submission kept, the correction rule (number + leader's ID number, only while the
// registration stage runs), registration closed outside its dates, and the business-plan upload checked by content.
// The public reads are revalidated by ETag and compressed.
import { brotliDecompressSync } from 'node:zlib';
import { COMPETITIONS_API, COMPETITIONS_PUBLIC_API } from '@etp/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionRegistrations, competitionStages, competitionSubmissions } from '../../src/db/schema/index.ts';
import { type Api, solvedCaptcha, testApp } from '../helpers.ts';
import {
  competitionBody,
  freshIp,
  idCard,
  ok,
  path,
  publishedCompetition,
  register,
  registration,
} from './fixtures.ts';

let api: Api;
let comp: { id: number; tracks: { id: number }[] };
beforeAll(async () => {
  api = await testApp();
  comp = await publishedCompetition(api.as('admin'), competitionBody('报名测试赛'));
});
afterAll(() => api.close());

const lookup = async (number: string, leader_id_card: string, ip = freshIp()) =>
  api.anon.post(
    COMPETITIONS_PUBLIC_API.lookup,
    { number, leader_id_card, ...(await solvedCaptcha(api, ip)) },
    { remoteAddress: ip },
  );
const correct = async (body: Record<string, unknown>, ip = freshIp()) =>
  api.anon.post(COMPETITIONS_PUBLIC_API.correct, { ...body, ...(await solvedCaptcha(api, ip)) }, { remoteAddress: ip });

describe('registering', () => {
  it('gives an unguessable number, stores ID number and phone encrypted, and keeps the submission', async () => {
    const id = idCard('370102', '19920815', 21);
    const res = await register(api, comp.id, registration(comp.tracks[0]!.id, id));
    expect(res.status, res.raw.body).toBe(201);
    const receipt = res.body.data;
    expect(receipt.number).toMatch(new RegExp(`^C${comp.id}-[0-9A-HJKMNP-TV-Z]{10}$`));
    expect(res.body.msg).toBe('报名成功');

    const [row] = await api.app.db
      .select()
      .from(competitionRegistrations)
      .where(eq(competitionRegistrations.number, receipt.number));
    expect(row!.leaderIdCipher).not.toContain(id);
    expect(row!.leaderPhoneCipher).not.toContain('13912345678');
    expect(api.app.personalData.decrypt(row!.leaderIdCipher)).toBe(id);
    const kept = await api.app.db
      .select()
      .from(competitionSubmissions)
      .where(eq(competitionSubmissions.registrationId, row!.id));
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept[0]!.payload)).not.toContain(id);
    expect(kept[0]!.payload.captcha).toBeUndefined();
  });

  it('refuses the same leader twice in one competition, with the message on the ID field', async () => {
    const id = idCard('370102', '19880101', 31);
    expect((await register(api, comp.id, registration(comp.tracks[0]!.id, id))).status).toBe(201);
    const again = await register(api, comp.id, registration(comp.tracks[1]!.id, id, { project_name: '另一个项目' }));
    expect(again.status).toBe(409);
    expect(again.body.data.fields.leader_id_card).toMatch(/已报名本大赛/);
    // The same leader may enter another competition.
    const other = await publishedCompetition(api.as('admin'), competitionBody('另一场大赛'));
    expect((await register(api, other.id, registration(other.tracks[0]!.id, id))).status).toBe(201);
  });

  it('answers field messages in the reader language, and wants a solved captcha', async () => {
    const ip = freshIp();
    const res = await api.anon.post(
      path(COMPETITIONS_PUBLIC_API.register, { id: comp.id }),
      {
        ...registration(comp.tracks[0]!.id, '370102199003071230', { project_name: '', consent: false }),
        ...(await solvedCaptcha(api, ip)),
      },
      { headers: { 'accept-language': 'en-US' }, remoteAddress: ip },
    );
    expect(res.status).toBe(400);
    const fields = res.body.data.fields;
    expect(fields.project_name).toBe('Please enter the name of the project.');
    expect(fields.leader_id_card).toBeDefined();
    expect(fields.consent).toBeDefined();

    const wrongCaptcha = await api.anon.post(path(COMPETITIONS_PUBLIC_API.register, { id: comp.id }), {
      ...registration(comp.tracks[0]!.id, idCard('370102', '19900101', 41)),
      captcha: 'y',
    });
    expect(wrongCaptcha.status).toBe(400);
    expect(wrongCaptcha.body.data.fields.captcha).toBeDefined();
  });

  it('refuses a track of another competition, and registration outside the registration stage', async () => {
    const other = await publishedCompetition(api.as('admin'), competitionBody('他赛'));
    const foreign = await register(api, comp.id, registration(other.tracks[0]!.id, idCard('370102', '19900101', 51)));
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.fields.track_id).toBeDefined();

    const later = await publishedCompetition(api.as('admin'), competitionBody('未开始的大赛', 3, 10));
    const early = await register(api, later.id, registration(later.tracks[0]!.id, idCard('370102', '19900101', 52)));
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe('当前不在报名时间内');

    const draft = await ok(api.as('admin').post(COMPETITIONS_API.list, competitionBody('草稿大赛')));
    const unpublished = await register(
      api,
      draft.id,
      registration(draft.tracks[0]!.id, idCard('370102', '19900101', 53)),
    );
    expect(unpublished.status).toBe(404);
  });
});

describe('correcting', () => {
  it('reads back and corrects with number + leader ID number, keeping every submission, until registration closes', async () => {
    const id = idCard('370103', '19950220', 61);
    const made = (await register(api, comp.id, registration(comp.tracks[0]!.id, id))).body.data;

    const wrongId = await lookup(made.number, idCard('370103', '19950220', 62));
    expect(wrongId.status).toBe(404);
    expect(wrongId.body.msg).toBe('报名编号或身份证号码不正确');
    const read = await lookup(made.number.toLowerCase(), id);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      project_name: '智慧农业物联网平台',
      leader_phone_masked: '139****5678',
      correctable: true,
    });

    const fixed = await correct({
      ...registration(comp.tracks[1]!.id, id, {
        project_name: '智慧农业物联网平台（二期）',
        leader_phone: '13800001111',
      }),
      number: made.number,
    });
    expect(fixed.status, fixed.raw.body).toBe(200);
    expect(fixed.body.msg).toBe('报名信息已修改');
    const [row] = await api.app.db
      .select()
      .from(competitionRegistrations)
      .where(eq(competitionRegistrations.number, made.number));
    expect(row).toMatchObject({
      projectName: '智慧农业物联网平台（二期）',
      trackId: comp.tracks[1]!.id,
      corrections: 1,
    });
    const kept = await api.app.db
      .select()
      .from(competitionSubmissions)
      .where(eq(competitionSubmissions.registrationId, row!.id));
    expect(kept.map((k) => k.kind)).toEqual(['register', 'correct']);
    expect(kept[0]!.payload.project_name).toBe('智慧农业物联网平台');

    const someoneElse = await correct({
      ...registration(comp.tracks[0]!.id, idCard('370103', '19950220', 63)),
      number: made.number,
    });
    expect(someoneElse.status).toBe(404);

    // The registration stage closes: no more corrections, and the read-back says so.
    await api.app.db
      .update(competitionStages)
      .set({ startsOn: '2020-01-01', endsOn: '2020-01-31' })
      .where(eq(competitionStages.competitionId, comp.id));
    const late = await correct({ ...registration(comp.tracks[0]!.id, id), number: made.number });
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe('报名阶段已结束，不能再修改报名信息');
    expect((await lookup(made.number, id)).body.data.correctable).toBe(false);
  });

  it('limits read-back attempts per address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await lookup('C1-AAAAAAAAAA', idCard('370102', '19900101', 70 + i), ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('business plan upload', () => {
  const upload = (name: string, content: Buffer) => {
    const boundary = '----competition';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return api.anon.post(COMPETITIONS_PUBLIC_API.upload, payload, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      remoteAddress: freshIp(),
    });
  };

  it('takes a PDF by its bytes and refuses anything else, whatever its name says', async () => {
    const pdf = await upload('商业计划书.pdf', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'));
    expect(pdf.status, pdf.raw.body).toBe(201);
    expect(pdf.body.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.pdf$/);
    const fake = await upload('plan.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(fake.status).toBe(400);
    expect(fake.body.msg).toBe('商业计划书仅支持 PDF 格式');
  });
});

describe('public reads', () => {
  it('sends the list and a competition with an ETag, 304 while unchanged, compressed when accepted', async () => {
    for (const url of [COMPETITIONS_PUBLIC_API.list, path(COMPETITIONS_PUBLIC_API.one, { id: comp.id })]) {
      const plain = await api.anon.get(url);
      expect(plain.status, url).toBe(200);
      expect(plain.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      const etag = plain.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      expect((await api.anon.get(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    }
    // The list carries the covers: well over the 1 KB below which nothing is compressed.
    const plain = await api.anon.get(COMPETITIONS_PUBLIC_API.list);
    expect(plain.raw.body.length).toBeGreaterThan(1024);
    const br = await api.anon.get(COMPETITIONS_PUBLIC_API.list, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.raw.rawPayload).toString()).toBe(plain.raw.body);
  });
});
