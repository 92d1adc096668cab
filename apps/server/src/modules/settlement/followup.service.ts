// Follow-up service (跟踪服务): the institution records contacts with its students for 6 months after the class ends
// (date, way, business started, employment status, service given); the teacher's to-do lists the students without a
// contact this month; the regions read the survey and contact figures by area, institution or class.
import { type FollowupBody, type FollowupRow, siteDay } from '@etp/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { followupContacts } from '@/db/schema/settlement.ts';
import { badRequest, notFound } from '@/lib/errors.ts';
import { paginate } from '@/lib/paginate.ts';
import { classNameOf } from '@/modules/classes/index.ts';
import { userNameOf } from '@/modules/users/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { scopeCondition } from '@/plugins/scope.ts';

/** What follow-up reads of other domains (the reporting module's read-only functions, given the database). */
export interface FollowupReads {
  enrolmentPlace(
    actor: Actor,
    enrolmentId: number,
  ): Promise<{
    enrolmentId: number;
    userId: number;
    classId: number;
    classStatus: string;
    classEndDate: string | null;
    institutionId: number;
    regionCode: string;
  } | null>;
  followupEnds(endDate: string): string;
}

export class FollowupService {
  constructor(
    private readonly db: Db,
    private readonly reads: FollowupReads,
  ) {}

  private select() {
    const f = followupContacts;
    return {
      id: f.id,
      enrolment_id: f.enrolmentId,
      class_id: f.classId,
      class_name: sql<string>`coalesce(${classNameOf(f.classId)}, '')`,
      student_name: sql<string>`coalesce(${userNameOf(f.userId)}, '')`,
      contacted_on: f.contactedOn,
      way: f.way,
      business_started: f.businessStarted,
      employment_status: f.employmentStatus,
      service_given: f.serviceGiven,
      created_at: f.createdAt,
    };
  }

  private static toRow(r: Record<string, unknown>): FollowupRow {
    return { ...(r as FollowupRow), created_at: (r.created_at as Date).toISOString() };
  }

  async list(actor: Actor, query: { page: number; size: number; class_id?: number }) {
    const where = and(
      scopeCondition(actor.scope, {
        regionCode: followupContacts.regionCode,
        institutionId: followupContacts.institutionId,
      }),
      query.class_id ? eq(followupContacts.classId, query.class_id) : undefined,
    );
    const rows = this.db
      .select(this.select())
      .from(followupContacts)
      .where(where)
      .orderBy(desc(followupContacts.contactedOn), desc(followupContacts.id))
      .$dynamic();
    const total = this.db.select({ n: count() }).from(followupContacts).where(where);
    return paginate(query, rows, total, (found) => found.map(FollowupService.toRow));
  }

  async create(actor: Actor, body: FollowupBody, today = siteDay()): Promise<FollowupRow> {
    const place = await this.reads.enrolmentPlace(actor, body.enrolment_id);
    if (!place) throw notFound();
    if (body.contacted_on > today) throw badRequest('followup.future_date');
    if (
      place.classStatus !== 'finished' ||
      !place.classEndDate ||
      body.contacted_on < place.classEndDate ||
      body.contacted_on > this.reads.followupEnds(place.classEndDate)
    ) {
      throw badRequest('followup.not_in_window');
    }
    const [row] = await this.db
      .insert(followupContacts)
      .values({
        enrolmentId: place.enrolmentId,
        classId: place.classId,
        userId: place.userId,
        institutionId: place.institutionId,
        regionCode: place.regionCode,
        contactedOn: body.contacted_on,
        way: body.way,
        businessStarted: body.business_started,
        employmentStatus: body.employment_status,
        serviceGiven: body.service_given,
        createdBy: actor.userId,
      })
      .returning();
    actor.audit({ action: 'followup.create', targetType: 'enrolment', targetId: place.enrolmentId, after: body });
    const [out] = await this.db.select(this.select()).from(followupContacts).where(eq(followupContacts.id, row!.id));
    return FollowupService.toRow(out!);
  }
}
