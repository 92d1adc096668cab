// A live session's attendance for its staff (issue 28: 12): every student of the class, with the seconds the ledger
// credited them live and in the replay, and when the first credited interval began and the last one ended. The
// figures are the ledger's, the same source as the credit.
import { envelope, idParams, LEARNING_API, type LiveAttendance, liveAttendance } from '@etp/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '@/db/client.ts';
import { studyLedger } from '@/db/schema/learning.ts';
import { notFound } from '@/lib/errors.ts';
import { LiveLessonStore, studentsOfClass } from '@/modules/classes/index.ts';
import { type Actor, actorOf } from '@/plugins/actor.ts';

const STAFF = ['admin', 'teacher', 'trainer', 'province', 'city', 'area'] as const;

export async function liveAttendanceOf(db: Db, actor: Actor, sessionId: number): Promise<LiveAttendance> {
  const found = await new LiveLessonStore(db).seen(actor, sessionId);
  if (!found) throw notFound('live.not_found');
  const session = found.s;
  const students = await studentsOfClass(db, session.classId);
  const credited = await db
    .select({
      userId: studyLedger.userId,
      live: sql<number>`coalesce(sum(${studyLedger.seconds}) filter (where ${studyLedger.kind} = 'live'), 0)::int`,
      replay: sql<number>`coalesce(sum(${studyLedger.seconds}) filter (where ${studyLedger.kind} = 'replay'), 0)::int`,
      first: sql<Date>`min(${studyLedger.createdAt} - make_interval(secs => ${studyLedger.seconds}))`,
      last: sql<Date>`max(${studyLedger.createdAt})`,
    })
    .from(studyLedger)
    .where(eq(studyLedger.sessionId, session.id))
    .groupBy(studyLedger.userId);
  const byUser = new Map(credited.map((c) => [c.userId, c]));
  const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
  return {
    session_id: session.id,
    starts_at: session.startsAt.toISOString(),
    ends_at: session.endsAt.toISOString(),
    rows: students.map((s) => {
      const c = byUser.get(s.userId);
      return {
        user_id: s.userId,
        name: s.name,
        live_seconds: c?.live ?? 0,
        replay_seconds: c?.replay ?? 0,
        first_at: iso(c?.first),
        last_at: iso(c?.last),
      };
    }),
  };
}

export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(LEARNING_API.liveAttendance(':id'), {
    config: { access: { roles: STAFF, permission: 'class:list' } },
    schema: {
      tags: ['learning'],
      summary: 'Who of the class watched a live session, when and for how long (credited, from the ledger)',
      params: idParams,
      response: { 200: envelope(liveAttendance) },
    },
    handler: async (request, reply) => reply.ok(await liveAttendanceOf(app.db, actorOf(request), request.params.id)),
  });
};
