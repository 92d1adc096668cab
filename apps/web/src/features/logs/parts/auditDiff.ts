// Before/after of an audit entry as rows: one per top-level field, marked when it changed.

export interface DiffRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const show = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function diffRows(before: unknown, after: unknown): DiffRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before == null && after == null) return [];
    const b = show(before ?? undefined);
    const a = show(after ?? undefined);
    return [{ field: '', before: b, after: a, changed: b !== a }];
  }
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return fields.map((field) => {
    const b = show(left[field]);
    const a = show(right[field]);
    return { field, before: b, after: a, changed: b !== a };
  });
}
