// Query keys of the dashboard: the figures refresh on their own (the rollups fold every minute); a map upload
// invalidates `map`.
export const dashboardKeys = {
  all: ['dashboard'] as const,
  home: () => [...dashboardKeys.all, 'home'] as const,
  bigScreen: () => [...dashboardKeys.all, 'bigScreen'] as const,
  map: () => [...dashboardKeys.all, 'map'] as const,
};
