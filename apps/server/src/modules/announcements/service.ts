// Announcements (messages): administrators write them to roles and regions; every user reads theirs with read state.
import type {
  AdminAnnouncement,
  AnnouncementInput,
  MyAnnouncementDetail,
  MyAnnouncementRow,
  Page,
  Role,
} from '@etp/contracts';
import { and, count, desc, eq, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { announcementReads, announcements } from '@/db/schema/announcements.ts';
import { badRequest, notFound } from '@/lib/errors.ts';
import { keywordCondition } from '@/lib/like.ts';
import { type PageRequest, paginate } from '@/lib/paginate.ts';
import { refusing } from '@/lib/pg-errors.ts';
import { hasText, sanitizeRichText } from '@/lib/sanitize.ts';
import { institutionOf } from '@/modules/institutions/index.ts';
import { regionNameOf } from '@/modules/regions/index.ts';
import { userNameOf } from '@/modules/users/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { type RegionRule, regionToStore, scopeCondition } from '@/plugins/scope.ts';

type Row = typeof announcements.$inferSelect;

/** Admins send anywhere (none: everywhere); regional administrators inside their region, by default to all of it. */
const PLACEMENT: RegionRule = { outside: 'admin.announcement_region_outside_scope', unknown: 'admin.region_not_found' };

/** The regions whose announcements reach a user of this region: the province, the city and the region itself. */
export function reachingRegions(code: string): string[] {
  return [...new Set([`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code])];
}

const columns = {
  a: announcements,
  regionName: regionNameOf(announcements.regionCode),
  authorName: userNameOf(announcements.authorId),
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

function toMine(r: { a: Row; regionName: string | null; authorName: string | null; readAt: Date | null }) {
  return {
    id: r.a.id,
    title: r.a.title,
    region_name: r.regionName ?? '',
    author_name: r.authorName ?? '',
    published_at: (r.a.publishedAt ?? r.a.createdAt).toISOString(),
    read: r.readAt !== null,
  };
}

export class AnnouncementService {
  constructor(private readonly db: Db) {}

  // Administration ----------------------------------------------------------------------------

  /** What an author may manage: everything for admins, their region's announcements for regional ones. */
  private manageable({ scope, userId }: Actor): SQL {
    if (scope.level === 'all') return sql`true`;
    if (scope.level === 'region') return like(announcements.regionCode, `${scope.prefix}%`);
    return eq(announcements.authorId, userId);
  }

  private withNames() {
    return this.db.select(columns).from(announcements).$dynamic();
  }

  async list(
    actor: Actor,
    query: PageRequest & { keyword?: string; status?: 'draft' | 'published' },
  ): Promise<Page<AdminAnnouncement>> {
    const where = and(
      this.manageable(actor),
      keywordCondition([announcements.title], query.keyword),
      query.status ? eq(announcements.status, query.status) : undefined,
    );
    const rows = this.withNames().where(where).orderBy(desc(announcements.createdAt), desc(announcements.id));
    const total = this.db.select({ n: count() }).from(announcements).where(where);
    return paginate(query, rows, total, (found) => found.map(toAdmin));
  }

  /** One announcement the author may manage; others are "not found", so nothing leaks across regions. */
  async get(actor: Actor, { id }: { id: number }): Promise<AdminAnnouncement> {
    const [row] = await this.withNames()
      .where(and(eq(announcements.id, id), this.manageable(actor)))
      .limit(1);
    if (!row) throw notFound('admin.announcement_not_found');
    return toAdmin(row);
  }

  private cleanContent(html: string): string {
    const content = sanitizeRichText(html);
    if (!hasText(content)) throw badRequest('admin.announcement_content_required');
    return content;
  }

  /** The region to send to: an empty one means the author's default (everywhere, or their own region). */
  private regionOf(actor: Actor, input: AnnouncementInput) {
    return regionToStore(this.db, actor.scope, { requested: input.region_code ?? undefined }, PLACEMENT);
  }

  async create(actor: Actor, input: AnnouncementInput): Promise<AdminAnnouncement> {
    const regionCode = await this.regionOf(actor, input);
    const now = new Date();
    const [row] = await this.db
      .insert(announcements)
      .values({
        title: input.title,
        content: this.cleanContent(input.content),
        roles: input.roles,
        regionCode,
        authorId: actor.userId,
        status: input.publish ? 'published' : 'draft',
        publishedAt: input.publish ? now : null,
      })
      .returning({ id: announcements.id });
    const after = await this.get(actor, { id: row!.id });
    actor.audit({ action: 'announcement.create', targetType: 'announcement', targetId: after.id, after });
    return after;
  }

  async update(actor: Actor, { id }: { id: number }, input: AnnouncementInput): Promise<AdminAnnouncement> {
    const before = await this.get(actor, { id });
    const regionCode = await this.regionOf(actor, input);
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
    const after = await this.get(actor, { id });
    actor.audit({ action: 'announcement.update', targetType: 'announcement', targetId: id, before, after });
    return after;
  }

  /** Publishing stamps the time it went out (kept when it is already out); withdrawing makes it a draft again. */
  private publication(current: AdminAnnouncement, publish: boolean) {
    if (!publish) return { status: 'draft' as const, publishedAt: null };
    const publishedAt =
      current.status === 'published' && current.published_at ? new Date(current.published_at) : new Date();
    return { status: 'published' as const, publishedAt };
  }

  async setPublished(actor: Actor, { id }: { id: number }, publish: boolean): Promise<AdminAnnouncement> {
    const before = await this.get(actor, { id });
    await this.db
      .update(announcements)
      .set({ ...this.publication(before, publish), updatedAt: new Date() })
      .where(eq(announcements.id, id));
    const after = await this.get(actor, { id });
    const action = publish ? 'announcement.publish' : 'announcement.unpublish';
    actor.audit({ action, targetType: 'announcement', targetId: id, before, after });
    return after;
  }

  async remove(actor: Actor, { id }: { id: number }): Promise<void> {
    const before = await this.get(actor, { id });
    await this.db.delete(announcements).where(eq(announcements.id, id));
    actor.audit({ action: 'announcement.delete', targetType: 'announcement', targetId: id, before });
  }

  /** The announcements inside the caller's region (all for the admin), for an export. */
  async exportRows(actor: Actor) {
    const inScope = scopeCondition(actor.scope, { regionCode: announcements.regionCode });
    return this.db.select().from(announcements).where(inScope).orderBy(desc(announcements.id));
  }

  // Reading -----------------------------------------------------------------------------------

  /** A user's region: their own, or for institution staff and students their institution's. */
  private async regionOfReader({ user }: Actor): Promise<string | null> {
    if (user.regionCode) return user.regionCode;
    if (!user.institutionId) return null;
    return (await institutionOf(this.db, user.institutionId))?.regionCode ?? null;
  }

  /** Published, for the session's role (or every role) and for the user's region or one above it (or everywhere). */
  private async forReader(actor: Actor): Promise<SQL> {
    const region = await this.regionOfReader(actor);
    return and(
      eq(announcements.status, 'published'),
      sql`(cardinality(${announcements.roles}) = 0 or ${actor.role} = any(${announcements.roles}))`,
      region
        ? or(isNull(announcements.regionCode), inArray(announcements.regionCode, reachingRegions(region)))
        : isNull(announcements.regionCode),
    )!;
  }

  private readJoin(userId: number) {
    return and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId));
  }

  private withReadState(userId: number) {
    return this.db
      .select({ ...columns, readAt: announcementReads.readAt })
      .from(announcements)
      .leftJoin(announcementReads, this.readJoin(userId))
      .$dynamic();
  }

  async mine(actor: Actor, query: PageRequest & { unread?: '0' | '1' }): Promise<Page<MyAnnouncementRow>> {
    const where = and(
      await this.forReader(actor),
      query.unread === '1' ? isNull(announcementReads.userId) : undefined,
      query.unread === '0' ? sql`${announcementReads.userId} is not null` : undefined,
    );
    const rows = this.withReadState(actor.userId)
      .where(where)
      .orderBy(desc(announcements.publishedAt), desc(announcements.id));
    const total = this.db
      .select({ n: count() })
      .from(announcements)
      .leftJoin(announcementReads, this.readJoin(actor.userId))
      .where(where);
    return paginate(query, rows, total, (found) => found.map(toMine));
  }

  async unreadCount(actor: Actor): Promise<{ count: number }> {
    const [row] = await this.db
      .select({ n: count() })
      .from(announcements)
      .leftJoin(announcementReads, this.readJoin(actor.userId))
      .where(and(await this.forReader(actor), isNull(announcementReads.userId)));
    return { count: row?.n ?? 0 };
  }

  /** One of the user's announcements; any other is "not found". */
  async one(actor: Actor, id: number): Promise<MyAnnouncementDetail> {
    const [row] = await this.withReadState(actor.userId)
      .where(and(eq(announcements.id, id), await this.forReader(actor)))
      .limit(1);
    if (!row) throw notFound('admin.announcement_not_found');
    return { ...toMine(row), content: row.a.content };
  }

  async markRead(actor: Actor, id: number): Promise<void> {
    await this.one(actor, id);
    const read = () =>
      this.db.insert(announcementReads).values({ announcementId: id, userId: actor.userId }).onConflictDoNothing();
    // Deleted by its author a moment ago.
    await refusing(read, { foreignKey: notFound('admin.announcement_not_found') });
  }
}
