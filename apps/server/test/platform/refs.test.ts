// The pieces of SQL an owner hands to other domains (db/refs.ts): the caller's column is always qualified, so inside
// the owner's subquery it cannot bind to a column of the owner's table, even in a one-table select where Drizzle
// leaves columns bare.
import { drizzle } from 'drizzle-orm/pg-proxy';
import { describe, expect, it } from 'vitest';
import { announcements } from '../../src/db/schema/announcements.ts';
import { enrolments } from '../../src/db/schema/classes.ts';
import { regionNameOf } from '../../src/modules/regions/reads.ts';
import { userNameOf } from '../../src/modules/users/reads.ts';

const db = drizzle(async () => ({ rows: [] }));

describe('owner read fragments', () => {
  it('qualify the caller column in a one-table select', () => {
    const text = db
      .select({ id: announcements.id, region: regionNameOf(announcements.regionCode) })
      .from(announcements)
      .toSQL().sql;
    expect(text).toContain('where r.code = "announcements"."region_code"');
  });

  it('qualify it in a filter too', () => {
    const text = db.select({ id: enrolments.id }).from(enrolments).where(userNameOf(enrolments.userId)).toSQL().sql;
    expect(text).toContain('where u.id = "enrolments"."user_id"');
  });
});
