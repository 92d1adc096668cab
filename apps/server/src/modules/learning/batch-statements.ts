// The statements of one batch of heartbeats (record-batch.ts says why and in which order): admit the reports and make
// the missing state rows; lock the state rows and read the progress with them; write what the batch decided. Each is
// multi-row, its rows passed as one JSON parameter and its keys looked up by index (db/any-of.ts).
import { type SQL, sql } from 'drizzle-orm';
import { anyOf } from '@/db/any-of.ts';
import type { Tx } from '@/db/client.ts';
import { rowsOf } from '@/db/migrate.ts';
import { AppError, forbidden, notFound } from '@/lib/errors.ts';
import type { Desk, LessonFacts, LiveFacts, Policy, State } from './crediting.ts';
import type { Report } from './record-batch.ts';
import { chinaDay, nextCheckAt } from './rules.ts';

/** Classes whose students study (and are credited). */
export const STUDYING_STATUSES = ['approved', 'running'] as const;

/** What a report names, and whether its student may study it (or the error it is answered with). */
export type Admission =
  | { kind: 'lesson'; lesson: LessonFacts; classId: number }
  | { kind: 'live'; session: LiveFacts }
  | { kind: 'refused'; error: AppError };

const json = (value: unknown): SQL => sql`${JSON.stringify(value)}::jsonb`;
const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * What each report names, and whether its student may study it: a video lesson through a class of its course in a
 * studying status (the latest enrolment), a live session only as a student of its class. The state rows the admitted
 * students lack are made here, in user_id order, with the due points of their first checks.
 */
export async function admit(tx: Tx, reports: Report[], now: Date, policy: Policy): Promise<Admission[]> {
  const input = reports.map((r, i) => ({
    i,
    user_id: r.userId,
    lesson_id: r.kind === 'lesson' ? r.targetId : null,
    live_id: r.kind === 'live' ? r.targetId : null,
    idle_due: nextCheckAt(0, policy.idleCheckMinutes, policy.random),
    face_due: nextCheckAt(0, policy.faceCheckMinutes, policy.random),
  }));
  const studying = sql.join(
    STUDYING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${json(input)})
        as i(i int, user_id int, lesson_id int, live_id int, idle_due int, face_due int)
    ),
    facts as (
      select i.i, i.user_id, i.idle_due, i.face_due,
        l.id as lesson_id, l.kind as lesson_kind, l.course_id as lesson_course, l.duration_seconds,
        l.study_face_check,
        s.id as live_id, s.kind as live_kind, s.class_id as live_class, s.starts_at, s.ends_at, s.course_id as live_course,
        case when l.kind = 'video' then (
          select e.class_id from enrolments e join classes c on c.id = e.class_id
          where e.user_id = i.user_id and c.course_id = l.course_id and c.status in (${studying})
          order by e.id desc limit 1
        ) end as class_id,
        -- A scalar subquery with a limit: looked up per report by its index, where exists () may be planned as a
        -- hash of the whole enrolments table.
        case when s.kind = 'live' then coalesce((
          select true from enrolments e where e.class_id = s.class_id and e.user_id = i.user_id limit 1
        ), false) else false end as in_class
      from input i
      left join (
        select cl.id, cl.kind, cl.course_id, cl.duration_seconds, co.study_face_check
        from course_lessons cl join courses co on co.id = cl.course_id
      ) l on l.id = i.lesson_id
      left join (
        select cs.id, cs.kind, cs.class_id, cs.starts_at, cs.ends_at, k.course_id
        from class_sessions cs join classes k on k.id = cs.class_id
      ) s on s.id = i.live_id
    ),
    made as (
      insert into study_states (user_id, idle_due_at, face_due_at, updated_at)
      select distinct on (user_id) user_id, idle_due, face_due, ${now}::timestamptz from facts
      where class_id is not null or in_class
      order by user_id
      on conflict (user_id) do nothing
    )
    select * from facts order by i`);
  type Row = {
    i: number;
    lesson_id: number | null;
    lesson_kind: string | null;
    lesson_course: number | null;
    duration_seconds: number | null;
    study_face_check: number | null;
    live_id: number | null;
    live_kind: string | null;
    live_class: number | null;
    starts_at: string | Date | null;
    ends_at: string | Date | null;
    live_course: number | null;
    class_id: number | null;
    in_class: boolean;
  };
  return rowsOf<Row>(result).map((row): Admission => {
    const report = reports[row.i] as Report;
    if (report.kind === 'lesson') {
      if (row.lesson_id === null) return { kind: 'refused', error: notFound() };
      if (row.lesson_kind !== 'video') return { kind: 'refused', error: new AppError(400, 'learning.not_video') };
      if (row.class_id === null) return { kind: 'refused', error: forbidden('learning.not_enrolled') };
      return {
        kind: 'lesson',
        classId: row.class_id,
        lesson: {
          id: row.lesson_id,
          courseId: row.lesson_course as number,
          duration: row.duration_seconds ?? 0,
          faceCheck: row.study_face_check === 1,
        },
      };
    }
    if (row.live_id === null) return { kind: 'refused', error: notFound() };
    if (row.live_kind !== 'live') return { kind: 'refused', error: new AppError(400, 'learning.not_live') };
    if (!row.in_class) return { kind: 'refused', error: forbidden('learning.not_enrolled') };
    return {
      kind: 'live',
      session: {
        id: row.live_id,
        classId: row.live_class as number,
        courseId: row.live_course,
        startsAt: asDate(row.starts_at as string | Date),
        endsAt: asDate(row.ends_at as string | Date),
      },
    };
  });
}

/** The rows a batch reads for its admitted reports, by student. */
interface Wanted {
  users: number[];
  lessons: { user_id: number; ref_id: number }[];
  lives: { user_id: number; ref_id: number }[];
  /** Students with a report on a lesson whose course asks for face checks. */
  faceUsers: number[];
}

function wantedBy(reports: Report[], admissions: Admission[], only?: Set<number>): Wanted {
  const users = new Set<number>();
  const lessons = new Map<string, { user_id: number; ref_id: number }>();
  const lives = new Map<string, { user_id: number; ref_id: number }>();
  const faceUsers = new Set<number>();
  for (const [i, report] of reports.entries()) {
    const admission = admissions[i] as Admission;
    if (admission.kind === 'refused' || (only && !only.has(report.userId))) continue;
    users.add(report.userId);
    const key = { user_id: report.userId, ref_id: report.targetId };
    if (admission.kind === 'lesson') {
      lessons.set(`${key.user_id}:${key.ref_id}`, key);
      if (admission.lesson.faceCheck) faceUsers.add(report.userId);
    } else {
      lives.set(`${key.user_id}:${key.ref_id}`, key);
    }
  }
  return { users: [...users], lessons: [...lessons.values()], lives: [...lives.values()], faceUsers: [...faceUsers] };
}

/**
 * Locks the admitted students' state rows in user_id order (the order every writer of them takes) and reads, in the
 * same statement, the lesson and live progress their reports touch and the latest face-check pass where a check can
 * be open. A statement's snapshot is taken before it waits for a lock: where another transaction changed a state row
 * meanwhile (the version locked is not the one the snapshot saw), the student's rows are read again, after the lock.
 */
export async function lockAndRead(
  tx: Tx,
  reports: Report[],
  admissions: Admission[],
  now: Date,
): Promise<Map<number, Desk>> {
  const desks = new Map<number, Desk>();
  const wanted = wantedBy(reports, admissions);
  if (wanted.users.length === 0) return desks;
  const courseOf = new Map<number, number>();
  for (const [i, admission] of admissions.entries())
    if (admission.kind === 'lesson') courseOf.set(reports[i]?.targetId as number, admission.lesson.courseId);
  const stale = await readLocked(tx, wanted, now, desks, courseOf);
  if (stale.size > 0) await readLocked(tx, wantedBy(reports, admissions, stale), now, desks, courseOf);
  const day = chinaDay(now);
  for (const { state } of desks.values()) {
    if (state.day !== day) {
      state.day = day;
      state.daySeconds = 0;
    }
  }
  return desks;
}

/** One locking read: fills the desks of the students it found; answers those whose rows may be stale. */
async function readLocked(
  tx: Tx,
  wanted: Wanted,
  now: Date,
  desks: Map<number, Desk>,
  courseOf: Map<number, number>,
): Promise<Set<number>> {
  const users = wanted.users;
  // A pass matters when recorded after a check's issue time: the one open now, or one this batch opens at `now`.
  const result = await tx.execute(sql`
    with locked as (
      select s.*, s.xmin::text as version from study_states s
      where ${anyOf(sql`s.user_id`, users, 'int')}
      order by s.user_id
      for update
    ),
    seen as (
      select s.user_id, s.xmin::text as version from study_states s
      where ${anyOf(sql`s.user_id`, users, 'int')}
    )
    select 'state' as kind, l.user_id, null::int as ref_id, null::int as a, null::int as b, null::boolean as done,
        null::text as pass_us, to_jsonb(l) as state, l.version is not distinct from s.version as fresh
      from locked l left join seen s on s.user_id = l.user_id
    union all
    select 'lesson', p.user_id, p.lesson_id, p.credited_seconds, p.furthest_position, p.completed_at is not null,
        null, null, null
      from lesson_progress p
      join jsonb_to_recordset(${json(wanted.lessons)}) as k(user_id int, ref_id int)
        on p.user_id = k.user_id and p.lesson_id = k.ref_id
      where ${anyOf(sql`p.user_id`, users, 'int')}
    union all
    select 'live', p.user_id, p.session_id, p.live_seconds, p.replay_seconds, null, null, null, null
      from live_progress p
      join jsonb_to_recordset(${json(wanted.lives)}) as k(user_id int, ref_id int)
        on p.user_id = k.user_id and p.session_id = k.ref_id
      where ${anyOf(sql`p.user_id`, users, 'int')}
    union all
    select 'pass', f.user_id, null, null, null, null,
        floor(extract(epoch from max(f.created_at)) * 1000000)::bigint::text, null, null
      from face_checks f join locked s on s.user_id = f.user_id
      where ${anyOf(sql`f.user_id`, wanted.faceUsers, 'int')}
        and f.result = 'pass' and f.purpose in ('study_start', 'study_random')
        and f.created_at > least(s.face_issued_at, ${now}::timestamptz)
      group by f.user_id`);
  type Row = {
    kind: 'state' | 'lesson' | 'live' | 'pass';
    user_id: number;
    ref_id: number | null;
    a: number | null;
    b: number | null;
    done: boolean | null;
    pass_us: string | null;
    state: Record<string, unknown> | null;
    fresh: boolean | null;
  };
  const rows = rowsOf<Row>(result);
  const stale = new Set<number>();
  for (const row of rows) {
    if (row.kind !== 'state') continue;
    if (!row.fresh) stale.add(row.user_id);
    desks.set(row.user_id, {
      state: stateOf(row.state as Record<string, unknown>),
      stateChanged: false,
      lessons: new Map(),
      lives: new Map(),
      latestPassUs: null,
      credits: [],
    });
  }
  for (const row of rows) {
    const desk = desks.get(row.user_id);
    if (!desk || row.kind === 'state') continue;
    if (row.kind === 'lesson') {
      desk.lessons.set(row.ref_id as number, {
        courseId: courseOf.get(row.ref_id as number) as number,
        creditedSeconds: row.a ?? 0,
        furthestPosition: row.b ?? 0,
        lastPosition: 0,
        completed: row.done === true,
        completedNow: false,
        changed: false,
      });
    } else if (row.kind === 'live') {
      desk.lives.set(row.ref_id as number, {
        liveSeconds: row.a ?? 0,
        replaySeconds: row.b ?? 0,
        addedLive: 0,
        addedReplay: 0,
        changed: false,
      });
    } else {
      desk.latestPassUs = Number(row.pass_us);
    }
  }
  return stale;
}

const orNull = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

/** A study_states row as to_jsonb spells it. */
function stateOf(row: Record<string, unknown>): State {
  return {
    userId: row.user_id as number,
    tab: row.tab as string,
    target: row.target as string,
    playing: row.playing as number,
    position: row.position as number,
    lastReportAt: orNull(row.last_report_at),
    day: row.day as string,
    daySeconds: row.day_seconds as number,
    creditedTotal: row.credited_total as number,
    idleDueAt: row.idle_due_at as number,
    idleIssuedAt: orNull(row.idle_issued_at),
    faceDueAt: row.face_due_at as number,
    faceIssuedAt: orNull(row.face_issued_at),
    updatedAt: new Date(row.updated_at as string),
  };
}

/**
 * Writes what the batch's reports changed in one statement: lesson progress (the values decided), live progress (the
 * seconds added), the ledger rows, the first study of an enrolment, and the state rows. The counts it reads back must
 * match, or the batch is rolled back.
 */
export async function save(tx: Tx, desks: Desk[], now: Date): Promise<void> {
  const lessons: object[] = [];
  const lives: object[] = [];
  const credits: object[] = [];
  const started = new Map<string, { user_id: number; class_id: number }>();
  const states: object[] = [];
  const changedUsers: number[] = [];
  for (const { state, stateChanged, lessons: lessonRows, lives: liveRows, credits: booked } of desks) {
    for (const [lessonId, row] of lessonRows) {
      if (!row.changed) continue;
      lessons.push({
        user_id: state.userId,
        lesson_id: lessonId,
        course_id: row.courseId,
        credited: row.creditedSeconds,
        furthest: row.furthestPosition,
        last: row.lastPosition,
        completed: row.completedNow,
      });
    }
    for (const [sessionId, row] of liveRows) {
      if (row.changed)
        lives.push({ user_id: state.userId, session_id: sessionId, live: row.addedLive, replay: row.addedReplay });
    }
    for (const c of booked) {
      credits.push({
        user_id: c.userId,
        class_id: c.classId,
        course_id: c.courseId,
        lesson_id: c.lessonId,
        session_id: c.sessionId,
        kind: c.kind,
        day: c.day,
        seconds: c.seconds,
        position: c.position,
      });
      started.set(`${c.userId}:${c.classId}`, { user_id: c.userId, class_id: c.classId });
    }
    if (stateChanged) {
      changedUsers.push(state.userId);
      states.push({
        user_id: state.userId,
        tab: state.tab,
        target: state.target,
        playing: state.playing,
        position: state.position,
        last_report_at: state.lastReportAt,
        day: state.day,
        day_seconds: state.daySeconds,
        credited_total: state.creditedTotal,
        idle_due_at: state.idleDueAt,
        idle_issued_at: state.idleIssuedAt,
        face_due_at: state.faceDueAt,
        face_issued_at: state.faceIssuedAt,
      });
    }
  }
  if (states.length === 0) return;
  const result = await tx.execute(sql`
    with lessons as (
      insert into lesson_progress as lp
        (user_id, lesson_id, course_id, credited_seconds, furthest_position, last_position, completed_at, updated_at)
      select user_id, lesson_id, course_id, credited, furthest, last,
          case when completed then ${now}::timestamptz end, ${now}::timestamptz
        from jsonb_to_recordset(${json(lessons)})
          as p(user_id int, lesson_id int, course_id int, credited int, furthest int, last int, completed boolean)
      on conflict (user_id, lesson_id) do update set
        credited_seconds = excluded.credited_seconds, furthest_position = excluded.furthest_position,
        last_position = excluded.last_position, completed_at = coalesce(lp.completed_at, excluded.completed_at),
        updated_at = excluded.updated_at
      returning 1
    ),
    lives as (
      insert into live_progress as lv (user_id, session_id, live_seconds, replay_seconds, updated_at)
      select user_id, session_id, live, replay, ${now}::timestamptz
        from jsonb_to_recordset(${json(lives)}) as p(user_id int, session_id int, live int, replay int)
      on conflict (user_id, session_id) do update set
        live_seconds = lv.live_seconds + excluded.live_seconds,
        replay_seconds = lv.replay_seconds + excluded.replay_seconds, updated_at = excluded.updated_at
      returning 1
    ),
    credits as (
      insert into study_ledger
        (user_id, class_id, course_id, lesson_id, session_id, kind, day, seconds, position, created_at)
      select user_id, class_id, course_id, lesson_id, session_id, kind, day, seconds, position, ${now}::timestamptz
        from jsonb_to_recordset(${json(credits)}) as c(user_id int, class_id int, course_id int, lesson_id int,
          session_id int, kind text, day text, seconds int, position int)
      returning 1
    ),
    started as (
      update enrolments e set study_started_at = ${now}::timestamptz
        from jsonb_to_recordset(${json([...started.values()])}) as s(user_id int, class_id int)
        where ${anyOf(sql`e.user_id`, [...new Set([...started.values()].map((s) => s.user_id))], 'int')}
          and e.user_id = s.user_id and e.class_id = s.class_id and e.study_started_at is null
    ),
    states as (
      update study_states t set
        tab = s.tab, target = s.target, playing = s.playing, position = s.position, last_report_at = s.last_report_at,
        day = s.day, day_seconds = s.day_seconds, credited_total = s.credited_total, idle_due_at = s.idle_due_at,
        idle_issued_at = s.idle_issued_at, face_due_at = s.face_due_at, face_issued_at = s.face_issued_at,
        updated_at = ${now}::timestamptz
        from jsonb_to_recordset(${json(states)}) as s(user_id int, tab text, target text, playing int, position int,
          last_report_at timestamptz, day text, day_seconds int, credited_total int, idle_due_at int,
          idle_issued_at timestamptz, face_due_at int, face_issued_at timestamptz)
        where ${anyOf(sql`t.user_id`, changedUsers, 'int')} and t.user_id = s.user_id
      returning 1
    )
    select (select count(*) from lessons)::int as lessons, (select count(*) from lives)::int as lives,
      (select count(*) from credits)::int as credits, (select count(*) from states)::int as states`);
  const [written] = rowsOf<{ lessons: number; lives: number; credits: number; states: number }>(result);
  if (
    written?.lessons !== lessons.length ||
    written.lives !== lives.length ||
    written.credits !== credits.length ||
    written.states !== states.length
  )
    throw new Error(`learning records: the batch wrote ${JSON.stringify(written)}, not what it decided`);
}
