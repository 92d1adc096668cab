import { describe, expect, it } from 'vitest';
import { diffRows } from './auditDiff';

describe('audit before/after', () => {
  it('lists every field of either side and marks the changed ones', () => {
    expect(
      diffRows({ name: '张三', status: 'active' }, { name: '张三', status: 'disabled', phone: '13800000000' }),
    ).toEqual([
      { field: 'name', before: '张三', after: '张三', changed: false },
      { field: 'status', before: 'active', after: 'disabled', changed: true },
      { field: 'phone', before: '', after: '13800000000', changed: true },
    ]);
  });

  it('shows a created entry (no before) and nested values as JSON', () => {
    expect(diffRows(null, { roles: ['teacher'] })).toEqual([
      { field: 'roles', before: '', after: '["teacher"]', changed: true },
    ]);
  });

  it('has nothing to show when both sides are empty', () => {
    expect(diffRows(null, null)).toEqual([]);
  });
});
