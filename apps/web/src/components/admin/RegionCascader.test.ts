import type { RegionRow } from '@etp/contracts';
import { describe, expect, it } from 'vitest';
import { buildRegionOptions } from './RegionCascader';

const row = (code: string, name: string, has_children: boolean) => ({ code, name, has_children }) as RegionRow;

describe('buildRegionOptions', () => {
  it('shows a level under its region once it has loaded, whenever it arrives', () => {
    const top = { '': [row('370000', '山东省', true)] };
    expect(buildRegionOptions(top)).toEqual([{ value: '370000', label: '山东省', isLeaf: false }]);
    const cities = { ...top, '370000': [row('370100', '济南市', true), row('370200', '青岛市', false)] };
    expect(buildRegionOptions(cities)[0]?.children?.map((o) => [o.label, o.isLeaf])).toEqual([
      ['济南市', false],
      ['青岛市', true],
    ]);
  });
});
