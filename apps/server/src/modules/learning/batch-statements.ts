// The statements of one batch of heartbeats (record-batch.ts says why and in which order), for the pipelined
// transaction (db/pipeline.ts): the reading statements, sent with BEGIN in one round trip, and the write, sent with
// COMMIT in another. Each is multi-row: its rows come in as arrays, one per column (unnest), and each reading
// statement answers ONE row, its rows as a JSON array of arrays (one JSON.parse instead of a driver's work per field).
import { OPEN_CLASS_STATUSES } from '@etp/contracts';
import type { EndReason, SessionSeen } from '@/core/sessions.ts';
import { bools, type Call, int, ints, literal, nums, type Row, statement, texts } from '@/db/pipeline.ts';
import { AppError, forbidden, notFound, sessionEnded, unauthorized } from '@/lib/errors.ts';
import type { Desk, Heartbeat, LessonFacts, LiveFacts, Policy, State } from './crediting.ts';
import { nextCheckAt, rollDay } from './rules.ts';

/** A heartbeat of a student for a recorded lesson or a live session. */
export interface Report extends Heartbeat {
  userId: number;
  /** The caller's session: the batch reads it again (core/sessions.ts `confirmedBy`). */
  sessionId: string;
  kind: 'lesson' | 'live';
  /** The lesson id or the live session id. */
  targetId: number;
}

/** The one admission rule of a class, for lessons and live sessions alike: its students study while it is open. */
const studying = (alias: string) =>
  `${alias}.status in (${OPEN_CLASS_STATUSES.map((status) => literal(status)).join(', ')})`;

/** What a report names, and whether its student may study it (or the error it is answered with). */
type Decision =
  | { kind: 'lesson'; lesson: LessonFacts; classId: number }
  | { kind: 'live'; session: LiveFacts }
  | { kind: 'refused'; error: AppError };

export type Admission = Decision & {
  /** The caller's session as the database has it in this transaction (null: no such session of this student). */
  seen: SessionSeen | null;
};

/** A timestamp as milliseconds since the epoch (a float8: a number to the client, no date text to parse). */
const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;
/** A timestamp from milliseconds since the epoch (the arguments' form of a time). */
const fromMs = (column: string) => `to_timestamp(${column} / 1000)`;
const dateOf = (value: number | null) => (value === null ? null : new Date(value));
const msOf = (value: Date | null) => (value === null ? null : value.getTime());
/** The statement's rows: the JSON array of its one row's `j`. */
const rowsOf = <T>(rows: Row[] | undefined): T[] => JSON.parse((rows?.[0]?.j as string | undefined) ?? '[]') as T[];

const ADMISSION = statement(
  'etp_learning_admission',
  ['int[]', 'int[]', 'int[]', 'int[]', 'int[]', 'timestamptz', 'uuid[]'],
  `with input as (
      select * from unnest($1, $2, $3, $4, $5, $7)
        with ordinality as i(user_id, lesson_ref, live_ref, idle_due, face_due, session_ref, n)
    ),
    -- What the reports name, each lesson and session looked up once (a batch names a few, many times over).
    lessons as materialized (
      select cl.id as lesson_id, cl.kind as lesson_kind, cl.course_id as lesson_course, cl.duration_seconds,
        co.study_face_check
      from course_lessons cl join courses co on co.id = cl.course_id
      where cl.id = any($2)
    ),
    lives as materialized (
      select cs.id as live_id, cs.kind as live_kind, cs.class_id as live_class, ${ms('cs.starts_at')} as starts_at,
        ${ms('cs.ends_at')} as ends_at, k.course_id as live_course, ${studying('k')} as live_studying
      from class_sessions cs join classes k on k.id = cs.class_id
      where cs.id = any($3)
    ),
    facts as (
      select i.n, i.user_id, i.idle_due, i.face_due, l.*, s.*, se.*,
        case when l.lesson_kind = 'video' then (
          -- The student's enrolments (a few, by the user's index), each class looked up by its key: never the classes
          -- of a course, nor the enrolments in id order.
          select e.class_id from (select e.id, e.class_id from enrolments e where e.user_id = i.user_id offset 0) e
          cross join lateral (
            select 1 from classes c
            where c.id = e.class_id and c.course_id = l.lesson_course
              and ${studying('c')}
            offset 0
          ) c
          order by e.id desc limit 1
        ) end as class_id,
        case when s.live_kind = 'live' and s.live_studying then coalesce((
          select true from enrolments e where e.class_id = s.live_class and e.user_id = i.user_id limit 1
        ), false) else false end as in_class
      from input i
      left join lessons l on l.lesson_id = i.lesson_ref
      left join lives s on s.live_id = i.live_ref
      -- The caller's session, read in this transaction (core/sessions.ts: the heartbeats confirm it here).
      left join lateral (
        select se.user_id as session_owner, se.ended_at is not null as session_ended, se.end_reason,
          ${ms('se.last_activity_at')} as session_activity
        from sessions se where se.id = i.session_ref offset 0
      ) se on true
    ),
    made as (
      insert into study_states (user_id, idle_due_at, face_due_at, updated_at)
      select distinct on (user_id) user_id, idle_due, face_due, $6 from facts
      where (class_id is not null or in_class) and session_owner = user_id and not session_ended
      order by user_id
      on conflict (user_id) do nothing
    )
    select coalesce(json_agg(json_build_array(lesson_id, lesson_kind, lesson_course, duration_seconds,
        study_face_check, live_id, live_kind, live_class, starts_at, ends_at, live_course, class_id, in_class,
        session_owner, session_ended, end_reason, session_activity)
      order by n), '[]')::text as j
    from facts`,
);

const LOCK = statement(
  'etp_learning_lock',
  ['int[]'],
  `with locked as (
      select user_id, tab, target, playing, position, ${ms('last_report_at')} as last_report_at, day, day_seconds,
        credited_total, idle_due_at, ${ms('idle_issued_at')} as idle_issued_at, face_due_at,
        ${ms('face_issued_at')} as face_issued_at, ${ms('updated_at')} as updated_at, study_course_id, carry_ms,
        credit_bank_ms, seek_bank_ms
      from study_states where user_id = any($1)
      order by user_id
      for update
    )
    select coalesce(json_agg(json_build_array(user_id, tab, target, playing, position, last_report_at, day,
        day_seconds, credited_total, idle_due_at, idle_issued_at, face_due_at, face_issued_at, updated_at, study_course_id,
        carry_ms, credit_bank_ms, seek_bank_ms)), '[]')::text
      as j
    from locked`,
);

// A pass matters when recorded after a check's issue time: the one open now, or one this batch opens at `now`.
const PROGRESS = statement(
  'etp_learning_progress',
  ['int[]', 'int[]', 'int[]', 'int[]', 'timestamptz'],
  `select json_build_array(
      (select coalesce(json_agg(json_build_array(k.user_id, k.ref_id, p.credited_seconds, p.furthest_position,
          p.completed_at is not null)), '[]')
        from unnest($1, $2) as k(user_id, ref_id)
        cross join lateral (
          select * from lesson_progress p where p.user_id = k.user_id and p.lesson_id = k.ref_id offset 0
        ) p),
      (select coalesce(json_agg(json_build_array(k.user_id, k.ref_id, p.live_seconds, p.replay_seconds)), '[]')
        from unnest($3, $4) as k(user_id, ref_id)
        cross join lateral (
          select * from live_progress p where p.user_id = k.user_id and p.session_id = k.ref_id offset 0
        ) p),
      (select coalesce(json_agg(json_build_array(u.user_id,
          floor(extract(epoch from f.at) * 1000000)::bigint::text)), '[]')
        from (
          select distinct k.user_id from unnest($1, $2) as k(user_id, ref_id)
          where k.ref_id = any(array(
            select cl.id from course_lessons cl join courses co on co.id = cl.course_id
            where cl.id = any($2) and co.study_face_check = 1
          ))
        ) u
        cross join lateral (select s.face_issued_at from study_states s where s.user_id = u.user_id offset 0) s
        cross join lateral (
          select max(f.created_at) as at from face_checks f
          where f.user_id = u.user_id and f.result = 'pass' and f.purpose in ('study_start', 'study_random')
            and f.created_at > least(s.face_issued_at, $5)
        ) f
        where f.at is not null)
    )::text as j`,
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
  const lessons = reports.filter((r) => r.kind === 'lesson');
  const lives = reports.filter((r) => r.kind === 'live');
  const at = literal(now);
  return [
    {
      statement: ADMISSION,
      args: [
        ints(reports.map((r) => r.userId)),
        ints(reports.map((r) => (r.kind === 'lesson' ? r.targetId : null))),
        ints(reports.map((r) => (r.kind === 'live' ? r.targetId : null))),
        ints(reports.map(() => nextCheckAt(0, policy.idleCheckMinutes, policy.random))),
        ints(reports.map(() => nextCheckAt(0, policy.faceCheckMinutes, policy.random))),
        at,
        texts(reports.map((r) => r.sessionId)),
      ],
    },
    { statement: LOCK, args: [ints([...new Set(reports.map((r) => r.userId))])] },
    {
      statement: PROGRESS,
      args: [
        ints(lessons.map((r) => r.userId)),
        ints(lessons.map((r) => r.targetId)),
        ints(lives.map((r) => r.userId)),
        ints(lives.map((r) => r.targetId)),
        at,
      ],
    },
  ];
}

/** An admission row: lesson_id, lesson_kind, lesson_course, duration, face check, live_id, live_kind, live_class,
 * starts_at, ends_at, live_course, class_id, in_class, and the session's user, ended, end reason, last activity. */
type AdmissionRow = [
  number | null,
  string | null,
  number | null,
  number | null,
  number | null,
  number | null,
  string | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  boolean,
  number | null,
  boolean | null,
  string | null,
  number | null,
];

/** Each report's admission, from the first reading statement's rows (one per report, in order). */
export function admissionsOf(reports: Report[], rows: Row[]): Admission[] {
  return rowsOf<AdmissionRow>(rows).map((row, i): Admission => {
    const report = reports[i] as Report;
    const [, , , , , , , , , , , , , sessionOwner, ended, endReason, activity] = row;
    // The session first, as the auth check orders it: a session the database ended or does not know gets nothing.
    if (sessionOwner !== report.userId) return { kind: 'refused', error: unauthorized(), seen: null };
    const seen = {
      endReason: ended ? ((endReason ?? 'session.ended.logout') as EndReason) : null,
      lastActivityAt: activity ?? 0,
    };
    if (seen.endReason) return { kind: 'refused', error: sessionEnded(seen.endReason), seen };
    return { ...decisionOf(report, row), seen };
  });
}

function decisionOf(report: Report, row: AdmissionRow): Decision {
  const [lessonId, lessonKind, lessonCourse, duration, faceCheck, liveId, liveKind, liveClass, startsAt, endsAt] = row;
  const [, , , , , , , , , , liveCourse, classId, inClass] = row;
  if (report.kind === 'lesson') {
    if (lessonId === null) return { kind: 'refused', error: notFound() };
    if (lessonKind !== 'video') return { kind: 'refused', error: new AppError(400, 'learning.not_video') };
    if (classId === null) return { kind: 'refused', error: forbidden('learning.not_enrolled') };
    return {
      kind: 'lesson',
      classId,
      lesson: { id: lessonId, courseId: lessonCourse as number, duration: duration ?? 0, faceCheck: faceCheck === 1 },
    };
  }
  if (liveId === null) return { kind: 'refused', error: notFound() };
  if (liveKind !== 'live') return { kind: 'refused', error: new AppError(400, 'learning.not_live') };
  if (!inClass) return { kind: 'refused', error: forbidden('learning.not_enrolled') };
  return {
    kind: 'live',
    session: {
      id: liveId,
      classId: liveClass as number,
      courseId: liveCourse,
      startsAt: new Date(startsAt as number),
      endsAt: new Date(endsAt as number),
    },
  };
}

/** The progress statement's one value: lesson rows, live rows, and the latest passes (microseconds, as text). */
type ProgressRows = [
  [userId: number, lessonId: number, credited: number, furthest: number, completed: boolean][],
  [userId: number, sessionId: number, live: number, replay: number][],
  [userId: number, passUs: string][],
];

/** A state row as the locking statement spells it (times in milliseconds). */
type StateRow = [
  userId: number,
  tab: string,
  target: string,
  playing: number,
  position: number,
  lastReportAt: number | null,
  day: string,
  daySeconds: number,
  creditedTotal: number,
  idleDueAt: number,
  idleIssuedAt: number | null,
  faceDueAt: number,
  faceIssuedAt: number | null,
  updatedAt: number,
  studyCourseId: number,
  carryMs: number,
  creditBankMs: number,
  seekBankMs: number,
];

/** The students' desks, from the locked state rows and the progress read after them; today's count starts at 0. */
export function desksOf(
  reports: Report[],
  admissions: Admission[],
  states: Row[],
  progress: Row[],
  now: Date,
): Map<number, Desk> {
  const desks = new Map<number, Desk>();
  for (const row of rowsOf<StateRow>(states)) {
    const state = stateOf(row);
    rollDay(state, now);
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
  const [lessons = [], lives = [], passes = []] = (JSON.parse((progress[0]?.j as string | undefined) ?? '[]') ??
    []) as ProgressRows;
  for (const [userId, lessonId, credited, furthest, completed] of lessons) {
    desks.get(userId)?.lessons.set(lessonId, {
      courseId: courseOf.get(lessonId) as number,
      creditedSeconds: credited,
      furthestPosition: furthest,
      lastPosition: 0,
      completed,
      completedNow: false,
      changed: false,
    });
  }
  for (const [userId, sessionId, live, replay] of lives) {
    desks.get(userId)?.lives.set(sessionId, {
      liveSeconds: live,
      replaySeconds: replay,
      addedLive: 0,
      addedReplay: 0,
      changed: false,
    });
  }
  for (const [userId, passUs] of passes) {
    const desk = desks.get(userId);
    if (desk) desk.latestPassUs = Number(passUs);
  }
  return desks;
}

function stateOf(row: StateRow): State {
  const [userId, tab, target, playing, position, lastReportAt, day, daySeconds, creditedTotal] = row;
  const [, , , , , , , , , idleDueAt, idleIssuedAt, faceDueAt, faceIssuedAt, updatedAt] = row;
  const [, , , , , , , , , , , , , , studyCourseId, carryMs, creditBankMs, seekBankMs] = row;
  return {
    userId,
    tab,
    target,
    playing,
    position,
    lastReportAt: dateOf(lastReportAt),
    day,
    daySeconds,
    creditedTotal,
    idleDueAt,
    idleIssuedAt: dateOf(idleIssuedAt),
    faceDueAt,
    faceIssuedAt: dateOf(faceIssuedAt),
    updatedAt: new Date(updatedAt),
    studyCourseId,
    carryMs,
    creditBankMs,
    seekBankMs,
  };
}

const SAVE = statement(
  'etp_learning_save',
  [
    ...['int[]', 'int[]', 'int[]', 'int[]', 'int[]', 'int[]', 'bool[]'], // $1-$7 lesson progress
    ...['int[]', 'int[]', 'int[]', 'int[]'], // $8-$11 live progress
    ...['int[]', 'int[]', 'int[]', 'int[]', 'int[]', 'text[]', 'text[]', 'int[]', 'int[]'], // $12-$20 ledger rows
    ...['int[]', 'int[]'], // $21-$22 first study of an enrolment
    ...['int[]', 'text[]', 'text[]', 'int[]', 'int[]', 'float8[]', 'text[]'], // $23-$29 states...
    ...['int[]', 'int[]', 'int[]', 'float8[]', 'int[]', 'float8[]'], // $30-$35 ...states...
    ...['timestamptz', 'int', 'int', 'int', 'int'], // $36 the time, $37-$40 the counts decided
    ...['int[]', 'int[]', 'int[]', 'int[]'], // $41-$44 ...states
  ],
  `with lessons as (
      insert into lesson_progress as lp
        (user_id, lesson_id, course_id, credited_seconds, furthest_position, last_position, completed_at, updated_at)
      select user_id, lesson_id, course_id, credited, furthest, last, case when completed then $36 end, $36
        from unnest($1, $2, $3, $4, $5, $6, $7)
          as p(user_id, lesson_id, course_id, credited, furthest, last, completed)
      on conflict (user_id, lesson_id) do update set
        credited_seconds = excluded.credited_seconds, furthest_position = excluded.furthest_position,
        last_position = excluded.last_position, completed_at = coalesce(lp.completed_at, excluded.completed_at),
        updated_at = excluded.updated_at
      returning 1
    ),
    lives as (
      insert into live_progress as lv (user_id, session_id, live_seconds, replay_seconds, updated_at)
      select user_id, session_id, live, replay, $36
        from unnest($8, $9, $10, $11) as p(user_id, session_id, live, replay)
      on conflict (user_id, session_id) do update set
        live_seconds = lv.live_seconds + excluded.live_seconds,
        replay_seconds = lv.replay_seconds + excluded.replay_seconds, updated_at = excluded.updated_at
      returning 1
    ),
    credits as (
      insert into study_ledger
        (user_id, class_id, course_id, lesson_id, session_id, kind, day, seconds, position, created_at)
      select user_id, class_id, course_id, lesson_id, session_id, kind, day, seconds, position, $36
        from unnest($12, $13, $14, $15, $16, $17, $18, $19, $20)
          as c(user_id, class_id, course_id, lesson_id, session_id, kind, day, seconds, position)
      returning 1
    ),
    started as (
      update enrolments e set study_started_at = $36
        where e.id = any(array(
          select (select n.id from enrolments n where n.class_id = s.class_id and n.user_id = s.user_id)
          from unnest($21, $22) as s(user_id, class_id)
        ))
        and e.study_started_at is null
    ),
    states as (
      insert into study_states as t (user_id, tab, target, playing, position, last_report_at, day, day_seconds,
          credited_total, idle_due_at, idle_issued_at, face_due_at, face_issued_at, updated_at, study_course_id, carry_ms,
          credit_bank_ms, seek_bank_ms)
      select user_id, tab, target, playing, position, ${fromMs('last_report_at')}, day, day_seconds, credited_total,
          idle_due_at, ${fromMs('idle_issued_at')}, face_due_at, ${fromMs('face_issued_at')}, $36, study_course_id,
          carry_ms, credit_bank_ms, seek_bank_ms
        from unnest($23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $41, $42, $43, $44)
          as s(user_id, tab, target, playing, position, last_report_at, day, day_seconds, credited_total, idle_due_at,
            idle_issued_at, face_due_at, face_issued_at, study_course_id, carry_ms, credit_bank_ms, seek_bank_ms)
      -- Every row is there (the batch holds its lock): an upsert finds it through the key, whatever the plan.
      on conflict (user_id) do update set
        tab = excluded.tab, target = excluded.target, playing = excluded.playing, position = excluded.position,
        last_report_at = excluded.last_report_at, day = excluded.day, day_seconds = excluded.day_seconds,
        credited_total = excluded.credited_total, idle_due_at = excluded.idle_due_at,
        idle_issued_at = excluded.idle_issued_at, face_due_at = excluded.face_due_at,
        face_issued_at = excluded.face_issued_at, updated_at = excluded.updated_at,
        study_course_id = excluded.study_course_id, carry_ms = excluded.carry_ms,
        credit_bank_ms = excluded.credit_bank_ms, seek_bank_ms = excluded.seek_bank_ms
      returning 1
    ),
    written as (
      select (select count(*) from lessons)::int as lessons, (select count(*) from lives)::int as lives,
        (select count(*) from credits)::int as credits, (select count(*) from states)::int as states
    )
    select etp_assert(
        lessons = $37 and lives = $38 and credits = $39 and states = $40,
        'learning records: the batch wrote ' || row_to_json(written)::text || ', not what it decided'
      ) as ok
    from written`,
);

/** Rows as columns: `columns(rows, n)[k]` holds the k-th value of every row. */
function columns<T extends readonly unknown[]>(rows: T[], width: number): unknown[][] {
  const out: unknown[][] = Array.from({ length: width }, () => []);
  for (const row of rows) for (let k = 0; k < width; k++) out[k]?.push(row[k]);
  return out;
}

/**
 * The write of what the batch's reports changed, one statement: lesson progress (the values decided), live progress
 * (the seconds added), the ledger rows, the first study of an enrolment, and the state rows. It checks the counts it
 * wrote against what was decided (etp_assert), so a mismatch fails the transaction before its COMMIT. Null when
 * nothing changed.
 */
export function saveCall(desks: Iterable<Desk>, now: Date): Call | null {
  type N = number | null;
  const lessons: [number, number, number, number, number, number, boolean][] = [];
  const lives: [number, number, number, number][] = [];
  const credits: [number, number, N, N, N, string, string, number, number][] = [];
  const started = new Map<string, [number, number]>();
  const states: [number, string, string, number, number, N, string, number, number, number, N, number, N][] = [];
  const banks: [number, number, number, number][] = [];
  for (const { state, stateChanged, lessons: lessonRows, lives: liveRows, credits: booked } of desks) {
    for (const [lessonId, row] of lessonRows) {
      if (!row.changed) continue;
      const { courseId, creditedSeconds, furthestPosition, lastPosition, completedNow } = row;
      lessons.push([state.userId, lessonId, courseId, creditedSeconds, furthestPosition, lastPosition, completedNow]);
    }
    for (const [sessionId, row] of liveRows) {
      if (row.changed) lives.push([state.userId, sessionId, row.addedLive, row.addedReplay]);
    }
    for (const c of booked) {
      credits.push([c.userId, c.classId, c.courseId, c.lessonId, c.sessionId, c.kind, c.day, c.seconds, c.position]);
      started.set(`${c.userId}:${c.classId}`, [c.userId, c.classId]);
    }
    if (stateChanged) {
      const { userId, tab, target, playing, position, lastReportAt, day, daySeconds, creditedTotal } = state;
      const { idleDueAt, idleIssuedAt, faceDueAt, faceIssuedAt } = state;
      states.push([
        userId,
        tab,
        target,
        playing,
        position,
        msOf(lastReportAt),
        day,
        daySeconds,
        creditedTotal,
        idleDueAt,
        msOf(idleIssuedAt),
        faceDueAt,
        msOf(faceIssuedAt),
      ]);
      banks.push([state.studyCourseId, state.carryMs, state.creditBankMs, state.seekBankMs]);
    }
  }
  if (states.length === 0) return null;
  const encode = (rows: unknown[][], kinds: string) =>
    columns(rows, kinds.length).map((values, k) => {
      if (kinds[k] === 'i') return ints(values as N[]);
      if (kinds[k] === 'f') return nums(values as N[]);
      if (kinds[k] === 'b') return bools(values as boolean[]);
      return texts(values as (string | null)[]);
    });
  return {
    statement: SAVE,
    args: [
      ...encode(lessons, 'iiiiiib'),
      ...encode(lives, 'iiii'),
      ...encode(credits, 'iiiiittii'),
      ...encode([...started.values()], 'ii'),
      ...encode(states, 'ittiiftiiifif'),
      literal(now),
      int(lessons.length),
      int(lives.length),
      int(credits.length),
      int(states.length),
      ...encode(banks, 'iiii'),
    ],
  };
}
