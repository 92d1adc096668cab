// Live sessions of a class (issue 13): scheduling by the class's trainers, the push and pull addresses, the
// simulated HLS stream, replays and the question chat. Schema-free, so the browser imports these without zod.

export const LIVE_API = {
  /** The trainer's sessions (the classes they teach); teachers and staff above read them. */
  sessions: '/f/v1/live-sessions',
  session: (id: number | string) => `/f/v1/live-sessions/${id}`,
  /** The classes a trainer may schedule for. */
  classes: '/f/v1/live-sessions/classes',
  /** The student's sessions: now, upcoming, replays. */
  mine: '/s/v1/live-sessions',
  /** One session to watch (student, trainer, teacher, staff): its pull address with a short-lived media token. */
  watch: (id: number | string) => `/o/v1/live/${id}`,
  playlist: (id: number | string) => `/o/v1/live/${id}/index.m3u8`,
  segment: (id: number | string, n: number) => `/o/v1/live/${id}/segments/${n}.ts`,
  /** Any file of the stream's segments (the route's path: `segmentFile(':id', ':file')`). */
  segmentFile: (id: number | string, file: string) => `/o/v1/live/${id}/segments/${file}`,
  chat: (id: number | string) => `/o/v1/live/${id}/chat`,
  chatStream: (id: number | string) => `/o/v1/live/${id}/chat/stream`,
} as const;

/** upcoming before the start, live between start and end, ended after (a replay). */
export const LIVE_STATES = ['upcoming', 'live', 'ended'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

export const LIVE_TITLE_MAX = 60;
export const LIVE_CHAT_TEXT_MAX = 300;
/** Messages one person may post to one session per minute. */
export const LIVE_CHAT_PER_MINUTE = 10;
/** The chat history a viewer gets on opening. */
export const LIVE_CHAT_HISTORY = 50;
/** How often the watch page reports playing time to the learning record (seconds). */
export const LIVE_RECORD_EVERY_S = 10;
/** The longest live session a trainer may schedule (hours). */
export const LIVE_SESSION_MAX_HOURS = 12;
