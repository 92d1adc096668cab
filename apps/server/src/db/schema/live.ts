// Questions asked in a live session's chat (issue 13); the session is a class_sessions row of kind 'live'.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { classSessions } from './classes.ts';
import { users } from './users.ts';

export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The role the author spoke in (student, trainer, ...), shown beside the name. */
    role: text('role').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_chat_messages_session_idx').on(t.sessionId, t.id)],
);
