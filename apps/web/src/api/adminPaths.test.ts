import * as contracts from '@etp/contracts';
import { describe, expect, it } from 'vitest';
import * as mirror from './adminPaths';

describe('back-office paths mirrored from the contracts', () => {
  it('equal the contract values', () => {
    expect(mirror.ACCOUNTS_API).toEqual(contracts.ACCOUNTS_API);
    expect(mirror.ADMIN_API).toEqual(contracts.ADMIN_API);
    expect(mirror.UPLOADS_API).toBe(contracts.CONTENT_ADMIN_API.uploads);
    expect(mirror.ORGANIZATIONS_API).toBe(contracts.PORTAL_API.organizations);
    expect(mirror.PASSWORD_MIN_LENGTH).toBe(contracts.PASSWORD_MIN_LENGTH);
    expect(mirror.SITE_VARIANTS).toEqual(contracts.SITE_VARIANTS);
    expect(mirror.GUIDE_ROLES).toEqual(contracts.GUIDE_ROLES);
  });

  it('fills path parameters like the contract', () => {
    expect(mirror.pathWith(mirror.ADMIN_API.dictType, { code: 'A B' })).toBe(
      contracts.pathWith(contracts.ADMIN_API.dictType, { code: 'A B' }),
    );
  });
});
