// Questions to the trainer during a live session (issue 13): stored, limited per person and session, and delivered to
// every open chat stream through the shared state's pub/sub (Redis across instances, in-process otherwise).
import { type ChatMessage, LIVE_CHAT_HISTORY, LIVE_CHAT_PER_MINUTE } from '@etp/contracts';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { liveChatMessages } from '@/db/schema/live.ts';
import { Broadcast } from '@/lib/broadcast.ts';
import { conflict, tooManyRequests } from '@/lib/errors.ts';
import type { SharedState } from '@/lib/shared-state.ts';
import { userNameOf } from '@/modules/users/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import type { LiveLessonService } from './lesson.service.ts';

const CHANNEL = 'live:chat';
const WINDOW_MS = 60_000;

const author = sql<string>`coalesce(${userNameOf(liveChatMessages.userId)}, '')`;

function toMessage(m: typeof liveChatMessages.$inferSelect, userName: string): ChatMessage {
  return {
    id: m.id,
    session_id: m.sessionId,
    user_id: m.userId,
    user_name: userName,
    role: m.role,
    text: m.text,
    created_at: m.createdAt.toISOString(),
  };
}

export class LiveChatService {
  /** One channel for every session; each instance hands a message to the streams of its session. */
  private readonly broadcast: Broadcast<ChatMessage>;

  constructor(
    private readonly db: Db,
    private readonly state: SharedState,
    private readonly lessons: LiveLessonService,
  ) {
    this.broadcast = new Broadcast(state, CHANNEL, (message) => String(message.session_id));
  }

  async post(actor: Actor, id: number, text: string): Promise<ChatMessage> {
    const found = await this.lessons.assertParticipant(actor, id);
    if (found.s.endsAt <= this.lessons.now()) throw conflict('live.chat_closed');
    const { count, resetMs } = await this.state.hit(`live-chat:${id}:${actor.userId}`, WINDOW_MS);
    if (count > LIVE_CHAT_PER_MINUTE) throw tooManyRequests('live.chat_too_fast', Math.ceil(resetMs / 1000));
    const [stored] = await this.db
      .insert(liveChatMessages)
      .values({ sessionId: id, userId: actor.userId, role: actor.role, text })
      .returning();
    const message = toMessage(stored!, actor.user.name);
    await this.broadcast.publish(message);
    return message;
  }

  /** The latest messages of a session, oldest first; `after`: only those after that id (a reconnecting stream). */
  async history(id: number, after?: number): Promise<ChatMessage[]> {
    const found = await this.db
      .select({ m: liveChatMessages, author })
      .from(liveChatMessages)
      .where(and(eq(liveChatMessages.sessionId, id), after ? gt(liveChatMessages.id, after) : undefined))
      .orderBy(desc(liveChatMessages.id))
      .limit(LIVE_CHAT_HISTORY);
    return found.reverse().map(({ m, author }) => toMessage(m, author));
  }

  async read(actor: Actor, id: number): Promise<ChatMessage[]> {
    await this.lessons.watchable(actor, id);
    return this.history(id);
  }

  /** Calls `onMessage` for every new message of the session until the returned function is called. */
  follow(id: number, onMessage: (message: ChatMessage) => void): Promise<() => void> {
    return this.broadcast.follow(String(id), onMessage);
  }
}
