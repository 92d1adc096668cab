// The courses' certificate requirements (admin): one rule set per course, the defaults where none is set. A change
// applies to eligibility from now on; certificates already issued keep the rules they copied.
import { type CourseRuleRow, DEFAULT_ELIGIBILITY_RULES, type EligibilityRuleSet, type Page } from '@etp/contracts';
import { count, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { certificateRules } from '@/db/schema/certificates.ts';
import { notFound } from '@/lib/errors.ts';
import type { PageRequest } from '@/lib/paginate.ts';
import type { Actor } from '@/plugins/actor.ts';

/** The courses an admin edits rules for (the courses module's catalogue: id, name, required hours). */
export interface CourseCatalogue {
  page(query: { page: number; size: number; keyword?: string }): Promise<{
    list: { id: number; name: string; requiredHours: number }[];
    total: number;
  }>;
  one(id: number): Promise<{ id: number; name: string; requiredHours: number } | null>;
}

type RuleRow = typeof certificateRules.$inferSelect;

const toRules = (r: RuleRow | undefined): EligibilityRuleSet =>
  r
    ? {
        require_hours: r.requireHours,
        require_theory: r.requireTheory,
        require_identity: r.requireIdentity,
        live_min_percent: r.liveMinPercent,
        homework_min_percent: r.homeworkMinPercent,
      }
    : { ...DEFAULT_ELIGIBILITY_RULES };

export class CertificateRulesService {
  constructor(
    private readonly db: Db,
    private readonly courses: CourseCatalogue,
  ) {}

  async list(_actor: Actor, query: PageRequest & { keyword?: string }): Promise<Page<CourseRuleRow>> {
    const found = await this.courses.page(query);
    const rows = await Promise.all(
      found.list.map(async (c) => {
        const [rule] = await this.db.select().from(certificateRules).where(eq(certificateRules.courseId, c.id));
        return this.toRow(c, rule);
      }),
    );
    return { list: rows, total: found.total, page: query.page, size: query.size };
  }

  private toRow(c: { id: number; name: string; requiredHours: number }, rule: RuleRow | undefined): CourseRuleRow {
    return {
      course_id: c.id,
      course_name: c.name,
      required_hours: c.requiredHours,
      custom: rule !== undefined,
      updated_at: rule?.updatedAt.toISOString() ?? null,
      ...toRules(rule),
    };
  }

  async update(actor: Actor, courseId: number, body: EligibilityRuleSet): Promise<CourseRuleRow> {
    const course = await this.courses.one(courseId);
    if (!course) throw notFound('certificates.course_not_found');
    const [before] = await this.db.select().from(certificateRules).where(eq(certificateRules.courseId, courseId));
    const values = {
      requireHours: body.require_hours,
      requireTheory: body.require_theory,
      requireIdentity: body.require_identity,
      liveMinPercent: body.live_min_percent,
      homeworkMinPercent: body.homework_min_percent,
      updatedBy: actor.userId,
      updatedAt: new Date(),
    };
    const [after] = await this.db
      .insert(certificateRules)
      .values({ courseId, ...values })
      .onConflictDoUpdate({ target: certificateRules.courseId, set: values })
      .returning();
    actor.audit({
      action: 'certificate_rules.update',
      targetType: 'course',
      targetId: courseId,
      before: toRules(before),
      after: body,
    });
    return this.toRow(course, after);
  }

  /** How many courses have their own rule set (the admin screen's hint). */
  async customCount(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(certificateRules);
    return row?.n ?? 0;
  }
}
