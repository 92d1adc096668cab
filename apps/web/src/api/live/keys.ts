// Query keys of live sessions, their watch answers and chats: a change invalidates `all`.
export const liveKeys = {
  all: ['live'] as const,
  list: (params: object) => [...liveKeys.all, 'list', params] as const,
  one: (id: number) => [...liveKeys.all, 'one', id] as const,
  classes: () => [...liveKeys.all, 'classes'] as const,
  mine: () => [...liveKeys.all, 'mine'] as const,
  watch: (id: number) => [...liveKeys.all, 'watch', id] as const,
  chat: (id: number) => [...liveKeys.all, 'chat', id] as const,
  attendance: (id: number) => [...liveKeys.all, 'attendance', id] as const,
};
