import { describe, expect, it } from 'vitest';
import { withoutEmpty } from './params';

describe('query parameters', () => {
  it('leaves empty values out of a call', () => {
    expect(withoutEmpty({ page: 1, keyword: '', role: undefined, status: 'active', region: null })).toEqual({
      page: 1,
      status: 'active',
    });
  });
});
