import * as contracts from '@etp/contracts';
import { describe, expect, it } from 'vitest';
import * as portal from './articles';
import * as filters from './filters';

describe('the portal copy of the content contract', () => {
  it('has the same public paths as the contracts', () => {
    expect(portal.PORTAL_API).toEqual(contracts.PORTAL_API);
  });

  it('has the same categories, levels, kinds and board states as the contracts', () => {
    expect(filters.NEWS_CATEGORIES).toEqual(contracts.NEWS_CATEGORIES);
    expect(filters.CASE_CATEGORIES).toEqual(contracts.CASE_CATEGORIES);
    expect(filters.POLICY_LEVELS).toEqual(contracts.POLICY_LEVELS);
    expect(filters.INSTITUTION_KINDS).toEqual(contracts.INSTITUTION_KINDS);
    expect(filters.BOARD_STATES).toEqual(contracts.BOARD_STATES);
  });

  it('leaves empty parameters out of a list call', () => {
    expect(portal.cleanParams({ page: 1, keyword: '', category: undefined, region: '370100' })).toEqual({
      page: 1,
      region: '370100',
    });
  });
});
