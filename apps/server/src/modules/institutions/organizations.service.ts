// Organisation pages: approved institutions on the portal, and their page (intro, pictures, contact) in the back-office.
// The institutions' own data, so the institutions module's; the content module serves it (its portal and back-office
// routes) and hands it what it reads of the classes (the classes module stands above this one).

import type {
  AdminSimpleQuery,
  ClassStatus,
  OrganizationAdminItem,
  OrganizationDetail,
  OrganizationListItem,
  OrganizationQuery,
  OrganizationUpdate,
  Page,
} from '@etp/contracts';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import type { Ref } from '@/db/refs.ts';
import { institutions } from '@/db/schema/institutions.ts';
import { notFound } from '@/lib/errors.ts';
import { keywordCondition, regionCondition, siteRegionCondition } from '@/lib/like.ts';
import { type PageRequest, paginate } from '@/lib/paginate.ts';
import { sanitizeRichText } from '@/lib/sanitize.ts';
import { regionNameOf } from '@/modules/regions/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { scopeCondition } from '@/plugins/scope.ts';

type InstitutionRow = typeof institutions.$inferSelect;

/** What an organisation page reads of the classes (handed over by whoever builds the service: classes' exports). */
export interface OrganizationClasses {
  /** How many classes of the institution `id` names are open, beside institution rows. */
  openCountOf(institutionId: Ref): SQL<number>;
  /** The open classes of an institution, the soonest first, with their course's name. */
  openOf(institutionId: number): PromiseLike<
    {
      id: number;
      name: string;
      courseName: string | null;
      startDate: string | null;
      endDate: string | null;
      capacity: number;
      status: ClassStatus;
    }[]
  >;
}

function summaryOf(row: InstitutionRow, regionName: string, opening: number): OrganizationListItem {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    region_code: row.regionCode,
    region_name: regionName,
    logo: row.logo,
    cover: row.cover,
    intro: row.intro,
    address: row.address,
    phone: row.phone,
    classes_opening: opening,
  };
}

function adminItemOf(row: InstitutionRow, regionName: string, opening: number): OrganizationAdminItem {
  return {
    ...summaryOf(row, regionName, opening),
    contact: row.contact,
    content: row.content,
    status: row.status,
    updated_at: row.updatedAt.toISOString(),
  };
}

export class OrganizationService {
  constructor(
    private readonly db: Db,
    private readonly classes: OrganizationClasses,
  ) {}

  private opening() {
    return this.classes.openCountOf(institutions.id);
  }

  /** A page of institutions with their region's name and how many classes they have open. */
  private page<Item>(
    where: SQL | undefined,
    query: PageRequest,
    toItem: (row: InstitutionRow, regionName: string, opening: number) => Item,
  ): Promise<Page<Item>> {
    const rows = this.db
      .select({ row: institutions, regionName: regionNameOf(institutions.regionCode), opening: this.opening() })
      .from(institutions)
      .where(where)
      .orderBy(asc(institutions.regionCode), asc(institutions.id))
      .$dynamic();
    const total = this.db.select({ n: count() }).from(institutions).where(where);
    return paginate(query, rows, total, (found) => found.map((r) => toItem(r.row, r.regionName ?? '', r.opening)));
  }

  /** `siteRegion`: a regional site lists the institutions of its region (and any without one). */
  async publicList(query: OrganizationQuery, siteRegion: string | null = null): Promise<Page<OrganizationListItem>> {
    const where = and(
      eq(institutions.status, 'approved'),
      siteRegionCondition(institutions.regionCode, siteRegion),
      query.kind ? eq(institutions.kind, query.kind) : undefined,
      regionCondition(institutions.regionCode, query.region),
      keywordCondition([institutions.name], query.keyword),
    );
    return this.page(where, query, summaryOf);
  }

  /** An approved institution with the classes it has open (approved or running). */
  async publicDetail(id: number): Promise<OrganizationDetail> {
    const [found] = await this.db
      .select({ row: institutions, regionName: regionNameOf(institutions.regionCode) })
      .from(institutions)
      .where(and(eq(institutions.id, id), eq(institutions.status, 'approved')))
      .limit(1);
    if (!found) throw notFound('organization.not_found');
    const open = await this.classes.openOf(id);
    return {
      ...summaryOf(found.row, found.regionName ?? '', open.length),
      contact: found.row.contact,
      content: found.row.content,
      classes: open.map((cls) => ({
        id: cls.id,
        name: cls.name,
        course_name: cls.courseName ?? '',
        start_date: cls.startDate,
        end_date: cls.endDate,
        capacity: cls.capacity,
        status: cls.status,
      })),
    };
  }

  async list(actor: Actor, query: AdminSimpleQuery): Promise<Page<OrganizationAdminItem>> {
    const where = and(
      scopeCondition(actor.scope, { regionCode: institutions.regionCode }),
      regionCondition(institutions.regionCode, query.region),
      keywordCondition([institutions.name], query.keyword),
    );
    return this.page(where, query, adminItemOf);
  }

  /** An institution inside the caller's region; others do not exist for them. */
  async get(actor: Actor, { id }: { id: number }): Promise<OrganizationAdminItem> {
    const [found] = await this.db
      .select({ row: institutions, regionName: regionNameOf(institutions.regionCode), opening: this.opening() })
      .from(institutions)
      .where(and(eq(institutions.id, id), scopeCondition(actor.scope, { regionCode: institutions.regionCode })))
      .limit(1);
    if (!found) throw notFound('organization.not_found');
    return adminItemOf(found.row, found.regionName ?? '', found.opening);
  }

  async update(actor: Actor, { id }: { id: number }, change: OrganizationUpdate): Promise<OrganizationAdminItem> {
    const before = await this.get(actor, { id });
    await this.db
      .update(institutions)
      .set({
        intro: change.intro,
        logo: change.logo,
        cover: change.cover,
        contact: change.contact,
        phone: change.phone,
        address: change.address,
        content: sanitizeRichText(change.content),
        updatedAt: new Date(),
      })
      .where(eq(institutions.id, id));
    const after = await this.get(actor, { id });
    actor.audit({ action: 'organization.update', targetType: 'organization', targetId: id, before, after });
    return after;
  }
}
