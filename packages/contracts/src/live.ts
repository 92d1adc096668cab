// Live sessions: the trainer's form, the rows of each list, the watch answer and the chat.
import { z } from 'zod';
import { boundedText, entityId, saneDateTime } from './common.ts';
import { pageQuery } from './envelope.ts';
import { LIVE_CHAT_TEXT_MAX, LIVE_STATES, LIVE_TITLE_MAX } from './live.api.ts';

export const liveSessionInput = z
  .object({
    class_id: entityId,
    title: boundedText(LIVE_TITLE_MAX, 'live.title_required'),
    starts_at: saneDateTime(),
    ends_at: saneDateTime(),
  })
  .superRefine((s, ctx) => {
    if (Date.parse(s.ends_at) <= Date.parse(s.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'live.end_before_start' });
  });
export type LiveSessionInput = z.infer<typeof liveSessionInput>;

export const liveListQuery = pageQuery.extend({
  class_id: entityId.optional(),
  state: z.enum(LIVE_STATES).optional(),
});
export type LiveListQuery = z.infer<typeof liveListQuery>;

export const liveSessionRow = z.object({
  id: z.number(),
  class_id: z.number(),
  class_name: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  state: z.enum(LIVE_STATES),
  trainer_name: z.string(),
});
export type LiveSessionRow = z.infer<typeof liveSessionRow>;

/** What the trainer's screen shows: the row plus the addresses for the streaming software. */
export const liveSessionDetail = liveSessionRow.extend({
  push_server: z.string(),
  stream_key: z.string(),
  can_edit: z.boolean(),
});
export type LiveSessionDetail = z.infer<typeof liveSessionDetail>;

export const liveClassOption = z.object({
  id: z.number(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});
export type LiveClassOption = z.infer<typeof liveClassOption>;

/** One session to watch: where the player pulls from (live or replay) and until when its media token holds. */
export const liveWatch = liveSessionRow.extend({
  pull_url: z.string(),
  /** The pass the player and the chat stream send as `t` (they cannot send headers). */
  media_token: z.string(),
  token_expires_at: z.string(),
  /** Whether the server itself publishes the stream (no LIVE_PULL_URL): the replay is the same stream as VOD. */
  simulated: z.boolean(),
});
export type LiveWatch = z.infer<typeof liveWatch>;

export const liveMediaQuery = z.object({ t: z.string().max(500) });
export const liveSegmentParams = z.object({
  id: entityId,
  file: z.string().regex(/^\d{1,4}\.ts$/, { error: 'live.not_found' }),
});

export const chatInput = z.object({ text: boundedText(LIVE_CHAT_TEXT_MAX, 'live.chat_text_required') });
export type ChatInput = z.infer<typeof chatInput>;

export const chatMessage = z.object({
  id: z.number(),
  session_id: z.number(),
  user_id: z.number(),
  user_name: z.string(),
  role: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;
