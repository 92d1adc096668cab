// Phones are personal data (issue 26, findings 8 and 10): stored encrypted, masked in every list and export (the
// login name of a student, which is their phone, too), shown in full only through the audited reveal, never written
// in clear into audit snapshots or the login log; students sign in with their phone, found by its keyed hash; the
// phone a student changes is the one the teacher's reveal shows.
import { ENROLMENTS_API, LOGS_API, SESSIONS_API, STUDENTS_API, USERS_API } from '@etp/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, enrolments, users } from '../../src/db/schema/index.ts';
import { type Api, auditRow, type Client, exportedRows, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

const MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
const MASKED = /^1[3-9]\d\*{4}\d{4}$/;
const TEACHER_QD = { username: 'qd_teacher', role: 'teacher' } as const;

/** Every mobile number in clear in a text. */
const mobilesIn = (text: string) => text.match(MOBILE) ?? [];

/** Every page of a paged list, as the rows' JSON. */
async function allPages(client: Client, url: string): Promise<{ rows: Record<string, unknown>[]; text: string }> {
  const rows: Record<string, unknown>[] = [];
  let text = '';
  for (let page = 1; ; page++) {
    const res = await client.get(`${url}${url.includes('?') ? '&' : '?'}page=${page}&size=100`);
    expect(res.status, res.raw.body).toBe(200);
    text += res.raw.body;
    rows.push(...res.body.data.list);
    if (rows.length >= res.body.data.total || res.body.data.list.length === 0) return { rows, text };
  }
}

/** A demo student made like enrolment makes them (login name = phone), with that phone in clear. */
async function phoneStudent() {
  const [row] = await api.app.db
    .select({ id: users.id, username: users.username, login: users.loginPhoneCipher })
    .from(users)
    .innerJoin(enrolments, eq(enrolments.userId, users.id))
    .where(isNotNull(users.loginPhoneCipher))
    .limit(1);
  if (!row?.login) throw new Error('the demo has no student signing in with a phone');
  return { id: row.id, username: row.username, phone: api.app.personalData.decrypt(row.login) };
}

describe('lists and exports', () => {
  it('show the administrators every account with its phone masked, students’ login names too', async () => {
    for (const who of ['admin', 'area'] as const) {
      const { rows, text } = await allPages(api.as(who), USERS_API.list);
      expect(mobilesIn(text), who).toEqual([]);
      expect(
        rows.some((r) => MASKED.test(String(r.phone))),
        who,
      ).toBe(true);
      const exported = await exportedRows(api, api.as(who), USERS_API.export);
      expect(mobilesIn(JSON.stringify(exported)), who).toEqual([]);
    }
    // The generated students sign in with their phones: the administrator sees those login names masked.
    const { rows } = await allPages(api.as('admin'), `${USERS_API.list}?role=student`);
    expect(rows.filter((r) => MASKED.test(String(r.username))).length).toBeGreaterThan(50);
  });

  it('show the teachers’ student lists, rosters and the masked export without a phone in clear', async () => {
    const { rows, text } = await allPages(api.as('teacher'), ENROLMENTS_API.list);
    expect(rows.length).toBeGreaterThan(10);
    expect(mobilesIn(text)).toEqual([]);
    expect(rows.filter((r) => MASKED.test(String(r.username))).length).toBeGreaterThan(5);
    const admin = await allPages(api.as('admin'), ENROLMENTS_API.list);
    expect(mobilesIn(admin.text)).toEqual([]);

    const classIds = [...new Set(rows.map((r) => r.class_id as number))];
    for (const classId of classIds) {
      const roster = await allPages(api.as('teacher'), `/f/v1/classes/${classId}/students`);
      expect(mobilesIn(roster.text), `class ${classId}`).toEqual([]);
    }
    for (const who of ['teacher', 'admin'] as const) {
      const exported = await exportedRows(api, api.as(who), ENROLMENTS_API.export);
      expect(exported.length).toBeGreaterThan(10);
      expect(mobilesIn(JSON.stringify(exported)), who).toEqual([]);
    }
    const paused = await api.as('teacher').get('/f/v1/face/paused');
    expect(mobilesIn(paused.raw.body)).toEqual([]);
  });

  it('find an account or a student by the whole phone, through its hash', async () => {
    const student = await phoneStudent();
    const found = await api.as('admin').get(`${USERS_API.list}?keyword=${student.phone}`);
    expect(found.body.data.list.map((r: { id: number }) => r.id)).toEqual([student.id]);
    const enrolled = await api.as('admin').get(`${ENROLMENTS_API.list}?keyword=${student.phone}`);
    expect(enrolled.body.data.list.map((r: { student_id: number }) => r.student_id)).toContain(student.id);
  });
});

describe('signing in with a phone', () => {
  it('finds a student made with the phone as login name, and keeps the demo student’s own name', async () => {
    const student = await phoneStudent();
    expect(student.username).toMatch(MASKED);
    const { client } = await api.signIn({ username: student.phone, role: 'student' });
    const info = await client.get('/o/v1/users/info');
    expect(info.body.data.uid).toBe(student.id);
    expect(info.body.data.username).toBe(student.username);
    // The mask is not a login name.
    const mask = await api.anon.post('/oauth/token', {
      username: student.username,
      password: 'Demo@12345',
      role: 'student',
    });
    expect(mask.status).toBe(400);
    await api.signIn('student');
  });

  it('keeps the phone out of the login log', async () => {
    const student = await phoneStudent();
    await api.anon.post('/oauth/token', { username: student.phone, password: 'wrong-password', role: 'student' });
    // The login limiter counts the number by its hash: its keys (in Redis when configured) hold no phone.
    const ip = '127.0.0.1';
    expect(await api.app.state.get(`login:fail:${ip}:${student.phone}`)).toBeNull();
    expect(
      await api.app.state.get(`login:fail:${ip}:phone:${api.app.personalData.lookupHash(student.phone)}`),
    ).not.toBeNull();
    const log = await allPages(api.as('admin'), LOGS_API.login);
    expect(log.rows.length).toBeGreaterThan(0);
    expect(mobilesIn(log.text)).toEqual([]);
    // Searching the log by the whole number finds the masked rows.
    const found = await api.as('admin').get(`${LOGS_API.login}?username=${student.phone}`);
    expect(found.body.data.total).toBeGreaterThan(0);
    const sessions = await allPages(api.as('admin'), SESSIONS_API.list);
    expect(mobilesIn(sessions.text)).toEqual([]);
  });

  it('refuses the login phone as a new password, though only its hash is stored', async () => {
    const student = await phoneStudent();
    const reset = await api.as('admin').put(USERS_API.password.replace(':id', String(student.id)), {
      password: student.phone,
    });
    expect(reset.status).toBe(400);
    expect(reset.body.data.fields.password).toBeTruthy();
  });
});

describe('the administrator’s edit', () => {
  it('keeps the stored phone when the masked one comes back, refuses another mask and stores a new number', async () => {
    const { rows } = await allPages(api.as('admin'), `${USERS_API.list}?role=trainer`);
    const trainer = rows.find((r) => r.username === 'qd_trainer')!;
    const url = USERS_API.one.replace(':id', String(trainer.id));
    const body = {
      name: trainer.name,
      roles: trainer.roles,
      region_code: trainer.region_code,
      institution_id: trainer.institution_id,
    };
    const phoneOf = async () => {
      const [row] = await api.app.db
        .select()
        .from(users)
        .where(eq(users.id, trainer.id as number));
      return row?.phoneCipher ? api.app.personalData.decrypt(row.phoneCipher) : '';
    };
    const stored = await phoneOf();
    expect(stored).toMatch(/^1[3-9]\d{9}$/);
    expect(trainer.phone).toBe(`${stored.slice(0, 3)}****${stored.slice(-4)}`);

    const same = await api.as('admin').put(url, { ...body, phone: trainer.phone });
    expect(same.status, same.raw.body).toBe(200);
    expect(await phoneOf()).toBe(stored);

    const other = await api.as('admin').put(url, { ...body, phone: '188****0000' });
    expect(other.status).toBe(400);
    expect(other.body.data.fields.phone).toBe('请输入正确的手机号码');

    const changed = await api.as('admin').put(url, { ...body, phone: '18812345678' });
    expect(changed.body.data.phone).toBe('188****5678');
    expect(await phoneOf()).toBe('18812345678');
    const audit = await auditRow(api, 'user.update', String(trainer.id));
    expect(mobilesIn(JSON.stringify(audit))).toEqual([]);
    expect(JSON.stringify(audit.after)).toContain('188****5678');
  });
});

describe('the reveal (finding 10)', () => {
  it('shows the teacher the phone the student changed to, and records that it was shown', async () => {
    const student01 = { username: 'student01', role: 'student' } as const;
    const changed = await api.as(student01).put(STUDENTS_API.profile, { phone: '13511112222' });
    expect(changed.status, changed.raw.body).toBe(200);
    const list = await api.as('teacher').get(`${ENROLMENTS_API.list}?keyword=李娜`);
    const row = list.body.data.list[0];
    expect(row.phone).toBe('135****2222');
    const revealed = await api.as('teacher').post(ENROLMENTS_API.reveal(row.id), { field: 'phone' });
    expect(revealed.status).toBe(200);
    expect(revealed.body.data.value).toBe('13511112222');
    const audit = await auditRow(api, 'student.reveal', String(row.student_id));
    expect(audit.after).toEqual({ field: 'phone', enrolment_id: row.id });
    expect(audit.username).toBe('teacher');
    // Outside the institution the enrolment does not exist.
    expect((await api.as(TEACHER_QD).post(ENROLMENTS_API.reveal(row.id), { field: 'phone' })).status).toBe(404);
  });
});

describe('audit snapshots and what is stored', () => {
  it('never hold a phone or an ID number in clear, whoever writes them', async () => {
    const home = await api.as('teacher').get('/f/v1/homes/teacher');
    const update = await api.as('teacher').put('/f/v1/homes/teacher', {
      name: home.body.data.name,
      phone: '13698765432',
      intro: home.body.data.intro,
    });
    expect(update.status, update.raw.body).toBe(200);
    // The teacher's own number, on their own form.
    expect(update.body.data.phone).toBe('13698765432');
    const created = await api.as('admin').post(USERS_API.list, {
      username: 'phone_test',
      name: '电话测试',
      password: 'Long-Enough-Password-1',
      roles: ['trainer'],
      region_code: '370102',
      phone: '13612344321',
    });
    expect(created.status, created.raw.body).toBe(201);
    // A login name that is a phone is stored as hash and cipher text, shown masked.
    const phoneName = await api.as('admin').post(USERS_API.list, {
      username: '13612345555',
      name: '手机账号',
      password: 'Long-Enough-Password-1',
      roles: ['student'],
      region_code: '370102',
    });
    expect(phoneName.status, phoneName.raw.body).toBe(201);
    expect(phoneName.body.data.username).toBe('136****5555');
    const again = await api.as('admin').post(USERS_API.list, {
      username: '13612345555',
      name: '手机账号',
      password: 'Long-Enough-Password-1',
      roles: ['student'],
      region_code: '370102',
    });
    expect(again.status).toBe(409);
    await api.signIn({ username: '13612345555', role: 'student', password: 'Long-Enough-Password-1' });

    const snapshots = await api.app.db
      .select()
      .from(auditLogs)
      .where(and(sql`${auditLogs.action} in ('teacher.profile.update', 'user.create')`));
    expect(snapshots.length).toBeGreaterThanOrEqual(3);
    expect(mobilesIn(JSON.stringify(snapshots))).toEqual([]);

    for (const table of ['users', 'student_details', 'audit_logs', 'login_logs']) {
      const rows = await api.app.db.execute(
        sql`SELECT t::text AS row FROM ${sql.identifier(table)} t WHERE t::text ~ '(^|[^0-9])1[3-9][0-9]{9}([^0-9]|$)'`,
      );
      expect((rows as { rows: unknown[] }).rows, table).toEqual([]);
    }
    const audit = await allPages(api.as('admin'), LOGS_API.audit);
    expect(mobilesIn(audit.text)).toEqual([]);
  });
});
