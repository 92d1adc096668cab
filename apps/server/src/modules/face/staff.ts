// The staff side of face checks: which students a teacher may act on (their institution's), the check history,
// the to-do list of students paused after too many failures, allowing them again, and the captures' retention.
import type { FaceCheckRow, PausedStudent } from '@etp/contracts';
import { type AnyColumn, and, desc, eq, gte, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { outer, type Ref } from '@/db/refs.ts';
import { faceChecks, faceProfiles } from '@/db/schema/face.ts';
import { notFound } from '@/lib/errors.ts';
import { enrolledAtInstitution, hasStudentDetails, studentClassNameOf } from '@/modules/classes/index.ts';
import { firstAccountWhere, phoneMaskedOf, userInstitutionOf, userNameOf } from '@/modules/users/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import type { FaceService } from './service.ts';

const HISTORY_ROWS = 200;

/**
 * Students of an institution: their account belongs to it or they are enrolled in one of its classes (a condition on
 * the caller's account id column).
 */
export const studentOfInstitution = (institutionId: number, userId: Ref): SQL =>
  or(sql`${userInstitutionOf(userId)} = ${institutionId}`, enrolledAtInstitution(institutionId, userId)) as SQL;

export class FaceStaff {
  constructor(private readonly face: FaceService) {}

  private get db() {
    return this.face.db;
  }

  /** The student if the actor may act on them; 404 otherwise (a student elsewhere does not exist for them). */
  async student(actor: Actor, studentId: number): Promise<{ id: number; name: string }> {
    const scope = actor.scope;
    const inScope = (id: AnyColumn) =>
      scope.level === 'all'
        ? sql`true`
        : scope.level === 'institution'
          ? studentOfInstitution(scope.institutionId, id)
          : sql`false`;
    const row = await firstAccountWhere(this.db, {
      where: (id) => and(eq(id, studentId), hasStudentDetails(id), inScope(id)),
    });
    if (!row) throw notFound('face.no_institution_student');
    return { id: row.id, name: row.name };
  }

  async history(actor: Actor, studentId: number): Promise<FaceCheckRow[]> {
    await this.student(actor, studentId);
    const rows = await this.db
      .select()
      .from(faceChecks)
      .where(eq(faceChecks.userId, studentId))
      .orderBy(desc(faceChecks.createdAt), desc(faceChecks.id))
      .limit(HISTORY_ROWS);
    return rows.map((r) => ({
      id: r.id,
      purpose: r.purpose,
      result: r.result,
      reason: r.reason,
      distance: r.distance,
      threshold: r.threshold,
      lesson_id: r.lessonId,
      created_at: r.createdAt.toISOString(),
    }));
  }

  private pausedWhere(institutionId: number) {
    return and(
      gte(faceProfiles.failuresInRow, this.face.settings.maxFailures),
      studentOfInstitution(institutionId, faceProfiles.userId),
    );
  }

  /** The to-do count: paused students of the institution. */
  async pausedCount(institutionId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(faceProfiles)
      .where(this.pausedWhere(institutionId));
    return row?.n ?? 0;
  }

  async paused(actor: Actor): Promise<PausedStudent[]> {
    if (actor.scope.level !== 'institution') return [];
    const rows = await this.db
      .select({
        userId: faceProfiles.userId,
        name: sql<string>`${userNameOf(faceProfiles.userId)}`,
        phone: sql<string>`${phoneMaskedOf(faceProfiles.userId)}`,
        className: studentClassNameOf(faceProfiles.userId),
        failures: faceProfiles.failuresInRow,
        last: sql<Date | null>`(select max(c.created_at) from ${faceChecks} c where c.user_id = ${outer(faceProfiles.userId)})`,
      })
      .from(faceProfiles)
      .where(this.pausedWhere(actor.scope.institutionId))
      .orderBy(faceProfiles.userId);
    return rows.map((r) => ({
      user_id: r.userId,
      name: r.name,
      phone: r.phone,
      class_name: r.className,
      failures_in_row: r.failures,
      last_check_at: r.last ? new Date(r.last).toISOString() : null,
    }));
  }

  /** Allows the student to study again: the failure counter goes back to 0 (audited). */
  async reset(actor: Actor, studentId: number): Promise<void> {
    await this.student(actor, studentId);
    const [before] = await this.db
      .update(faceProfiles)
      .set({ failuresInRow: 0, updatedAt: new Date() })
      .where(eq(faceProfiles.userId, studentId))
      .returning({ failures: faceProfiles.failuresInRow });
    actor.audit({ action: 'face.reset', targetType: 'user', targetId: studentId, after: { reset: Boolean(before) } });
  }

  /** Deletes the captures older than the retention period (the check rows stay, without their capture). */
  async purgeCaptures(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.face.settings.retentionDays * 86_400_000);
    let purged = 0;
    for (;;) {
      const batch = await this.db
        .select({ id: faceChecks.id, key: faceChecks.captureKey })
        .from(faceChecks)
        .where(and(isNotNull(faceChecks.captureKey), lt(faceChecks.createdAt, before)))
        .limit(200);
      if (batch.length === 0) return purged;
      for (const row of batch) {
        if (row.key) await this.face.vault.delete(row.key);
        await this.db.update(faceChecks).set({ captureKey: null }).where(eq(faceChecks.id, row.id));
      }
      purged += batch.length;
    }
  }
}
