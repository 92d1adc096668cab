// The recorded transitions of homework and answers (assigned, draft saved, submitted, resubmitted, returned, marked):
// who, when, late or not. Settlement and certificates read them later; the trainer sees an answer's history.
import type { HomeworkEvent, HomeworkEventKind } from '@etp/contracts';
import { asc, eq } from 'drizzle-orm';
import { homeworkEvents } from '@/db/schema/homework.ts';
import { users } from '@/db/schema/users.ts';
import type { Runner } from './access.ts';

export interface NewEvent {
  homeworkId: number;
  submissionId?: number;
  kind: HomeworkEventKind;
  actorId: number;
  late?: boolean;
  note?: string;
}

export async function recordEvent(db: Runner, event: NewEvent): Promise<void> {
  await db.insert(homeworkEvents).values(event);
}

export async function eventsOf(db: Runner, submissionId: number): Promise<HomeworkEvent[]> {
  const rows = await db
    .select({ event: homeworkEvents, actorName: users.name })
    .from(homeworkEvents)
    .leftJoin(users, eq(users.id, homeworkEvents.actorId))
    .where(eq(homeworkEvents.submissionId, submissionId))
    .orderBy(asc(homeworkEvents.id));
  return rows.map(({ event, actorName }) => ({
    kind: event.kind,
    actor_name: actorName ?? '',
    late: event.late,
    note: event.note,
    at: event.createdAt.toISOString(),
  }));
}
