// The statements of one batch of heartbeats (record-batch.ts says why and in which order), for the pipelined
// transaction (db/pipeline.ts): the reading statements, sent with BEGIN in one round trip, and the write, sent with
// COMMIT in another. Each is multi-row: its rows are one JSON argument, its keys looked up by index.
import { anyOfText } from '@/db/any-of.ts';
import { type Call, int, jsonb, literal, type Row, statement } from '@/db/pipeline.ts';
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

/** `column = any(<the keys of a JSON array argument>)`: the index on the column is used whatever the number of keys. */
const anyOf = (column: string, keys: string) => anyOfText(column, keys);

/** A timestamp as milliseconds since the epoch (a float8: a number to the client, no date text to parse). */
const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;
const dateOf = (value: unknown) => (value === null || value === undefined ? null : new Date(value as number));

const ADMISSION = statement(
  ['jsonb', 'timestamptz'],
  `with input as (
      select * from jsonb_to_recordset($1) as i(i int, user_id int, lesson_id int, live_id int, idle_due int, face_due int)
    ),
    facts as (
      select i.i, i.user_id, i.idle_due, i.face_due,
        l.id as lesson_id, l.kind as lesson_kind, l.course_id as lesson_course, l.duration_seconds,
        l.study_face_check,
        s.id as live_id, s.kind as live_kind, s.class_id as live_class, ${ms('s.starts_at')} as starts_at,
        ${ms('s.ends_at')} as ends_at, s.course_id as live_course,
        case when l.kind = 'video' then (
          select e.class_id from enrolments e join classes c on c.id = e.class_id
          where e.user_id = i.user_id and c.course_id = l.course_id
            and c.status in (${STUDYING_STATUSES.map((status) => literal(status)).join(', ')})
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
      select distinct on (user_id) user_id, idle_due, face_due, $2 from facts
      where class_id is not null or in_class
      order by user_id
      on conflict (user_id) do nothing
    )
    select * from facts order by i`,
);

const LOCK = statement(
  ['jsonb'],
  `select user_id, tab, target, playing, position, ${ms('last_report_at')} as last_report_at, day, day_seconds,
      credited_total, idle_due_at, ${ms('idle_issued_at')} as idle_issued_at, face_due_at,
      ${ms('face_issued_at')} as face_issued_at, ${ms('updated_at')} as updated_at
    from study_states where ${anyOf('user_id', '$1')}
    order by user_id
    for update`,
);

// A pass matters when recorded after a check's issue time: the one open now, or one this batch opens at `now`.
const PROGRESS = statement(
  ['jsonb', 'jsonb', 'jsonb', 'timestamptz'],
  `select 'lesson' as kind, p.user_id, p.lesson_id as ref_id, p.credited_seconds as a, p.furthest_position as b,
        p.completed_at is not null as done, null::text as pass_us
      from lesson_progress p
      join jsonb_to_recordset($2) as k(user_id int, ref_id int) on p.user_id = k.user_id and p.lesson_id = k.ref_id
      where ${anyOf('p.user_id', '$1')}
    union all
    select 'live', p.user_id, p.session_id, p.live_seconds, p.replay_seconds, null, null
      from live_progress p
      join jsonb_to_recordset($3) as k(user_id int, ref_id int) on p.user_id = k.user_id and p.session_id = k.ref_id
      where ${anyOf('p.user_id', '$1')}
    union all
    select 'pass', f.user_id, null, null, null, null,
        floor(extract(epoch from max(f.created_at)) * 1000000)::bigint::text
      from face_checks f join study_states s on s.user_id = f.user_id
      where f.user_id in (
          select k.user_id from jsonb_to_recordset($2) as k(user_id int, ref_id int)
          join course_lessons cl on cl.id = k.ref_id join courses co on co.id = cl.course_id
          where co.study_face_check = 1
        )
        and f.result = 'pass' and f.purpose in ('study_start', 'study_random')
        and f.created_at > least(s.face_issued_at, $4)
      group by f.user_id`,
);

/**
 * The reading calls of a batch, in this order, for one round trip:
 *
 * 1. admission: what each report names and whether its student may study it (a video lesson through a class of its
 *    course in a studying status, the latest enrolment; a live session only as a student of its class); the state
 *    rows the admitted students lack are made here, in user_id order, with the due points of their first checks;
 * 2. the reporting students' state rows, locked FOR UPDATE in user_id order (another instance's batch and the idle
 *    answer take them the same way: no deadlock, and a student is serialised across instances). A row another
 *    transaction changed while this waited is returned as that transaction left it;
 * 3. their lesson and live progress and, where a face check can be open, the latest pass: a statement of its own,
 *    whose snapshot is taken once the locks are held, so it reads what a transaction that held them before wrote.
 */
export function readCalls(reports: Report[], now: Date, policy: Policy): Call[] {
  const input = reports.map((r, i) => ({
    i,
    user_id: r.userId,
    lesson_id: r.kind === 'lesson' ? r.targetId : null,
    live_id: r.kind === 'live' ? r.targetId : null,
    idle_due: nextCheckAt(0, policy.idleCheckMinutes, policy.random),
    face_due: nextCheckAt(0, policy.faceCheckMinutes, policy.random),
  }));
  const users = jsonb([...new Set(reports.map((r) => r.userId))]);
  const pairs = (kind: Report['kind']) =>
    jsonb(reports.filter((r) => r.kind === kind).map((r) => ({ user_id: r.userId, ref_id: r.targetId })));
  const at = literal(now);
  return [
    { statement: ADMISSION, args: [jsonb(input), at] },
    { statement: LOCK, args: [users] },
    { statement: PROGRESS, args: [users, pairs('lesson'), pairs('live'), at] },
  ];
}

interface AdmissionRow {
  i: number;
  lesson_id: number | null;
  lesson_kind: string | null;
  lesson_course: number | null;
  duration_seconds: number | null;
  study_face_check: number | null;
  live_id: number | null;
  live_kind: string | null;
  live_class: number | null;
  starts_at: number | null;
  ends_at: number | null;
  live_course: number | null;
  class_id: number | null;
  in_class: boolean;
}

/** Each report's admission, from the first reading statement's rows (one per report, in order). */
export function admissionsOf(reports: Report[], rows: Row[]): Admission[] {
  return (rows as unknown as AdmissionRow[]).map((row): Admission => {
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
        startsAt: new Date(row.starts_at as number),
        endsAt: new Date(row.ends_at as number),
      },
    };
  });
}

interface ProgressRow {
  kind: 'lesson' | 'live' | 'pass';
  user_id: number;
  ref_id: number | null;
  a: number | null;
  b: number | null;
  done: boolean | null;
  pass_us: string | null;
}

/** The students' desks, from the locked state rows and the progress read after them; today's count starts at 0. */
export function desksOf(
  reports: Report[],
  admissions: Admission[],
  states: Row[],
  progress: Row[],
  now: Date,
): Map<number, Desk> {
  const desks = new Map<number, Desk>();
  const day = chinaDay(now);
  for (const row of states) {
    const state = stateOf(row);
    if (state.day !== day) {
      state.day = day;
      state.daySeconds = 0;
    }
    desks.set(state.userId, {
      state,
      stateChanged: false,
      lessons: new Map(),
      lives: new Map(),
      latestPassUs: null,
      credits: [],
    });
  }
  const courseOf = new Map<number, number>();
  for (const [i, admission] of admissions.entries())
    if (admission.kind === 'lesson') courseOf.set(reports[i]?.targetId as number, admission.lesson.courseId);
  for (const row of progress as unknown as ProgressRow[]) {
    const desk = desks.get(row.user_id);
    if (!desk) continue;
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
  return desks;
}

/** A study_states row as the locking statement spells it. */
function stateOf(row: Row): State {
  return {
    userId: row.user_id as number,
    tab: row.tab as string,
    target: row.target as string,
    playing: row.playing as number,
    position: row.position as number,
    lastReportAt: dateOf(row.last_report_at),
    day: row.day as string,
    daySeconds: row.day_seconds as number,
    creditedTotal: row.credited_total as number,
    idleDueAt: row.idle_due_at as number,
    idleIssuedAt: dateOf(row.idle_issued_at),
    faceDueAt: row.face_due_at as number,
    faceIssuedAt: dateOf(row.face_issued_at),
    updatedAt: new Date(row.updated_at as number),
  };
}

const SAVE = statement(
  ['jsonb', 'jsonb', 'jsonb', 'jsonb', 'jsonb', 'jsonb', 'jsonb', 'timestamptz', 'int', 'int', 'int', 'int'],
  `with lessons as (
      insert into lesson_progress as lp
        (user_id, lesson_id, course_id, credited_seconds, furthest_position, last_position, completed_at, updated_at)
      select user_id, lesson_id, course_id, credited, furthest, last, case when completed then $8 end, $8
        from jsonb_to_recordset($1)
          as p(user_id int, lesson_id int, course_id int, credited int, furthest int, last int, completed boolean)
      on conflict (user_id, lesson_id) do update set
        credited_seconds = excluded.credited_seconds, furthest_position = excluded.furthest_position,
        last_position = excluded.last_position, completed_at = coalesce(lp.completed_at, excluded.completed_at),
        updated_at = excluded.updated_at
      returning 1
    ),
    lives as (
      insert into live_progress as lv (user_id, session_id, live_seconds, replay_seconds, updated_at)
      select user_id, session_id, live, replay, $8
        from jsonb_to_recordset($2) as p(user_id int, session_id int, live int, replay int)
      on conflict (user_id, session_id) do update set
        live_seconds = lv.live_seconds + excluded.live_seconds,
        replay_seconds = lv.replay_seconds + excluded.replay_seconds, updated_at = excluded.updated_at
      returning 1
    ),
    credits as (
      insert into study_ledger
        (user_id, class_id, course_id, lesson_id, session_id, kind, day, seconds, position, created_at)
      select user_id, class_id, course_id, lesson_id, session_id, kind, day, seconds, position, $8
        from jsonb_to_recordset($3) as c(user_id int, class_id int, course_id int, lesson_id int,
          session_id int, kind text, day text, seconds int, position int)
      returning 1
    ),
    started as (
      update enrolments e set study_started_at = $8
        from jsonb_to_recordset($4) as s(user_id int, class_id int)
        where ${anyOf('e.user_id', '$5')} and e.user_id = s.user_id and e.class_id = s.class_id
          and e.study_started_at is null
    ),
    states as (
      update study_states t set
        tab = s.tab, target = s.target, playing = s.playing, position = s.position, last_report_at = s.last_report_at,
        day = s.day, day_seconds = s.day_seconds, credited_total = s.credited_total, idle_due_at = s.idle_due_at,
        idle_issued_at = s.idle_issued_at, face_due_at = s.face_due_at, face_issued_at = s.face_issued_at,
        updated_at = $8
        from jsonb_to_recordset($6) as s(user_id int, tab text, target text, playing int, position int,
          last_report_at timestamptz, day text, day_seconds int, credited_total int, idle_due_at int,
          idle_issued_at timestamptz, face_due_at int, face_issued_at timestamptz)
        where ${anyOf('t.user_id', '$7')} and t.user_id = s.user_id
      returning 1
    ),
    written as (
      select (select count(*) from lessons)::int as lessons, (select count(*) from lives)::int as lives,
        (select count(*) from credits)::int as credits, (select count(*) from states)::int as states
    )
    select etp_assert(
        lessons = $9 and lives = $10 and credits = $11 and states = $12,
        'learning records: the batch wrote ' || row_to_json(written)::text || ', not what it decided'
      ) as ok
    from written`,
);

/**
 * The write of what the batch's reports changed, one statement: lesson progress (the values decided), live progress
 * (the seconds added), the ledger rows, the first study of an enrolment, and the state rows. It checks the counts it
 * wrote against what was decided (etp_assert), so a mismatch fails the transaction before its COMMIT. Null when
 * nothing changed.
 */
export function saveCall(desks: Iterable<Desk>, now: Date): Call | null {
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
  if (states.length === 0) return null;
  const firstStudy = [...started.values()];
  return {
    statement: SAVE,
    args: [
      jsonb(lessons),
      jsonb(lives),
      jsonb(credits),
      jsonb(firstStudy),
      jsonb([...new Set(firstStudy.map((f) => f.user_id))]),
      jsonb(states),
      jsonb(changedUsers),
      literal(now),
      int(lessons.length),
      int(lives.length),
      int(credits.length),
      int(states.length),
    ],
  };
}
