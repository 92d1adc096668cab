// Division codes (schema-free, for the server's scopes and the web's region filters alike).

/**
 * Division codes nest by prefix: province 370000 -> "37", city 370100 -> "3701", area 370102 -> "370102".
 * So "inside a region" is a prefix match on the code, which an index on the code column serves.
 */
export function regionPrefix(code: string): string {
  if (/^\d{2}0000$/.test(code)) return code.slice(0, 2);
  if (/^\d{4}00$/.test(code)) return code.slice(0, 4);
  return code;
}

/** Whether `code` is `region` or lies inside it. */
export const isInRegion = (code: string, region: string) => code.startsWith(regionPrefix(region));
