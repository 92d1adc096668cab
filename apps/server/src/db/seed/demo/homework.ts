// Demo homework (issue 14): the demo trainer's running class has three homework items; the demo student has one
// marked, one handed in and waiting for a mark (the trainer's to-do card), and a draft of the open one. Another
// student has handed in too, so the trainer's list has more than one answer to read.
import { eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { homeworkEvents, homeworkSubmissions, homeworks, users } from '../../schema/index.ts';
import type { SeededClass } from './classes.ts';
import { DEMO_INSTITUTION_NAME } from './institutions.ts';
import { lookup } from './users.ts';

const DAY = 86_400_000;

interface HomeworkSeed {
  title: string;
  content: string;
  /** Due time in days from the seeding moment. */
  dueInDays: number;
  fullScore: number;
  latePolicy: 'accept' | 'refuse';
}

const ITEMS: HomeworkSeed[] = [
  {
    title: '第一讲作业：我的创业想法',
    content:
      '<p>结合第一讲“创业意识与创业者素质”的内容，写一篇不少于 300 字的短文：</p><ol><li>你想做什么项目？它解决了谁的什么问题？</li><li>你具备哪些优势，还欠缺什么？</li></ol>',
    dueInDays: -3,
    fullScore: 100,
    latePolicy: 'accept',
  },
  {
    title: '第二讲作业：市场调查表',
    content:
      '<p>围绕你的创业项目，走访至少 5 位潜在顾客，整理一份市场调查表（可上传 Word 或 Excel 文件），并写出你的三点发现。</p>',
    dueInDays: -1,
    fullScore: 100,
    latePolicy: 'refuse',
  },
  {
    title: '第三讲作业：启动资金预测',
    content:
      '<p>按照课堂上讲的方法，列出你的项目所需的<strong>固定资产</strong>和<strong>流动资金</strong>，估算启动资金总额，并说明资金来源。</p>',
    dueInDays: 5,
    fullScore: 50,
    latePolicy: 'accept',
  },
];

const ESSAY =
  '<p>我想在小区附近开一家社区生鲜便利店，解决双职工家庭下班后买菜难、买菜贵的问题。</p><p>我的优势是在超市做过三年采购，熟悉本地的蔬菜供应商；欠缺的是门店管理和财务方面的经验，希望通过这次培训补上。</p>';
const SURVEY =
  '<p>我走访了 6 位小区居民，发现：</p><ol><li>晚上 7 点后仍有买菜需求；</li><li>大家更在意新鲜程度而不是价格；</li><li>多数人愿意尝试社区团购预订。</li></ol>';
const DRAFT = '<p>固定资产：冷藏展示柜两台约 1.2 万元，货架和收银设备约 0.8 万元。</p><p>流动资金：</p>';

export async function seedHomework(db: Db, userIds: Map<string, number>, seeded: SeededClass[]): Promise<void> {
  const demoClass = seeded.find((c) => c.institution === DEMO_INSTITUTION_NAME && c.status === 'running');
  if (!demoClass) throw new Error('seed data has no running demo class');
  const trainerId = lookup(userIds, 'trainer');
  const studentId = lookup(userIds, 'student');
  const [classmate] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student01'));
  if (!classmate) throw new Error('seed data has no student01');
  const classmateId = classmate.id;
  const now = Date.now();
  const created = new Date(now - 10 * DAY);
  const rows = await db
    .insert(homeworks)
    .values(
      ITEMS.map((item) => ({
        classId: demoClass.id,
        title: item.title,
        content: item.content,
        dueAt: new Date(now + item.dueInDays * DAY),
        fullScore: item.fullScore,
        latePolicy: item.latePolicy,
        createdBy: trainerId,
        createdAt: created,
        updatedAt: created,
      })),
    )
    .returning({ id: homeworks.id });
  const [first, second, third] = rows.map((r) => r.id);
  if (!first || !second || !third) throw new Error('insert homeworks returned too few rows');
  const handedIn = new Date(now - 4 * DAY);
  const markedAt = new Date(now - 2 * DAY);
  const answers = await db
    .insert(homeworkSubmissions)
    .values([
      {
        homeworkId: first,
        userId: studentId,
        status: 'marked' as const,
        content: ESSAY,
        version: 3,
        submittedAt: handedIn,
        score: 88,
        comment: '项目定位清楚，优势分析到位。建议补充目标顾客的消费习惯。',
        markedBy: trainerId,
        markedAt,
        updatedAt: markedAt,
      },
      {
        homeworkId: second,
        userId: studentId,
        status: 'submitted' as const,
        content: SURVEY,
        version: 2,
        submittedAt: new Date(now - 2 * DAY),
        updatedAt: new Date(now - 2 * DAY),
      },
      {
        homeworkId: third,
        userId: studentId,
        status: 'draft' as const,
        content: DRAFT,
        version: 1,
        updatedAt: new Date(now - DAY),
      },
      {
        homeworkId: first,
        userId: classmateId,
        status: 'submitted' as const,
        content: '<p>我计划开一家面向上班族的早餐外卖店。</p>',
        version: 1,
        submittedAt: new Date(now - 3 * DAY),
        updatedAt: new Date(now - 3 * DAY),
      },
    ])
    .returning();
  await db.insert(homeworkEvents).values([
    ...rows.map((r) => ({ homeworkId: r.id, kind: 'assigned' as const, actorId: trainerId, createdAt: created })),
    ...answers.flatMap((a) => [
      ...(a.submittedAt
        ? [
            {
              homeworkId: a.homeworkId,
              submissionId: a.id,
              kind: 'submitted' as const,
              actorId: a.userId,
              createdAt: a.submittedAt,
            },
          ]
        : [
            {
              homeworkId: a.homeworkId,
              submissionId: a.id,
              kind: 'draft_saved' as const,
              actorId: a.userId,
              createdAt: a.updatedAt,
            },
          ]),
      ...(a.status === 'marked'
        ? [
            {
              homeworkId: a.homeworkId,
              submissionId: a.id,
              kind: 'marked' as const,
              actorId: trainerId,
              note: '88/100',
              createdAt: markedAt,
            },
          ]
        : []),
    ]),
  ]);
}
