// Training institutions (issue 12): the admin and the regional administrators above an institution create it (pending),
// review it (pending / approved / disabled) and edit it; every read and change stays inside the caller's region.

import type {
  InstitutionInput,
  InstitutionListQuery,
  InstitutionRow,
  InstitutionStatus,
  Page,
  PracticalInstitution,
} from '@etp/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import type { Ref } from '@/db/refs.ts';
import { institutions } from '@/db/schema/institutions.ts';
import { notFound } from '@/lib/errors.ts';
import { keywordCondition, regionCondition } from '@/lib/like.ts';
import { paginate } from '@/lib/paginate.ts';
import { regionNameOf } from '@/modules/regions/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { type RegionRule, regionToStore, scopeCondition } from '@/plugins/scope.ts';

const PLACEMENT: RegionRule = {
  outside: 'institutions.region_outside',
  unknown: 'institutions.region_unknown',
  required: 'institutions.region_invalid',
};

type Row = typeof institutions.$inferSelect;
/** How many practical-training institutions, and open classes of each, the public page lists. */
const PRACTICAL_INSTITUTIONS = 50;
const PRACTICAL_CLASSES_EACH = 6;

function toRow(row: Row, regionName: string | null, classesCount: number): InstitutionRow {
  return {
    id: row.id,
    name: row.name,
    region_code: row.regionCode,
    region_name: regionName ?? '',
    kind: row.kind,
    contact: row.contact,
    phone: row.phone,
    address: row.address,
    intro: row.intro,
    status: row.status,
    classes: classesCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** A class open to sign-ups as the public page shows it. */
interface OpenClass {
  row: {
    id: number;
    institutionId: number;
    name: string;
    startDate: string | null;
    endDate: string | null;
    mode: PracticalInstitution['classes'][number]['mode'];
    place: string;
    capacity: number;
    enrolledCount: number;
    status: string;
  };
  courseName: string | null;
}

/**
 * What this module reads of the classes: the classes module, which stands above it, registers it at start-up
 * (`readClassesThrough`).
 */
export interface InstitutionClasses {
  /** How many classes the institution `id` names has, beside institution rows. */
  countOf(institutionId: Ref): SQL<number>;
  /** The classes of these institutions open to sign-ups on `day`, the soonest first. */
  openOf(institutionIds: number[], day: string): Promise<OpenClass[]>;
}

export class InstitutionService {
  private classes: InstitutionClasses | null = null;

  constructor(private readonly db: Db) {}

  /** Called by the classes module at start-up. */
  readClassesThrough(classes: InstitutionClasses): void {
    this.classes = classes;
  }

  private classReads(): InstitutionClasses {
    if (!this.classes) throw new Error('no class reads: the classes module registers them');
    return this.classes;
  }

  private inScope(actor: Actor): SQL {
    return scopeCondition(actor.scope, { regionCode: institutions.regionCode, institutionId: institutions.id });
  }

  /**
   * Public: the approved practical-training institutions with their classes open to sign-ups (approved or running,
   * not past their end), at most PRACTICAL_CLASSES_EACH per institution, the soonest first.
   */
  async practical(today = new Date()): Promise<PracticalInstitution[]> {
    const found = await this.db
      .select({ row: institutions, regionName: regionNameOf(institutions.regionCode) })
      .from(institutions)
      .where(and(eq(institutions.kind, 'practical_training'), eq(institutions.status, 'approved')))
      .orderBy(asc(institutions.regionCode), asc(institutions.id))
      .limit(PRACTICAL_INSTITUTIONS);
    if (found.length === 0) return [];
    const day = today.toISOString().slice(0, 10);
    const open = await this.classReads().openOf(
      found.map((f) => f.row.id),
      day,
    );
    return found.map(({ row, regionName }) => ({
      id: row.id,
      name: row.name,
      region_code: row.regionCode,
      region_name: regionName ?? '',
      address: row.address,
      phone: row.phone,
      intro: row.intro,
      classes: open
        .filter((c) => c.row.institutionId === row.id)
        .slice(0, PRACTICAL_CLASSES_EACH)
        .map(({ row: c, courseName }) => ({
          id: c.id,
          name: c.name,
          course_name: courseName ?? '',
          start_date: c.startDate,
          end_date: c.endDate,
          mode: c.mode,
          place: c.place,
          capacity: c.capacity,
          seats_left: Math.max(0, c.capacity - c.enrolledCount),
          status: c.status as 'approved' | 'running',
        })),
    }));
  }

  async list(actor: Actor, query: InstitutionListQuery): Promise<Page<InstitutionRow>> {
    const where = and(
      this.inScope(actor),
      keywordCondition([institutions.name, institutions.contact], query.keyword),
      query.status ? eq(institutions.status, query.status) : undefined,
      regionCondition(institutions.regionCode, query.region),
    );
    const rows = this.db
      .select({
        row: institutions,
        regionName: regionNameOf(institutions.regionCode),
        classes: this.classReads().countOf(institutions.id),
      })
      .from(institutions)
      .where(where)
      // The review queue first: pending institutions lead.
      .orderBy(sql`(${institutions.status} = 'pending') desc`, desc(institutions.id))
      .$dynamic();
    const total = this.db.select({ n: count() }).from(institutions).where(where);
    return paginate(query, rows, total, (found) => found.map((r) => toRow(r.row, r.regionName, r.classes)));
  }

  async get(actor: Actor, { id }: { id: number }): Promise<InstitutionRow> {
    const [found] = await this.db
      .select({
        row: institutions,
        regionName: regionNameOf(institutions.regionCode),
        classes: this.classReads().countOf(institutions.id),
      })
      .from(institutions)
      .where(and(eq(institutions.id, id), this.inScope(actor)))
      .limit(1);
    if (!found) throw notFound();
    return toRow(found.row, found.regionName, found.classes);
  }

  async create(actor: Actor, input: InstitutionInput): Promise<InstitutionRow> {
    const regionCode = await regionToStore(this.db, actor.scope, { requested: input.region_code }, PLACEMENT);
    const [created] = await this.db
      .insert(institutions)
      .values({ ...fields(input), regionCode: regionCode ?? input.region_code, status: 'pending' })
      .returning();
    if (!created) throw notFound();
    actor.audit({ action: 'institution.create', targetType: 'institution', targetId: created.id, after: input });
    return this.get(actor, created);
  }

  async update(actor: Actor, { id }: { id: number }, input: InstitutionInput): Promise<InstitutionRow> {
    const before = await this.get(actor, { id });
    const regionCode = await regionToStore(
      this.db,
      actor.scope,
      { requested: input.region_code, current: before.region_code },
      PLACEMENT,
    );
    await this.db
      .update(institutions)
      .set({ ...fields(input), regionCode: regionCode ?? input.region_code, updatedAt: new Date() })
      .where(eq(institutions.id, id));
    actor.audit({ action: 'institution.update', targetType: 'institution', targetId: id, before, after: input });
    return this.get(actor, { id });
  }

  async review(actor: Actor, { id }: { id: number }, status: InstitutionStatus): Promise<InstitutionRow> {
    const before = await this.get(actor, { id });
    await this.db.update(institutions).set({ status, updatedAt: new Date() }).where(eq(institutions.id, id));
    actor.audit({
      action: 'institution.review',
      targetType: 'institution',
      targetId: id,
      before: { status: before.status },
      after: { status },
    });
    return this.get(actor, { id });
  }
}

function fields(input: InstitutionInput) {
  return {
    name: input.name,
    kind: input.kind,
    contact: input.contact,
    phone: input.phone,
    address: input.address,
    intro: input.intro,
  };
}
