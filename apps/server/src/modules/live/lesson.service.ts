// Live sessions (issue 13): a trainer schedules them for the classes they teach (class_sessions of kind 'live' with a
// title and a stream key); the class's teacher and staff above read them; students of the class watch them live and
// as replays. Who may watch is decided here, once, for the page, the player's pass and the chat.

import { randomBytes } from 'node:crypto';
import type {
  LiveClassOption,
  LiveListQuery,
  LiveSessionDetail,
  LiveSessionInput,
  LiveSessionRow,
  LiveState,
  LiveWatch,
  Page,
} from '@etp/contracts';
import { LIVE_API, LIVE_SESSION_MAX_HOURS, OPEN_CLASS_STATUSES, siteDay } from '@etp/contracts';
import type { Db } from '@/db/client.ts';
import { AppError, conflict, fieldError, forbidden, notFound } from '@/lib/errors.ts';
import { paginate } from '@/lib/paginate.ts';
import {
  type ClassSession,
  classInScope,
  type LessonWindow,
  type LiveLessonFound,
  LiveLessonStore,
  openClassesInScope,
} from '@/modules/classes/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import type { MediaTokens } from './media-token.ts';

export interface LiveConfig {
  pushUrl: string;
  /** A template with {key}; undefined: the simulated stream of this server. */
  pullUrl: string | undefined;
}

/** What the service needs to know about a session to decide and to answer. */
export interface SessionFacts {
  id: number;
  classId: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  streamKey: string;
}

export function stateAt(s: { startsAt: Date; endsAt: Date }, now: Date): LiveState {
  if (now < s.startsAt) return 'upcoming';
  return now < s.endsAt ? 'live' : 'ended';
}

type Found = LiveLessonFound;

export class LiveLessonService {
  /** The live rows of the classes' timetables: the classes module's table, read and written through its store. */
  private readonly lessons: LiveLessonStore;

  constructor(
    private readonly db: Db,
    private readonly tokens: MediaTokens,
    private readonly config: LiveConfig,
    readonly now: () => Date = () => new Date(),
  ) {
    this.lessons = new LiveLessonStore(db);
  }

  private row({ s, className, trainerName }: Found): LiveSessionRow {
    return {
      id: s.id,
      class_id: s.classId,
      class_name: className,
      title: s.title,
      starts_at: s.startsAt.toISOString(),
      ends_at: s.endsAt.toISOString(),
      state: stateAt(s, this.now()),
      trainer_name: trainerName,
    };
  }

  /** The window of start and end times a state means now (stateAt's rule as a filter). */
  private stateWindow(state: LiveState | undefined): LessonWindow | undefined {
    const now = this.now();
    if (state === 'upcoming') return { startsAfter: now };
    if (state === 'live') return { startedBy: now, endsAfter: now };
    if (state === 'ended') return { endedBy: now };
    return undefined;
  }

  /** Staff's list: the sessions of the classes they see (a trainer: the classes they teach). */
  async list(actor: Actor, query: LiveListQuery): Promise<Page<LiveSessionRow>> {
    const { rows, total } = this.lessons.seenList(actor, {
      classId: query.class_id,
      window: this.stateWindow(query.state),
    });
    return paginate(query, rows, total, (found) => found.map((f) => this.row(f)));
  }

  /** The classes a trainer may schedule for. */
  async schedulableClasses(actor: Actor): Promise<LiveClassOption[]> {
    const found = await openClassesInScope(this.db, actor, 200);
    return found.map((c) => ({ id: c.id, name: c.name, start_date: c.start ?? '', end_date: c.end ?? '' }));
  }

  /** A live session the actor sees through the class scope (404 otherwise: it does not exist for them). */
  private async seen(actor: Actor, id: number): Promise<Found> {
    const found = await this.lessons.seen(actor, id);
    if (!found) throw notFound('live.not_found');
    return found;
  }

  async get(actor: Actor, { id }: { id: number }): Promise<LiveSessionDetail> {
    const found = await this.seen(actor, id);
    const key = actor.role === 'trainer' ? await this.streamKeyOf(found.s) : '';
    const push = this.config.pushUrl;
    return {
      ...this.row(found),
      // Only the trainers of the class get the key: whoever holds it can broadcast into the class.
      push_server: push.split('{key}')[0]?.replace(/\/$/, '') ?? push,
      stream_key: key,
      can_edit: actor.role === 'trainer',
    };
  }

  /** Sessions made by the class form have no key yet: one is made on first use. */
  private async streamKeyOf(s: ClassSession): Promise<string> {
    if (s.streamKey) return s.streamKey;
    const key = randomBytes(12).toString('base64url');
    return (await this.lessons.keepStreamKey(s.id, key)) ?? key;
  }

  /** The class must be one the trainer teaches, open, and hold the session within its dates. */
  private async checkSchedule(actor: Actor, input: LiveSessionInput) {
    const found = await classInScope(this.db, actor, input.class_id);
    if (!found) throw fieldError(403, 'live.class_not_yours', 'class_id');
    const cls = { status: found.status, start: found.startDate, end: found.endDate };
    if (!(OPEN_CLASS_STATUSES as readonly string[]).includes(cls.status))
      throw fieldError(409, 'live.class_closed', 'class_id');
    const starts = new Date(input.starts_at);
    const ends = new Date(input.ends_at);
    if (ends.getTime() - starts.getTime() > LIVE_SESSION_MAX_HOURS * 3_600_000)
      throw fieldError(400, 'live.too_long', 'ends_at');
    if ((cls.start && siteDay(starts) < cls.start) || (cls.end && siteDay(ends) > cls.end))
      throw fieldError(400, 'live.outside_class_dates', 'starts_at');
  }

  async create(actor: Actor, input: LiveSessionInput): Promise<LiveSessionDetail> {
    await this.checkSchedule(actor, input);
    const id = await this.lessons.create({
      classId: input.class_id,
      title: input.title,
      startsAt: new Date(input.starts_at),
      endsAt: new Date(input.ends_at),
      trainerId: actor.userId,
      streamKey: randomBytes(12).toString('base64url'),
    });
    actor.audit({ action: 'live.create', targetType: 'live_session', targetId: String(id), after: input });
    return this.get(actor, { id });
  }

  /** A session the trainer may still change: theirs (through the class) and not begun. */
  private async changeable(actor: Actor, id: number): Promise<Found> {
    const found = await this.seen(actor, id);
    if (found.s.startsAt <= this.now()) throw conflict('live.started');
    return found;
  }

  async update(actor: Actor, { id }: { id: number }, input: LiveSessionInput): Promise<LiveSessionDetail> {
    const before = await this.changeable(actor, id);
    await this.checkSchedule(actor, input);
    await this.lessons.update(id, {
      classId: input.class_id,
      title: input.title,
      startsAt: new Date(input.starts_at),
      endsAt: new Date(input.ends_at),
    });
    actor.audit({
      action: 'live.update',
      targetType: 'live_session',
      targetId: String(id),
      before: this.row(before),
      after: input,
    });
    return this.get(actor, { id });
  }

  async remove(actor: Actor, { id }: { id: number }): Promise<void> {
    const before = await this.changeable(actor, id);
    await this.lessons.remove(id);
    actor.audit({ action: 'live.delete', targetType: 'live_session', targetId: String(id), before: this.row(before) });
  }

  /** The student's sessions: every live session of the classes they are enrolled in, newest first. */
  async mine(actor: Actor): Promise<LiveSessionRow[]> {
    const found = await this.lessons.allOfStudent(actor.userId, 200);
    return found.map((f) => this.row(f));
  }

  /** A session the actor may watch: a student enrolled in its class, or staff who see the class. */
  async watchable(actor: Actor, id: number): Promise<Found> {
    if (actor.role !== 'student') return this.seen(actor, id);
    const found = await this.lessons.ofStudent(actor.userId, id);
    if (!found) throw notFound('live.not_found');
    return found;
  }

  /** The watch page's answer: the session, where to pull it from, and the player's pass. */
  async watch(actor: Actor, { id }: { id: number }): Promise<LiveWatch> {
    const found = await this.watchable(actor, id);
    const now = this.now();
    const pass = this.tokens.sign({ sessionId: id, userId: actor.userId, role: actor.role }, now);
    const external = this.config.pullUrl;
    const streamKey = external ? await this.streamKeyOf(found.s) : '';
    return {
      ...this.row(found),
      pull_url: external
        ? external.replaceAll('{key}', encodeURIComponent(streamKey))
        : `${LIVE_API.playlist(id)}?t=${encodeURIComponent(pass.token)}`,
      media_token: pass.token,
      token_expires_at: pass.expiresAt.toISOString(),
      simulated: !external,
    };
  }

  /** The session a media pass opens (playlist, segments, chat stream): 401 for a bad or expired pass. */
  async byPass(id: number, token: string): Promise<{ facts: SessionFacts; userId: number; role: string }> {
    const pass = this.tokens.verify(token, id, this.now());
    if (!pass) throw new AppError(401, 'live.media_token_invalid');
    const s = await this.lessons.byId(id);
    if (!s) throw notFound('live.not_found');
    return { facts: s, userId: pass.userId, role: pass.role };
  }

  /** Whether the actor takes part (may ask): an enrolled student, or a trainer or teacher of the class. */
  async assertParticipant(actor: Actor, id: number): Promise<Found> {
    if (!['student', 'trainer', 'teacher'].includes(actor.role)) throw forbidden('live.not_participant');
    const found = await this.watchable(actor, id);
    // A teacher sees every class of the institution but takes part only in their own.
    if (actor.role === 'teacher' && found.classTeacherId !== actor.userId) throw forbidden('live.not_participant');
    return found;
  }
}
