// Eligibility as other modules and the routes use it: a class's answers inside the caller's scope (404 outside), the
// student's own answers, and the unscoped answers the certificates module issues from.
import type { ClassEligibility, MyEligibilityItem } from '@etp/contracts';
import type { Db, Tx } from '@/db/client.ts';
import type { Actor } from '@/plugins/actor.ts';
import { type ClassAnswers, classAnswers, studentAnswers, toClassEligibility } from './eligibility.ts';

/** "Does the caller see this class?": the classes module's scoped read (404 outside the scope). */
export interface ClassVisibility {
  row(actor: Actor, id: number): Promise<unknown>;
}

export class EligibilityService {
  constructor(
    private readonly db: Db,
    private readonly hourMinutes: number,
    private readonly classVisibility: ClassVisibility,
  ) {}

  /** GET /f/v1/classes/{id}/eligibility: every student of a class the caller sees. */
  async forClass(actor: Actor, classId: number): Promise<ClassEligibility> {
    await this.classVisibility.row(actor, classId);
    return toClassEligibility(await classAnswers(this.db, classId, this.hourMinutes));
  }

  /** GET /s/v1/eligibility: the signed-in student's own answers. */
  mine(actor: Actor): Promise<MyEligibilityItem[]> {
    return studentAnswers(this.db, actor.userId, this.hourMinutes);
  }

  /** A class's answers without a caller (the certificates module, inside its own checks and transaction). */
  answers(classId: number, options: { onlyUserIds?: readonly number[]; runner?: Db | Tx } = {}): Promise<ClassAnswers> {
    return classAnswers(options.runner ?? this.db, classId, this.hourMinutes, { onlyUserIds: options.onlyUserIds });
  }
}
