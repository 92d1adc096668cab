// Query keys of competitions, public and managed: a change to a competition, a registration or a result refreshes
// every view of them (`all`).
export const competitionsKeys = {
  all: ['competitions'] as const,
  /** Back-office list of competitions. */
  list: (params: object) => [...competitionsKeys.all, 'list', params] as const,
  one: (id: number) => [...competitionsKeys.all, 'one', id] as const,
  registrations: (id: number, params: object) => [...competitionsKeys.all, 'registrations', id, params] as const,
  /** The portal's list, one competition, and the open ones of the home page. */
  publicList: (params: object) => [...competitionsKeys.all, 'public', params] as const,
  publicOne: (id: number) => [...competitionsKeys.all, 'public', 'one', id] as const,
  open: () => [...competitionsKeys.all, 'public', 'open'] as const,
};
