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
  classes: { course: 0 | 1; status: ClassStatus; capacity?: number; window?: [number, number] }[];
}

const COURSE_LABELS = ['SYB创业培训班', '网络创业培训班'] as const;

/** Start and end of a class, in days from today, by status. */
const WINDOWS: Record<ClassStatus, [number, number]> = {
  finished: [-75, -64],
  running: [-6, 6],
  approved: [9, 20],
  pending: [23, 34],
  rejected: [26, 37],
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
      // Sent back by the area with a reason; starting within a week and under half full (to-do cards).
      { course: 1, status: 'rejected' },
      { course: 1, status: 'approved', window: [4, 15] },
    ],
  },
  {
    institution: '济南市槐荫区明德职业技能培训学校',
    teacher: 'hy_teacher',
    trainer: 'hy_trainer',
    classes: [
      { course: 0, status: 'finished' },
      { course: 1, status: 'running' },
      { course: 0, status: 'pending' },
    ],
  },
  {
    institution: '青岛西海岸新区创业实训中心',
    teacher: 'hd_teacher',
    trainer: 'hd_trainer',
    classes: [
      { course: 1, status: 'running' },
      { course: 0, status: 'approved' },
      { course: 1, status: 'draft' },
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

/** The area's reason on the demo class it sent back. */
export const REJECT_REASON = '开班计划缺少实训场地照片和讲师资格证书，请补充后重新提交。';

export function dayFromToday(offset: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}

export interface SeededClass {
  id: number;
  institution: string;
  status: ClassStatus;
  regionCode: string;
  courseId: number | null;
  capacity: number;
  startDate: string;
  endDate: string;
  teacherId: number;
  trainerId: number;
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
          const [start, end] = c.window ?? WINDOWS[c.status];
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
            rejectReason: c.status === 'rejected' ? REJECT_REASON : '',
            mode: c.course === 1 ? ('online' as const) : ('mixed' as const),
            place: c.course === 1 ? '线上直播教室' : `${plan.institution}二楼多媒体教室`,
            teacherId: lookup(userIds, plan.teacher),
            trainerId: lookup(userIds, plan.trainer),
          };
        }),
      ),
    )
    .returning();
  const names = new Map([...ctx.institutionIds].map(([name, id]) => [id, name]));
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    institution: lookup(names, r.institutionId),
    regionCode: r.regionCode,
    courseId: r.courseId,
    capacity: r.capacity,
    startDate: r.startDate ?? '',
    endDate: r.endDate ?? '',
    teacherId: r.teacherId ?? 0,
    trainerId: r.trainerId ?? 0,
  }));
}
