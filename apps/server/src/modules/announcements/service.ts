// Announcements (messages): administrators write them to roles and regions; every user reads theirs with read state.
import type {
  AdminAnnouncement,
  AnnouncementInput,
  MyAnnouncementDetail,
  MyAnnouncementRow,
  Page,
  Role,
} from '@etp/contracts';
import { and, count, desc, eq, ilike, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { UserProfile } from '@/core/profiles.ts';
import type { Db } from '../../db/client.ts';
import { announcementReads, announcements, institutions, regions, users } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { isForeignKeyViolation } from '../../lib/pg-errors.ts';
import { hasText, sanitizeRichText } from '../../lib/sanitize.ts';
import type { Scope } from '../../plugins/scope.ts';
import { regionInScope } from '../../plugins/scope.ts';

type Row = typeof announcements.$inferSelect;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The regions whose announcements reach a user of this region: the province, the city and the region itself. */
export function reachingRegions(code: string): string[] {
  return [...new Set([`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code])];
}

const columns = {
  a: announcements,
  regionName: regions.name,
  authorName: users.name,
};

function toAdmin(r: { a: Row; regionName: string | null; authorName: string | null }): AdminAnnouncement {
  return {
    id: r.a.id,
    title: r.a.title,
    content: r.a.content,
    roles: r.a.roles as Role[],
    region_code: r.a.regionCode,
    region_name: r.regionName ?? '',
    status: r.a.status,
    author_name: r.authorName ?? '',
    published_at: r.a.publishedAt?.toISOString() ?? null,
    created_at: r.a.createdAt.toISOString(),
    updated_at: r.a.updatedAt.toISOString(),
  };
}

export class AnnouncementService {
  constructor(private readonly db: Db) {}

  // Administration ----------------------------------------------------------------------------

  /** What an author may manage: everything for admins, their region's announcements for regional ones. */
  private manageable(scope: Scope, userId: number): SQL {
    if (scope.level === 'all') return sql`true`;
    if (scope.level === 'region') return like(announcements.regionCode, `${scope.prefix}%`);
    return eq(announcements.authorId, userId);
  }

  async list(
    scope: Scope,
    userId: number,
    query: { page: number; size: number; keyword?: string; status?: 'draft' | 'published' },
  ): Promise<Page<AdminAnnouncement>> {
    const where = and(
      this.manageable(scope, userId),
      query.keyword ? ilike(announcements.title, `%${escapeLike(query.keyword)}%`) : undefined,
      query.status ? eq(announcements.status, query.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select(columns)
        .from(announcements)
        .leftJoin(regions, eq(regions.code, announcements.regionCode))
        .leftJoin(users, eq(users.id, announcements.authorId))
        .where(where)
        .orderBy(desc(announcements.createdAt), desc(announcements.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      this.db.select({ n: count() }).from(announcements).where(where),
    ]);
    return { list: rows.map(toAdmin), total: total?.n ?? 0, page: query.page, size: query.size };
  }

  /** One announcement the author may manage; others are "not found", so nothing leaks across regions. */
  async get(scope: Scope, userId: number, id: number): Promise<AdminAnnouncement> {
    const [row] = await this.db
      .select(columns)
      .from(announcements)
      .leftJoin(regions, eq(regions.code, announcements.regionCode))
      .leftJoin(users, eq(users.id, announcements.authorId))
      .where(and(eq(announcements.id, id), this.manageable(scope, userId)))
      .limit(1);
    if (!row) throw notFound('admin.announcement_not_found');
    return toAdmin(row);
  }

  /** Admins send anywhere (null: everywhere); regional administrators inside their region, by default to all of it. */
  private async targetRegion(scope: Scope, given: string | null | undefined): Promise<string | null> {
    let code: string | null;
    if (scope.level === 'all') code = given ?? null;
    else if (scope.level === 'region') code = given ?? scope.regionCode;
    else throw forbidden('admin.announcement_region_outside_scope');
    if (code === null) return null;
    if (!regionInScope(scope, code)) throw forbidden('admin.announcement_region_outside_scope');
    const [region] = await this.db.select({ code: regions.code }).from(regions).where(eq(regions.code, code)).limit(1);
    if (!region) throw badRequest('admin.region_not_found');
    return code;
  }

  private cleanContent(html: string): string {
    const content = sanitizeRichText(html);
    if (!hasText(content)) throw badRequest('admin.announcement_content_required');
    return content;
  }

  async create(scope: Scope, userId: number, input: AnnouncementInput): Promise<AdminAnnouncement> {
    const regionCode = await this.targetRegion(scope, input.region_code);
    const now = new Date();
    const [row] = await this.db
      .insert(announcements)
      .values({
        title: input.title,
        content: this.cleanContent(input.content),
        roles: input.roles,
        regionCode,
        authorId: userId,
        status: input.publish ? 'published' : 'draft',
        publishedAt: input.publish ? now : null,
      })
      .returning({ id: announcements.id });
    return this.get(scope, userId, row!.id);
  }

  async update(
    scope: Scope,
    userId: number,
    id: number,
    input: AnnouncementInput,
  ): Promise<{ before: AdminAnnouncement; after: AdminAnnouncement }> {
    const before = await this.get(scope, userId, id);
    const regionCode = await this.targetRegion(scope, input.region_code);
    await this.db
      .update(announcements)
      .set({
        title: input.title,
        content: this.cleanContent(input.content),
        roles: input.roles,
        regionCode,
        updatedAt: new Date(),
        ...(input.publish === undefined ? {} : this.publication(before, input.publish)),
      })
      .where(eq(announcements.id, id));
    return { before, after: await this.get(scope, userId, id) };
  }

  /** Publishing stamps the time it went out (kept when it is already out); withdrawing makes it a draft again. */
  private publication(current: AdminAnnouncement, publish: boolean) {
    if (!publish) return { status: 'draft' as const, publishedAt: null };
    const publishedAt =
      current.status === 'published' && current.published_at ? new Date(current.published_at) : new Date();
    return { status: 'published' as const, publishedAt };
  }

  async setPublished(
    scope: Scope,
    userId: number,
    id: number,
    publish: boolean,
  ): Promise<{ before: AdminAnnouncement; after: AdminAnnouncement }> {
    const before = await this.get(scope, userId, id);
    await this.db
      .update(announcements)
      .set({ ...this.publication(before, publish), updatedAt: new Date() })
      .where(eq(announcements.id, id));
    return { before, after: await this.get(scope, userId, id) };
  }

  async remove(scope: Scope, userId: number, id: number): Promise<AdminAnnouncement> {
    const before = await this.get(scope, userId, id);
    await this.db.delete(announcements).where(eq(announcements.id, id));
    return before;
  }

  // Reading -----------------------------------------------------------------------------------

  /** A user's region: their own, or for institution staff and students their institution's. */
  private async regionOf(user: UserProfile): Promise<string | null> {
    if (user.regionCode) return user.regionCode;
    if (!user.institutionId) return null;
    const [inst] = await this.db
      .select({ regionCode: institutions.regionCode })
      .from(institutions)
      .where(eq(institutions.id, user.institutionId))
      .limit(1);
    return inst?.regionCode ?? null;
  }

  /** Published, for the session's role (or every role) and for the user's region or one above it (or everywhere). */
  private async forReader(user: UserProfile, role: Role): Promise<SQL> {
    const region = await this.regionOf(user);
    return and(
      eq(announcements.status, 'published'),
      sql`(cardinality(${announcements.roles}) = 0 or ${role} = any(${announcements.roles}))`,
      region
        ? or(isNull(announcements.regionCode), inArray(announcements.regionCode, reachingRegions(region)))
        : isNull(announcements.regionCode),
    )!;
  }

  private readJoin(userId: number) {
    return and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId));
  }

  async mine(
    user: UserProfile,
    role: Role,
    query: { page: number; size: number; unread?: '0' | '1' },
  ): Promise<Page<MyAnnouncementRow>> {
    const where = and(
      await this.forReader(user, role),
      query.unread === '1' ? isNull(announcementReads.userId) : undefined,
      query.unread === '0' ? sql`${announcementReads.userId} is not null` : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ ...columns, readAt: announcementReads.readAt })
        .from(announcements)
        .leftJoin(announcementReads, this.readJoin(user.id))
        .leftJoin(regions, eq(regions.code, announcements.regionCode))
        .leftJoin(users, eq(users.id, announcements.authorId))
        .where(where)
        .orderBy(desc(announcements.publishedAt), desc(announcements.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      this.db
        .select({ n: count() })
        .from(announcements)
        .leftJoin(announcementReads, this.readJoin(user.id))
        .where(where),
    ]);
    return {
      list: rows.map((r) => this.toMine(r)),
      total: total?.n ?? 0,
      page: query.page,
      size: query.size,
    };
  }

  private toMine(r: { a: Row; regionName: string | null; authorName: string | null; readAt: Date | null }) {
    return {
      id: r.a.id,
      title: r.a.title,
      region_name: r.regionName ?? '',
      author_name: r.authorName ?? '',
      published_at: (r.a.publishedAt ?? r.a.createdAt).toISOString(),
      read: r.readAt !== null,
    };
  }

  async unreadCount(user: UserProfile, role: Role): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(announcements)
      .leftJoin(announcementReads, this.readJoin(user.id))
      .where(and(await this.forReader(user, role), isNull(announcementReads.userId)));
    return row?.n ?? 0;
  }

  /** One of the user's announcements; any other is "not found". */
  async one(user: UserProfile, role: Role, id: number): Promise<MyAnnouncementDetail> {
    const [row] = await this.db
      .select({ ...columns, readAt: announcementReads.readAt })
      .from(announcements)
      .leftJoin(announcementReads, this.readJoin(user.id))
      .leftJoin(regions, eq(regions.code, announcements.regionCode))
      .leftJoin(users, eq(users.id, announcements.authorId))
      .where(and(eq(announcements.id, id), await this.forReader(user, role)))
      .limit(1);
    if (!row) throw notFound('admin.announcement_not_found');
    return { ...this.toMine(row), content: row.a.content };
  }

  async markRead(user: UserProfile, role: Role, id: number): Promise<void> {
    await this.one(user, role, id);
    try {
      await this.db.insert(announcementReads).values({ announcementId: id, userId: user.id }).onConflictDoNothing();
    } catch (error) {
      // Deleted by its author a moment ago.
      if (isForeignKeyViolation(error)) throw notFound('admin.announcement_not_found');
      throw error;
    }
  }
}
