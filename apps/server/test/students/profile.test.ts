// The student's settings page calls: the profile (login name, phone, avatar), the phone change (format, another
// account's phone or login name refused, two students asking for one number at once, the login name kept, audited
// with masked numbers) and the avatar (pictures only, stored as a square JPEG without the original's bytes, audited).
import { STUDENT_AVATAR_SIZE, STUDENTS_API, USERS_API } from '@etp/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { loginNameColumns } from '../../src/lib/personal-data/index.ts';
import { type Api, auditRow, DEMO_PASSWORD, multipartFile, testApp } from '../helpers.ts';

let api: Api;
const student01 = { username: 'student01', role: 'student' as const };
const student02 = { username: 'student02', role: 'student' as const };

const userId = async (username: string) => {
  const [row] = await api.app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no ${username}`);
  return row.id;
};

beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

describe('phone', () => {
  it('shows the login name, phone and avatar to the student only', async () => {
    const res = await api.as(student01).get(STUDENTS_API.profile);
    expect(res.status).toBe(200);
    // The demo's avatar is a generated letter picture.
    expect(res.body.data).toMatchObject({ username: 'student01', phone: '15953110231', avatar: expect.any(String) });
    expect((await api.as('teacher').get(STUDENTS_API.profile)).status).toBe(403);
    expect((await api.anon.get(STUDENTS_API.profile)).status).toBe(401);
  });

  it('refuses a number that is not a mobile number, or is another account’s phone or login name', async () => {
    const bad = await api.as(student01).put(STUDENTS_API.profile, { phone: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields.phone).toBe('请输入正确的手机号码');
    const phone = await api.as(student01).put(STUDENTS_API.profile, { phone: '15953110232' });
    expect(phone.status).toBe(409);
    expect(phone.body.data.fields.phone).toBe('该手机号已被其他账号使用');
    // An account whose login name is a phone number (as enrolment makes them) keeps that number too.
    await api.app.db
      .update(users)
      .set(loginNameColumns(api.app.personalData, '15977770000'))
      .where(eq(users.username, 'student03'));
    const login = await api.as(student01).put(STUDENTS_API.profile, { phone: '15977770000' });
    expect(login.status).toBe(409);
    expect((await api.as(student01).get(STUDENTS_API.profile)).body.data.phone).toBe('15953110231');
  });

  it('changes the phone, keeps the login name and audits the change with masked numbers', async () => {
    const res = await api.as(student01).put(STUDENTS_API.profile, { phone: ' 13912345678 ' });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.msg).toBe('手机号码已修改');
    expect(res.body.data).toMatchObject({ username: 'student01', phone: '13912345678' });
    const row = await auditRow(api, 'student.phone_update', String(await userId('student01')));
    expect(row.before).toEqual({ phone: '159****0231' });
    expect(row.after).toEqual({ phone: '139****5678' });
  });

  it('gives a number two students ask for at once to one of them', async () => {
    const [a, b] = await Promise.all([
      api.as(student01).put(STUDENTS_API.profile, { phone: '13700001111' }),
      api.as(student02).put(STUDENTS_API.profile, { phone: '13700001111' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const owners = await api.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phoneHash, api.app.personalData.lookupHash('13700001111')));
    expect(owners).toHaveLength(1);
  });
});

describe('avatar', () => {
  const post = (data: Buffer, filename: string, contentType: string) => {
    const form = multipartFile(data, { filename, contentType });
    return api.as(student01).post(STUDENTS_API.avatar, form.payload, { headers: form.headers });
  };

  it('keeps a picture as a square JPEG of its own, shown as the user’s avatar, and audits it', async () => {
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7bd5' } })
      .png()
      .withMetadata({ exif: { IFD0: { ImageDescription: 'secret place' } } })
      .toBuffer();
    const res = await post(picture, 'me.png', 'image/png');
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.msg).toBe('头像已更换');
    const url = res.body.data.avatar as string;
    expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.jpg$/);
    const served = await api.anon.get(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.raw.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'jpeg',
      STUDENT_AVATAR_SIZE,
      STUDENT_AVATAR_SIZE,
      undefined,
    ]);
    expect((await api.as(student01).get(USERS_API.info)).body.data.avatar).toBe(url);
    const row = await auditRow(api, 'student.avatar_update', String(await userId('student01')));
    expect(row.after).toEqual({ avatar: url });
  });

  it('refuses what is not a picture, and a picture file that does not decode', async () => {
    const pdf = await post(Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'), 'a.pdf', 'application/pdf');
    expect(pdf.status).toBe(400);
    expect(pdf.body.msg).toBe('头像请上传 PNG、JPG、GIF 或 WEBP 图片');
    const text = await post(Buffer.from('hello'), 'a.png', 'image/png');
    expect(text.status).toBe(400);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const cut = await post(png.subarray(0, 40), 'cut.png', 'image/png');
    expect(cut.status).toBe(400);
    expect(cut.body.msg).toBe('头像请上传 PNG、JPG、GIF 或 WEBP 图片');
    expect((await api.as('teacher').post(STUDENTS_API.avatar, Buffer.from(''))).status).toBe(403);
  });
});

describe('signing in after the changes', () => {
  // Last: a new sign-in ends the session the tests above share (one session per student).
  it('still takes the login name, not the new number', async () => {
    const signIn = (username: string) =>
      api.anon.post('/oauth/token', { username, password: DEMO_PASSWORD, role: 'student' });
    expect((await signIn('13700001111')).status).toBe(400);
    expect((await signIn('student01')).status).toBe(200);
  });
});
