import { describe, expect, it } from 'vitest';
import { regionPath, visiblePath } from './regionPath';

describe('region paths by division code', () => {
  it('lists province, city and area of an area code', () => {
    expect(regionPath('370102')).toEqual(['370000', '370100', '370102']);
  });
  it('stops at the level of the code itself', () => {
    expect(regionPath('370100')).toEqual(['370000', '370100']);
    expect(regionPath('370000')).toEqual(['370000']);
    expect(regionPath('bad')).toEqual([]);
  });
  it('starts at the top level a regional administrator sees', () => {
    expect(visiblePath('370102', ['370100', '370200'])).toEqual(['370100', '370102']);
    expect(visiblePath('410102', ['370000'])).toEqual([]);
  });
});
