// Demo live sessions of the demo trainer's running class (the demo student's): one live from seeding for hours, one
// upcoming and one over (its replay), with a few questions in the live one's chat.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../client.ts';
import { classSessions, liveChatMessages } from '../../schema/index.ts';
import type { SeededClass } from './classes.ts';
import { DEMO_INSTITUTION_NAME } from './institutions.ts';
import { lookup } from './users.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export async function seedLive(db: Db, userIds: Map<string, number>, seeded: SeededClass[]): Promise<void> {
  const cls = seeded.find((c) => c.institution === DEMO_INSTITUTION_NAME && c.status === 'running');
  if (!cls) throw new Error('seed data has no running demo class');
  const now = Date.now();
  const trainerId = lookup(userIds, 'trainer');
  const session = (title: string, startsAt: number, endsAt: number) => ({
    classId: cls.id,
    kind: 'live' as const,
    title,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    trainerId,
    streamKey: randomBytes(12).toString('base64url'),
  });
  const [live] = await db
    .insert(classSessions)
    .values([
      // Live at demo start and for the working day after it.
      session('创业计划书答疑直播', now - 10 * MINUTE, now + 8 * HOUR),
      session('市场调研方法直播课', now + 2 * DAY, now + 2 * DAY + 2 * HOUR),
      session('开班动员与政策解读', now - 2 * DAY, now - 2 * DAY + 90 * MINUTE),
    ])
    .returning({ id: classSessions.id });
  await db.insert(liveChatMessages).values([
    {
      sessionId: live!.id,
      userId: lookup(userIds, 'trainer'),
      role: 'trainer',
      text: '大家好，有问题可以在这里提问。',
    },
    {
      sessionId: live!.id,
      userId: lookup(userIds, 'student'),
      role: 'student',
      text: '老师，创业担保贷款需要什么条件？',
    },
  ]);
}
