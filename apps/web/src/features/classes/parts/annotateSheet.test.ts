import { describe, expect, it } from 'vitest';
import { reasonsByRow } from './annotateSheet';

describe('reasonsByRow', () => {
  it('gives each refused row one text naming every wrong cell, its value and why', () => {
    const reasons = reasonsByRow([
      { row: 3, name: '孙三', column: '手机号码', value: '123', reason: '请输入正确的手机号码' },
      { row: 3, name: '孙三', column: '文化程度', value: '博士', reason: '请选择文化程度' },
      { row: 5, name: '李四', column: '', value: '', reason: '班级名额已满' },
    ]);
    expect(reasons.get(3)).toBe('手机号码「123」：请输入正确的手机号码\n文化程度「博士」：请选择文化程度');
    expect(reasons.get(5)).toBe('班级名额已满');
  });
});
