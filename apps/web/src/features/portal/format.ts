// Small formatting helpers of the public pages (kept apart so the portal home loads only these).

/** 2026-11-20T01:00:00Z -> 2026-11-20 in the visitor's time zone; '' for nothing or nonsense. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The id in ?id= as a positive integer, or 0. */
export function idFrom(search: URLSearchParams): number {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}
