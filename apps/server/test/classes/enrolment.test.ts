// Enrolment: the student account with its one-time password and first-sign-in change, ID checksum and age, encryption
// at rest with masked lists and an audited reveal, duplicates, one open class per course, capacity under concurrency,
// the spreadsheet import (all rows or none), verification, batch removal's partial answer and payment-info's 403 body.

import { checkIdCard } from '@etp/contracts';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classes,
  enrolments,
  faceProfiles,
  settlementClaimStudents,
  settlementClaims,
  studentDetails,
  users,
} from '../../src/db/schema/index.ts';
import { DICT_SEEDS } from '../../src/db/seed/reference/dicts.ts';
import { type Api, auditRow, multipartFile, testApp, type Who } from '../helpers.ts';
import { classForm, idCard, person, phone } from './people.ts';

let api: Api;
let courseIds: number[] = [];
beforeAll(async () => {
  api = await testApp();
  courseIds = ((await api.as('teacher').get('/f/v1/courses')).body.data as { id: number }[]).map((c) => c.id);
});
afterAll(() => api.close());

const QD_TEACHER = { username: 'qd_teacher', role: 'teacher' } as const;

const newClass = async (overrides: Record<string, unknown> = {}, course = courseIds[0]!) => {
  const res = await api.as('teacher').post('/f/v1/classes', classForm(course, overrides));
  expect(res.status, res.raw.body).toBe(201);
  return res.body.data.id as number;
};
const enrol = (classId: number, body: Record<string, unknown>, who: Who = 'teacher') =>
  api.as(who).post(`/f/v1/classes/${classId}/students`, body);

describe('enrolling one person', () => {
  it('creates the student account with a one-time password that must be changed at first sign-in', async () => {
    const classId = await newClass();
    const someone = person({ name: '李晓红', gender: 'female' });
    const res = await enrol(classId, someone);
    expect(res.status, res.raw.body).toBe(201);
    const { enrolment, initial_password } = res.body.data;
    expect(initial_password).toMatch(/^[A-Za-z0-9]{10}$/);
    // The student signs in with the phone; lists show the login name masked, as the phone.
    const masked = `${someone.phone.slice(0, 3)}****${someone.phone.slice(-4)}`;
    expect(enrolment).toMatchObject({ name: '李晓红', username: masked, verified: false });
    expect(enrolment.id_card).toBe(`${someone.id_card.slice(0, 4)}**********${someone.id_card.slice(-4)}`);
    expect(enrolment.phone).toBe(`${someone.phone.slice(0, 3)}****${someone.phone.slice(-4)}`);

    const { client: student } = await api.signIn({
      username: someone.phone,
      role: 'student',
      password: initial_password,
    });
    const info = await student.get('/o/v1/users/info');
    expect(info.body.data.must_change_password).toBe(1);
    const blocked = await student.get('/s/v1/student');
    expect(blocked.status).toBe(403);
    expect(blocked.body.msg).toBe('首次登录请先修改初始密码');
    const changed = await student.put('/o/v1/users/password', {
      old_password: initial_password,
      new_password: 'Spring-Garden-2026',
    });
    expect(changed.status, changed.raw.body).toBe(200);
    const detail = await student.get('/s/v1/student');
    expect(detail.status).toBe(200);
    expect(detail.body.data.group.id).toBe(classId);
    const table = await student.get('/s/v1/student/table');
    expect(table.body.data.sessions.map((s: { kind: string }) => s.kind)).toEqual(['theory', 'live']);
  });

  it('stores the ID number and phone encrypted: no column holds the ID number or the phone', async () => {
    const classId = await newClass();
    const someone = person();
    await enrol(classId, someone);
    const loginHash = api.app.personalData.lookupHash(someone.phone);
    const dump = await api.app.db.execute(
      sql`select u.*, d.* from users u join student_details d on d.user_id = u.id where u.login_phone_hash = ${loginHash}`,
    );
    const rows = (dump as { rows: unknown[] }).rows;
    expect(rows).toHaveLength(1);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(someone.id_card);
    expect(text).not.toContain(someone.phone);
    const [detail] = await api.app.db
      .select()
      .from(studentDetails)
      .innerJoin(users, eq(users.id, studentDetails.userId))
      .where(eq(users.loginPhoneHash, loginHash));
    expect(detail?.student_details.idCardCipher).toMatch(/^pd1\./);
    expect(api.app.personalData.decrypt(detail!.student_details.idCardCipher!)).toBe(someone.id_card);
    expect(api.app.personalData.decrypt(detail!.users.phoneCipher!)).toBe(someone.phone);
    expect(api.app.personalData.decrypt(detail!.users.loginPhoneCipher!)).toBe(someone.phone);
    expect(detail!.users.phoneHash).toBe(loginHash);
  });

  it('answers a field message for a wrong checksum and for an age outside 16 to 65', async () => {
    const classId = await newClass();
    const good = idCard();
    const wrong = good.slice(0, 17) + (good.endsWith('1') ? '2' : '1');
    const checksum = await enrol(classId, person({ id_card: wrong }));
    expect(checksum.status).toBe(400);
    expect(checksum.body.data.fields.id_card).toBe('身份证号码校验位不正确，请核对后重新输入');
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 15);
    const birth = young.toISOString().slice(0, 10).replaceAll('-', '');
    const age = await enrol(classId, person({ id_card: idCard(birth) }));
    expect(age.status).toBe(400);
    expect(age.body.data.fields.id_card).toBe('年龄须在 16 至 65 周岁之间');
  });

  it('refuses the same person twice in a class, and in two open classes of the same course', async () => {
    const first = await newClass();
    const second = await newClass();
    const otherCourse = await newClass({}, courseIds[1]);
    const someone = person();
    expect((await enrol(first, someone)).status).toBe(201);
    const again = await enrol(first, someone);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该学员已在本班');
    const sameCourse = await enrol(second, someone);
    expect(sameCourse.status).toBe(409);
    expect(sameCourse.body.msg).toContain('同一课程同时只能参加一个班级');
    const other = await enrol(otherCourse, someone);
    expect(other.status).toBe(201);
    // The account already exists: no new password.
    expect(other.body.data.initial_password).toBeNull();
  });

  it('refuses a phone that is another account’s username', async () => {
    const classId = await newClass();
    const first = person();
    expect((await enrol(classId, first)).status).toBe(201);
    const res = await enrol(classId, person({ phone: first.phone }));
    expect(res.status).toBe(409);
    expect(res.body.data.fields.phone).toBe('该手机号已被其他账号使用');
  });

  it('lets only the class’s own institution enrol, and not after it is pending', async () => {
    const classId = await newClass();
    expect((await enrol(classId, person(), QD_TEACHER)).status).toBe(404);
    expect((await enrol(classId, person(), 'trainer')).status).toBe(403);
    await api.as('teacher').post(`/f/v1/classes/${classId}/submit`);
    const pending = await enrol(classId, person());
    expect(pending.status).toBe(409);
    expect(pending.body.msg).toContain('班级当前状态不能报名');
  });

  it('masks lists and reveals one full number on purpose, audited', async () => {
    const classId = await newClass();
    const someone = person();
    const { enrolment } = (await enrol(classId, someone)).body.data;
    const list = (await api.as('teacher').get(`/f/v1/students?class_id=${classId}`)).body.data.list;
    expect(list[0].id_card).not.toContain(someone.id_card.slice(4, 14));
    const revealed = await api.as('teacher').post(`/f/v1/students/${enrolment.id}/reveal`, { field: 'id_card' });
    expect(revealed.body.data.value).toBe(someone.id_card);
    expect((await api.as(QD_TEACHER).post(`/f/v1/students/${enrolment.id}/reveal`, { field: 'id_card' })).status).toBe(
      404,
    );
    const row = await auditRow(api, 'student.reveal', String(enrolment.student_id));
    expect(row.targetId).toBe(String(enrolment.student_id));
    expect(JSON.stringify(row)).not.toContain(someone.id_card);
  });
});

describe('capacity under concurrency', () => {
  it('gives exactly five of twenty racing enrolments the five seats', async () => {
    const classId = await newClass({ capacity: 5 });
    const results = await Promise.all(Array.from({ length: 20 }, () => enrol(classId, person())));
    const codes = results.map((r) => r.status);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    expect(results.find((r) => r.status === 409)?.body.msg).toBe('班级名额已满');
    const [row] = await api.app.db.select().from(classes).where(eq(classes.id, classId));
    expect(row?.enrolledCount).toBe(5);
    expect(await api.app.db.$count(enrolments, eq(enrolments.classId, classId))).toBe(5);
  });
});

async function sheet(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('学员');
  ws.addRow(['姓名', '身份证号码', '手机号码', '性别', '文化程度', '户籍类型', '就业状态']);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
const upload = async (classId: number, file: Buffer) => {
  const { payload, headers } = multipartFile(file, {
    filename: 'students.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  return api.as('teacher').post(`/f/v1/classes/${classId}/students/import`, payload, { headers });
};

describe('enrolment by spreadsheet', () => {
  it('serves the template', async () => {
    const res = await api.as('teacher').get('/f/v1/classes/students/import-template');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('imports nobody when one row is wrong, and reports every refused row', async () => {
    const classId = await newClass();
    const bad = `${idCard().slice(0, 17)}Y`;
    const res = await upload(
      classId,
      await sheet([
        ['赵一', idCard(), phone(), '男', '高中', '城镇', '失业人员'],
        ['钱二', bad, phone(), '女', '大专', '农村', '农民工'],
        ['孙三', idCard(), phone(), '未知', '本科', '城镇', '在职人员'],
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('有 2 行不符合要求，未导入任何学员，请修改后重新导入');
    expect(res.body.data.refused).toEqual([
      { row: 3, name: '钱二', column: '身份证号码', value: bad, reason: expect.stringContaining('身份证') },
      { row: 4, name: '孙三', column: '性别', value: '未知', reason: '请选择性别' },
    ]);
    expect(await api.app.db.$count(enrolments, eq(enrolments.classId, classId))).toBe(0);
  });

  it('names every wrong cell of a row: row, column, value and why', async () => {
    const classId = await newClass();
    const res = await upload(classId, await sheet([['孙三', idCard(), '123', '男', '博士', '城镇', '失业人员']]));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('有 1 行不符合要求，未导入任何学员，请修改后重新导入');
    expect(
      res.body.data.refused.map((r: { column: string; value: string; reason: string }) => [
        r.column,
        r.value,
        r.reason,
      ]),
    ).toEqual([
      ['手机号码', '123', expect.stringContaining('手机')],
      ['文化程度', '博士', '请选择文化程度'],
    ]);
  });

  it('reads the gender from the ID number when the cell is empty, and every word of the employment dictionary', async () => {
    const classId = await newClass({ capacity: 20 });
    const labels = DICT_SEEDS.find((d) => d.code === 'SERVICE_STUDENT_WORK')?.labels ?? [];
    expect(labels).toContain('在校学生');
    const res = await upload(
      classId,
      await sheet(
        labels.map((label, i) => [`学员${'甲乙丙丁戊己庚辛'[i]}`, idCard(), phone(), '', '高中', '城镇', label]),
      ),
    );
    expect(res.status, res.raw.body).toBe(201);
    expect(res.body.data.created).toBe(labels.length);
  });

  it('offers a template whose sample passes its own checks and whose choices are drop-down lists', async () => {
    const res = await api.as('teacher').get('/f/v1/classes/students/import-template');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    const ws = workbook.worksheets[0];
    const sample = ws?.getRow(2).values as string[];
    expect(checkIdCard(String(sample[2]))).toBeNull();
    expect(sample[4]).toBe('男');
    expect(sample[7]).toBe('失业人员');
    const model = (
      ws as unknown as { dataValidations: { model: Record<string, { type: string; formulae: string[] }> } }
    ).dataValidations.model;
    const lists = Object.values(model).map((v) => v.formulae[0]);
    expect(lists).toContain('"男,女"');
    expect(lists.some((f) => f?.includes('在校学生'))).toBe(true);
  });

  it('rolls every row back when the database refuses one (seats), and imports a good sheet whole', async () => {
    const classId = await newClass({ capacity: 2 });
    const three = await upload(
      classId,
      await sheet([
        ['赵一', idCard(), phone(), '男', '高中', '城镇', '失业人员'],
        ['钱二', idCard(), phone(), '女', '大专', '农村', '农民工'],
        ['孙三', idCard(), phone(), '男', '本科', '城镇', '在职人员'],
      ]),
    );
    expect(three.status).toBe(400);
    expect(three.body.data.refused).toEqual([{ row: 4, name: '孙三', column: '', value: '', reason: '班级名额已满' }]);
    expect(await api.app.db.$count(enrolments, eq(enrolments.classId, classId))).toBe(0);
    const [after] = await api.app.db.select().from(classes).where(eq(classes.id, classId));
    expect(after?.enrolledCount).toBe(0);

    const two = await upload(
      classId,
      await sheet([
        ['赵一', idCard(), phone(), '男', '高中', '城镇', '失业人员'],
        ['钱二', idCard(), phone(), '女', '大专', '农村', '农民工'],
      ]),
    );
    expect(two.status, two.raw.body).toBe(201);
    expect(two.body.data.created).toBe(2);
    expect(two.body.data.accounts[0].initial_password).toMatch(/^[A-Za-z0-9]{10}$/);
  });
});

describe('verification, batch removal and payment information', () => {
  /** A face photo on file for the student of an enrolment (the face tests cover uploading a real one). */
  const photoOnFile = async (enrolmentId: number) => {
    const [row] = await api.app.db.select().from(enrolments).where(eq(enrolments.id, enrolmentId));
    await api.app.db
      .insert(faceProfiles)
      .values({ userId: row!.userId, photoKey: 'face/photos/test.enc', descriptorCipher: 'x', source: 'teacher' });
  };

  it('verifies a student only with a face photo on file, and says so', async () => {
    const classId = await newClass();
    const { enrolment } = (await enrol(classId, person())).body.data;
    expect(enrolment.photo_on_file).toBe(false);
    const refused = await api.as('teacher').post(`/f/v1/students/${enrolment.id}/verify`);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('请先上传该学员的人脸照片，再审核');
    const [still] = await api.app.db.select().from(enrolments).where(eq(enrolments.id, enrolment.id));
    expect(still?.verified).toBe(0);

    await photoOnFile(enrolment.id);
    const listed = await api.as('teacher').get(`/f/v1/students?class_id=${classId}`);
    expect(listed.body.data.list.find((r: { id: number }) => r.id === enrolment.id).photo_on_file).toBe(true);
    const done = await api.as('teacher').post(`/f/v1/students/${enrolment.id}/verify`);
    expect(done.body.data).toMatchObject({ verified: true, photo_on_file: true });
  });

  it('answers HTTP 200 with body code 400 naming the students that could not be removed', async () => {
    const classId = await newClass();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await enrol(classId, person())).body.data.enrolment.id);
    const [plain, verified, studying] = ids as [number, number, number];
    await photoOnFile(verified);
    expect((await api.as('teacher').post(`/f/v1/students/${verified}/verify`)).body.data.verified).toBe(true);
    await api.app.db.update(enrolments).set({ studyStartedAt: new Date() }).where(eq(enrolments.id, studying));

    const res = await api.as('teacher').post('/f/v1/students/verify-batch-del', { ids });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.code).toBe(400);
    expect(body.msg).toBe('2 名学员无法删除，其余 1 名已删除');
    expect(body.data.map((r: { id: number }) => r.id).sort()).toEqual([verified, studying].sort());
    expect(body.data.find((r: { id: number }) => r.id === studying).reason).toBe('已开始学习，不能删除');
    expect(await api.app.db.$count(enrolments, eq(enrolments.id, plain))).toBe(0);
    const [row] = await api.app.db.select().from(classes).where(eq(classes.id, classId));
    expect(row?.enrolledCount).toBe(2);

    const clean = await api.as('teacher').post('/f/v1/students/verify-batch-del', { ids: [] });
    expect(clean.status).toBe(400);
  });

  it('answers HTTP 200 with body code 403 while payment information is not open, then the information', async () => {
    const classId = await newClass();
    const { enrolment } = (await enrol(classId, person({ name: '周晓梅' }))).body.data;
    const closed = await api.as('teacher').get(`/f/v1/students/payment-info?id=${enrolment.id}`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ code: 403, data: null });
    expect(closed.body.msg).toContain('暂不能查看');
    await photoOnFile(enrolment.id);
    await api.as('teacher').post(`/f/v1/students/${enrolment.id}/verify`);
    await api.app.db.update(classes).set({ status: 'finished' }).where(eq(classes.id, classId));
    // Finished and verified is not enough: a subsidy claim holding the student must be approved (settlement).
    expect((await api.as('teacher').get(`/f/v1/students/payment-info?id=${enrolment.id}`)).body.code).toBe(403);
    const [cls] = await api.app.db.select().from(classes).where(eq(classes.id, classId));
    const [claim] = await api.app.db
      .insert(settlementClaims)
      .values({ classId, institutionId: cls!.institutionId, regionCode: cls!.regionCode, status: 'approved' })
      .returning();
    await api.app.db.insert(settlementClaimStudents).values({
      claimId: claim!.id,
      enrolmentId: enrolment.id,
      studentName: '周晓梅',
      eligible: true,
      amountFen: 100_000,
    });
    const open = await api.as('teacher').get(`/f/v1/students/payment-info?id=${enrolment.id}`);
    expect(open.body).toMatchObject({ code: 200, data: { name: '周晓梅', verified: true } });
  });

  it('counts the teacher’s to-do cards', async () => {
    const res = await api.as('teacher').get('/f/v1/todo-tasks/counts');
    const counts = res.body.data;
    expect(counts.drafts).toBeGreaterThan(0);
    expect(counts.to_verify).toBeGreaterThan(0);
    expect((await api.as('area').get('/f/v1/todo-tasks/counts')).status).toBe(403);
  });

  it('orders textbooks for a class, quantity defaulting to the enrolled count', async () => {
    const classId = await newClass();
    await enrol(classId, person());
    await enrol(classId, person());
    const res = await api.as('teacher').post('/f/v1/books', { class_id: classId, book: '《创办你的企业》学员手册' });
    expect(res.status, res.raw.body).toBe(201);
    expect(res.body.data).toMatchObject({ quantity: 2, class_id: classId });
    const list = (await api.as('teacher').get(`/f/v1/books?class_id=${classId}`)).body.data;
    expect(list.total).toBe(1);
    expect((await api.as(QD_TEACHER).post('/f/v1/books', { class_id: classId, book: 'x' })).status).toBe(404);
  });
});
