// Division codes: the ancestors of a region by its code (370102 -> 370000, 370100, 370102).

/** The path from the province down to `code`, each level once. */
export function regionPath(code: string): string[] {
  if (!/^\d{6}$/.test(code)) return [];
  return [...new Set([`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code])];
}

/** The part of the path the caller can browse: from the first code found at their top level. */
export function visiblePath(code: string, topLevel: readonly string[]): string[] {
  const path = regionPath(code);
  const start = path.findIndex((c) => topLevel.includes(c));
  return start < 0 ? [] : path.slice(start);
}
