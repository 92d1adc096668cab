// Query keys of menu administration (the signed-in user's own menu is loaded with the session, not queried).

export const menusKeys = {
  all: ['menus'] as const,
  tree: () => [...menusKeys.all, 'tree'] as const,
  components: () => [...menusKeys.all, 'components'] as const,
};
