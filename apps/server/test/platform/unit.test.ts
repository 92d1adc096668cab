import { hasPermission, regionPrefix } from '@etp/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';
import { allows, ruleFor } from '@/core/access.ts';
import { countsAsActivity } from '@/core/sessions.ts';
import { acceptedEncoding } from '@/lib/compress.ts';
import { regionInScope, scopeOf } from '@/plugins/scope.ts';

describe('configuration', () => {
  it('stops start-up with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: '/tmp/etp-cfg' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: '/tmp/etp-cfg' })).toThrow(/DATABASE_URL/);
  });

  it('requires the token secret and the personal-data key in production and keeps generated ones in development', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/etp-cfg' })).toThrow(
      /TOKEN_SECRET[\s\S]*PERSONAL_DATA_KEY/,
    );
    const a = loadConfig({ DATA_DIR: '/tmp/etp-cfg-dev' });
    const b = loadConfig({ DATA_DIR: '/tmp/etp-cfg-dev' });
    expect(a.tokenSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.tokenSecret).toBe(a.tokenSecret);
    expect(a.personalDataKey).toHaveLength(32);
    expect(b.personalDataKey.equals(a.personalDataKey)).toBe(true);
  });

  it('reads the personal-data keys as hex or base64 and names a bad one', () => {
    const hex = 'ab'.repeat(32);
    const base = { DATA_DIR: '/tmp/etp-cfg' };
    expect(loadConfig({ ...base, PERSONAL_DATA_KEY: hex }).personalDataKey.toString('hex')).toBe(hex);
    const b64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ ...base, PERSONAL_DATA_KEY: b64 }).personalDataKey).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({ ...base, PERSONAL_DATA_OLD_KEYS: `${hex}, ${b64}` }).PERSONAL_DATA_OLD_KEYS).toHaveLength(2);
    expect(() => loadConfig({ ...base, PERSONAL_DATA_KEY: 'too-short' })).toThrow(/PERSONAL_DATA_KEY/);
    expect(() => loadConfig({ ...base, PERSONAL_DATA_OLD_KEYS: `${hex},abc` })).toThrow(/PERSONAL_DATA_OLD_KEYS/);
  });

  it('seeds demo data outside production only unless SEED_DEMO=1', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/etp-cfg' }).seedDemo).toBe(true);
    const prod = {
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(40),
      PERSONAL_DATA_KEY: 'ab'.repeat(32),
      DATA_DIR: '/tmp/etp-cfg',
    };
    expect(loadConfig(prod).seedDemo).toBe(false);
    expect(loadConfig({ ...prod, SEED_DEMO: '1' }).seedDemo).toBe(true);
  });
});

describe('access rules', () => {
  it('fails for a route that declares no rule', () => {
    expect(() => ruleFor('/a/v1/anything', undefined)).toThrow(/declares no access rule/);
    expect(ruleFor('/docs/json', undefined)).toBe('public');
  });

  it('treats *:*:* as every permission', () => {
    expect(hasPermission(['*:*:*'], 'system:user:add')).toBe(true);
    expect(hasPermission(['system:user:list'], 'system:user:add')).toBe(false);
  });

  it('lets a * segment cover one segment and a trailing * any rest', () => {
    expect(hasPermission(['class:*'], 'class:list')).toBe(true);
    expect(hasPermission(['class:*'], 'class:list:add')).toBe(true);
    expect(hasPermission(['class:*'], 'class')).toBe(false);
    expect(hasPermission(['class:*'], 'classes:list')).toBe(false);
    expect(hasPermission(['*:list:view'], 'user:list:view')).toBe(true);
    expect(hasPermission(['*:list:view'], 'user:list:edit')).toBe(false);
  });

  it('checks role and permission together', () => {
    const rule = { roles: ['admin', 'province'] as const, permission: 'system:user:list' };
    expect(allows(rule, 'admin', ['*:*:*'])).toBe(true);
    expect(allows(rule, 'province', ['system:user:list'])).toBe(true);
    expect(allows(rule, 'province', [])).toBe(false);
    expect(allows(rule, 'teacher', ['*:*:*'])).toBe(false);
  });
});

describe('regional scope', () => {
  it('nests division codes by prefix', () => {
    expect(regionPrefix('370000')).toBe('37');
    expect(regionPrefix('370100')).toBe('3701');
    expect(regionPrefix('370102')).toBe('370102');
  });

  it('gives each role its level: province > city > area > institution > self', () => {
    const user = { id: 7, regionCode: '370100', institutionId: 3 };
    expect(scopeOf('admin', user)).toEqual({ level: 'all' });
    expect(scopeOf('city', user)).toMatchObject({ level: 'region', prefix: '3701' });
    expect(scopeOf('teacher', user)).toEqual({ level: 'institution', institutionId: 3 });
    expect(scopeOf('student', user)).toEqual({ level: 'self', userId: 7 });
    expect(scopeOf('province', { ...user, regionCode: null })).toEqual({ level: 'self', userId: 7 });
  });

  it('keeps a city administrator inside the city', () => {
    const city = scopeOf('city', { id: 1, regionCode: '370100', institutionId: null });
    expect(regionInScope(city, '370102')).toBe(true);
    expect(regionInScope(city, '370200')).toBe(false);
    expect(regionInScope(scopeOf('province', { id: 1, regionCode: '370000', institutionId: null }), '370203')).toBe(
      true,
    );
  });
});

describe('session activity', () => {
  it('does not count the two learning-record heartbeats as activity', () => {
    expect(countsAsActivity('/o/v1/vods/learning-record')).toBe(false);
    expect(countsAsActivity('/o/v1/vods/live-vod-learning-record')).toBe(false);
    expect(countsAsActivity('/o/v1/users/info')).toBe(true);
  });
});

describe('audit entries', () => {
  it('leave out secrets and summarise huge strings', async () => {
    const { withoutSecrets } = await import('@/lib/audit-snapshot.ts');
    const logo = `data:image/png;base64,${'A'.repeat(5000)}`;
    const entry = withoutSecrets({ name: '站点', logo, admin: { password: 'x', token: 'y' } }) as Record<
      string,
      unknown
    >;
    expect(entry.name).toBe('站点');
    expect(String(entry.logo)).toMatch(/\[5022 characters\]$/);
    expect(entry.admin).toEqual({ password: '[redacted]', token: '[redacted]' });
  });
});

describe('content negotiation of compressed answers', () => {
  it('prefers br, then gzip, honours q=0 and the wildcard', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('BR;Q=0, GZIP')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*;q=0')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
