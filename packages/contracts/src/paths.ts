// Helpers over the domains' API paths (the paths themselves are in each domain's *.api.ts). Schema-free.
// Kept apart from calls.ts: the browser's entry needs those lists, only the back-office pages need this.

/** Fills a path's `:name` parameters: `pathWith(MENUS_API.one, { id: 3 })` -> `/a/v1/menus/3`. */
export function pathWith(template: string, params: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
