// The teacher's waiver of a student's face verification for one class: who, why, when, audited. Eligibility (the
// reporting module) reads the waiver; a second waiver of the same student and class replaces the reason.
import type { FaceWaiver } from '@etp/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { faceWaivers } from '@/db/schema/face.ts';
import { notFound } from '@/lib/errors.ts';
import { userNameOf } from '@/modules/users/index.ts';
import type { Actor } from '@/plugins/actor.ts';

/** What the classes module tells about a class and its students (404 outside the caller's scope). */
export interface ClassRoster {
  row(actor: Actor, id: number): Promise<unknown>;
}
export interface Enrolled {
  inClass(actor: Actor, classId: number, userId: number): Promise<{ id: number } | null>;
}

export class FaceWaivers {
  constructor(
    private readonly db: Db,
    private readonly classes: ClassRoster,
    private readonly enrolments: Enrolled,
  ) {}

  async waive(actor: Actor, classId: number, body: { student_id: number; reason: string }): Promise<FaceWaiver> {
    await this.classes.row(actor, classId);
    const enrolment = await this.enrolments.inClass(actor, classId, body.student_id);
    if (!enrolment) throw notFound('certificates.not_enrolled');
    const [before] = await this.db
      .select({ reason: faceWaivers.reason })
      .from(faceWaivers)
      .where(sql`${faceWaivers.classId} = ${classId} and ${faceWaivers.userId} = ${body.student_id}`);
    const [row] = await this.db
      .insert(faceWaivers)
      .values({ classId, userId: body.student_id, reason: body.reason, waivedBy: actor.userId })
      .onConflictDoUpdate({
        target: [faceWaivers.classId, faceWaivers.userId],
        set: { reason: body.reason, waivedBy: actor.userId, createdAt: new Date() },
      })
      .returning();
    actor.audit({
      action: 'face.waive',
      targetType: 'enrolment',
      targetId: enrolment.id,
      before: before ?? null,
      after: { class_id: classId, student_id: body.student_id, reason: body.reason },
    });
    const [by] = await this.db.select({ name: userNameOf(sql`${actor.userId}`) }).from(sql`(select 1) as one`);
    return {
      class_id: classId,
      student_id: body.student_id,
      reason: row!.reason,
      waived_by_name: by?.name ?? '',
      waived_at: row!.createdAt.toISOString(),
    };
  }
}
