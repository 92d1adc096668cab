// Demo classes in every status, dated around the day of seeding so "running" is really running.
import type { Db } from '../../client.ts';
import { type CLASS_STATUSES, classes } from '../../schema/index.ts';
import { DEMO_INSTITUTION_NAME } from './institutions.ts';
import { lookup, type SeedContext } from './users.ts';

type ClassStatus = (typeof CLASS_STATUSES)[number];

interface ClassPlan {
  institution: string;
  teacher: string;
  trainer: string;
  /** Index into DEMO_COURSES and the classes to open, in period order. */
  classes: { course: 0 | 1; status: ClassStatus; capacity?: number }[];
}

const COURSE_LABELS = ['SYB创业培训班', '网络创业培训班'] as const;

/** Start and end of a class, in days from today, by status. */
const WINDOWS: Record<ClassStatus, [number, number]> = {
  finished: [-75, -64],
  running: [-6, 6],
  approved: [9, 20],
  pending: [23, 34],
  draft: [40, 51],
};

export const CLASS_PLANS: ClassPlan[] = [
  {
    institution: DEMO_INSTITUTION_NAME,
    teacher: 'teacher',
    trainer: 'trainer',
    classes: [
      { course: 0, status: 'finished' },
      { course: 1, status: 'finished', capacity: 40 },
      { course: 0, status: 'running' },
      { course: 1, status: 'running', capacity: 40 },
      { course: 0, status: 'approved' },
      { course: 0, status: 'pending' },
      { course: 1, status: 'draft', capacity: 40 },
    ],
  },
  {
    institution: '青岛市市南区海之韵职业培训学校',
    teacher: 'qd_teacher',
    trainer: 'qd_trainer',
    classes: [
      { course: 0, status: 'finished' },
      { course: 0, status: 'running' },
      { course: 1, status: 'pending', capacity: 40 },
    ],
  },
  {
    institution: '淄博市张店区齐都职业技能培训学校',
    teacher: 'zb_teacher',
    trainer: 'zb_trainer',
    classes: [
      { course: 0, status: 'running' },
      { course: 0, status: 'approved' },
    ],
  },
];

function dayFromToday(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

export interface SeededClass {
  id: number;
  institution: string;
  status: ClassStatus;
}

export async function seedClasses(
  db: Db,
  ctx: SeedContext,
  userIds: Map<string, number>,
  courseIds: number[],
): Promise<SeededClass[]> {
  // Classes are numbered per institution and year: 2026年第3期...
  const periods = new Map<string, number>();
  const rows = await db
    .insert(classes)
    .values(
      CLASS_PLANS.flatMap((plan) =>
        plan.classes.map((c) => {
          const [start, end] = WINDOWS[c.status];
          const startDate = dayFromToday(start);
          const year = startDate.slice(0, 4);
          const period = (periods.get(`${plan.institution}${year}`) ?? 0) + 1;
          periods.set(`${plan.institution}${year}`, period);
          return {
            institutionId: lookup(ctx.institutionIds, plan.institution),
            courseId: courseIds[c.course] ?? null,
            name: `${year}年第${period}期${COURSE_LABELS[c.course]}`,
            regionCode: lookup(ctx.institutionRegions, plan.institution),
            startDate,
            endDate: dayFromToday(end),
            capacity: c.capacity ?? 30,
            status: c.status,
            teacherId: lookup(userIds, plan.teacher),
            trainerId: lookup(userIds, plan.trainer),
          };
        }),
      ),
    )
    .returning({ id: classes.id, status: classes.status, institutionId: classes.institutionId });
  const names = new Map([...ctx.institutionIds].map(([name, id]) => [id, name]));
  return rows.map((r) => ({ id: r.id, status: r.status, institution: lookup(names, r.institutionId) }));
}
