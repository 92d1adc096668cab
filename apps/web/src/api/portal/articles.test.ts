import { describe, expect, it } from 'vitest';
import * as portal from './articles';

describe('public list calls', () => {
  it('leaves empty parameters out of a list call', () => {
    expect(portal.cleanParams({ page: 1, keyword: '', category: undefined, region: '370100' })).toEqual({
      page: 1,
      region: '370100',
    });
  });
});
