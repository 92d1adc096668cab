// The demo world of issue 12: institutions with staff in four areas of two cities, classes in every state, about 150
// students with valid encrypted ID numbers, leads, a to-do with something in every card, the demo student enrolled.
import { CLASS_STATUSES, checkIdCard } from '@etp/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classes,
  enrolments,
  institutions,
  leads,
  studentDetails,
  userRoles,
  users,
} from '../../src/db/schema/index.ts';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

describe('the demo data of classes and enrolment', () => {
  it('has teachers and trainers in at least four areas of two cities, and classes in every state', async () => {
    const staff = await api.app.db
      .selectDistinct({ region: institutions.regionCode, role: userRoles.role })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(institutions, eq(institutions.id, users.institutionId))
      .where(isNotNull(users.institutionId));
    const withBoth = [...new Set(staff.map((s) => s.region))].filter(
      (r) =>
        staff.some((s) => s.region === r && s.role === 'teacher') &&
        staff.some((s) => s.region === r && s.role === 'trainer'),
    );
    expect(withBoth.length).toBeGreaterThanOrEqual(4);
    expect(new Set(withBoth.map((r) => r.slice(0, 4))).size).toBeGreaterThanOrEqual(2);
    const statuses = await api.app.db.selectDistinct({ s: classes.status }).from(classes);
    expect(new Set(statuses.map((s) => s.s))).toEqual(new Set(CLASS_STATUSES));
    const [rejected] = await api.app.db.select().from(classes).where(eq(classes.status, 'rejected'));
    expect(rejected?.rejectReason).not.toBe('');
  });

  it('enrols about 150 students with valid, encrypted ID numbers and seats that add up', async () => {
    const rows = await api.app.db.select().from(studentDetails).where(isNotNull(studentDetails.idCardCipher));
    expect(rows.length).toBeGreaterThanOrEqual(140);
    for (const row of rows) {
      const id = api.app.personalData.decrypt(row.idCardCipher!);
      expect(checkIdCard(id), id).toBeNull();
    }
    const all = await api.app.db.select().from(classes);
    for (const c of all) {
      expect(await api.app.db.$count(enrolments, eq(enrolments.classId, c.id)), c.name).toBe(c.enrolledCount);
      expect(c.enrolledCount).toBeLessThanOrEqual(c.capacity);
    }
    expect(await api.app.db.$count(leads)).toBeGreaterThan(10);
  });

  it('keeps the demo student in a running class, and gives the demo teacher something in every to-do card', async () => {
    const [student] = await api.app.db
      .select({ status: classes.status })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .innerJoin(classes, eq(classes.id, enrolments.classId))
      .where(and(eq(users.username, 'student')));
    expect(student?.status).toBe('running');
    const todo = await api.as('teacher').get('/f/v1/todo-tasks/counts');
    for (const [card, n] of Object.entries(todo.body.data as Record<string, number>))
      expect(n, card).toBeGreaterThan(0);
    const table = await api.as('student').get('/s/v1/student/table');
    expect(table.body.data.sessions.length).toBeGreaterThan(0);
  });

  it('lets the area administrator approve the pending class in its district', async () => {
    const queue = await api.as('area').get('/a/v1/classes?status=pending');
    expect(queue.body.data.total).toBeGreaterThan(0);
  });
});
