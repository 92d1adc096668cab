// Sign-up leads (issue 12): a citizen's public sign-up becomes a lead for the institutions of their area. A second
// sign-up of the same person for the same course within SIGN_UP_DUPLICATE_DAYS makes no new lead (a friendly answer).
// ID numbers and phones are stored encrypted with keyed hashes; lists show them masked.
import {
  type LeadListQuery,
  type LeadRow,
  type LeadStatus,
  type Page,
  PERSONAL_DATA_CONSENT_VERSION,
  SIGN_UP_DUPLICATE_DAYS,
  type SignUpBody,
  type SignUpOptions,
} from '@etp/contracts';
import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { leads } from '@/db/schema/signups.ts';
import { fieldError, notFound } from '@/lib/errors.ts';
import { keywordCondition } from '@/lib/like.ts';
import { paginate } from '@/lib/paginate.ts';
import { maskIdCard, maskPhone, type PersonalDataCipher } from '@/lib/personal-data/index.ts';
import { type CourseService, courseNameOf } from '@/modules/courses/index.ts';
import { approvedInstitutions, institutionNameOf, isApprovedInstitutionOf } from '@/modules/institutions/index.ts';
import { areasWithCity, isArea, regionNameOf } from '@/modules/regions/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { scopeCondition } from '@/plugins/scope.ts';
import { leadsOfInstitution } from './reads.ts';

type Row = typeof leads.$inferSelect;

function toRow(r: {
  lead: Row;
  regionName: string | null;
  courseName: string | null;
  institutionName: string | null;
}): LeadRow {
  return {
    id: r.lead.id,
    name: r.lead.name,
    id_card: r.lead.idCardMasked,
    phone: r.lead.phoneMasked,
    region_code: r.lead.regionCode,
    region_name: r.regionName ?? '',
    education: r.lead.education,
    course_id: r.lead.courseId,
    course_name: r.courseName ?? '',
    institution_name: r.institutionName ?? '',
    status: r.lead.status,
    created_at: r.lead.createdAt.toISOString(),
  };
}

export class SignUpService {
  constructor(
    private readonly db: Db,
    private readonly personalData: PersonalDataCipher,
    /** The form offers, and takes, only the courses the catalogue offers (a course in preparation is not). */
    private readonly catalogue: Pick<CourseService, 'offered' | 'isOffered'>,
  ) {}

  /** What the public form offers: courses, the areas (districts) and their approved institutions. */
  async options(): Promise<SignUpOptions> {
    const [courseRows, areaRows, institutionRows] = await Promise.all([
      this.catalogue.offered(),
      areasWithCity(this.db),
      approvedInstitutions(this.db),
    ]);
    return { courses: courseRows, areas: areaRows, institutions: institutionRows };
  }

  /** Makes the lead; answers duplicate: true (and makes none) for the same person and course within the window. */
  async submit(body: SignUpBody, now = new Date()): Promise<{ duplicate: boolean }> {
    if (!(await isArea(this.db, body.region_code))) throw fieldError(400, 'signups.region_unknown', 'region_code');
    if (!(await this.catalogue.isOffered(body.course_id))) throw fieldError(400, 'signups.course_unknown', 'course_id');
    if (body.institution_id !== null) {
      if (!(await isApprovedInstitutionOf(this.db, body.institution_id, body.region_code)))
        throw fieldError(400, 'signups.institution_unknown', 'institution_id');
    }
    const idCardHash = this.personalData.lookupHash(body.id_card);
    const since = new Date(now.getTime() - SIGN_UP_DUPLICATE_DAYS * 86_400_000);
    return this.db.transaction(async (tx) => {
      // Two sign-ups of one person at once: the second waits and then sees the first.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${idCardHash}`}))`);
      const [recent] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.idCardHash, idCardHash), eq(leads.courseId, body.course_id), gt(leads.createdAt, since)))
        .limit(1);
      if (recent) return { duplicate: true };
      await tx.insert(leads).values({
        name: body.name,
        idCardCipher: this.personalData.encrypt(body.id_card),
        idCardHash,
        idCardMasked: maskIdCard(body.id_card),
        phoneCipher: this.personalData.encrypt(body.phone),
        phoneHash: this.personalData.lookupHash(body.phone),
        phoneMasked: maskPhone(body.phone),
        regionCode: body.region_code,
        education: body.education,
        courseId: body.course_id,
        institutionId: body.institution_id,
        consentVersion: PERSONAL_DATA_CONSENT_VERSION,
      });
      return { duplicate: false };
    });
  }

  /** Leads a caller sees: a teacher their institution's area (wishing for it or for none), regions their region. */
  private scope(actor: Actor): SQL {
    if (actor.scope.level === 'institution') return leadsOfInstitution(actor.scope.institutionId);
    return scopeCondition(actor.scope, { regionCode: leads.regionCode });
  }

  async list(actor: Actor, query: LeadListQuery): Promise<Page<LeadRow>> {
    const where = and(
      this.scope(actor),
      query.status ? eq(leads.status, query.status) : undefined,
      keywordCondition([leads.name, leads.phoneMasked], query.keyword),
    );
    const rows = this.db
      .select({
        lead: leads,
        regionName: regionNameOf(leads.regionCode),
        courseName: courseNameOf(leads.courseId),
        institutionName: institutionNameOf(leads.institutionId),
      })
      .from(leads)
      .where(where)
      .orderBy(desc(leads.id))
      .$dynamic();
    const total = this.db.select({ n: count() }).from(leads).where(where);
    return paginate(query, rows, total, (found) => found.map(toRow));
  }

  async setStatus(actor: Actor, { id }: { id: number }, status: Exclude<LeadStatus, 'enrolled'>): Promise<LeadRow> {
    const [before] = await this.db
      .select({ status: leads.status })
      .from(leads)
      .where(and(eq(leads.id, id), this.scope(actor)))
      .limit(1);
    if (!before || before.status === 'enrolled') throw notFound();
    await this.db.update(leads).set({ status, handledBy: actor.userId, updatedAt: new Date() }).where(eq(leads.id, id));
    actor.audit({ action: 'lead.status', targetType: 'lead', targetId: id, before, after: { status } });
    const [row] = await this.db
      .select({
        lead: leads,
        regionName: regionNameOf(leads.regionCode),
        courseName: courseNameOf(leads.courseId),
        institutionName: institutionNameOf(leads.institutionId),
      })
      .from(leads)
      .where(eq(leads.id, id));
    if (!row) throw notFound();
    return toRow(row);
  }

  /** Lead counts by area inside a regional administrator's region. */
  async countsByArea(actor: Actor) {
    // Counted on the leads' (region_code, status) index first, named afterwards.
    const counted = this.db
      .select({
        regionCode: leads.regionCode,
        total: sql<number>`count(*)`.as('total'),
        fresh: sql<number>`count(*) filter (where ${leads.status} = 'new')`.as('fresh'),
      })
      .from(leads)
      .where(this.scope(actor))
      .groupBy(leads.regionCode)
      .as('counted');
    return this.db
      .select({
        region_code: counted.regionCode,
        // The subquery's column, qualified by its alias inside the regions' subquery.
        region_name: sql<string>`coalesce(${regionNameOf(sql.raw('"counted"."region_code"'))}, '')`,
        total: sql<number>`${counted.total}`.mapWith(Number),
        new: sql<number>`${counted.fresh}`.mapWith(Number),
      })
      .from(counted)
      .orderBy(asc(counted.regionCode));
  }
}
