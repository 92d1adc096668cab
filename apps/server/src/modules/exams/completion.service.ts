// Completion tests by link or QR (public, phone-first): a person names themselves with name + ID number, matched to a
// student enrolled in the test's class through the keyed hash of the ID number, and takes the test on the same engine
// (same saving and timing) under an attempt token. A mismatch says nothing about which half was wrong.
import type { CompletionIdentify, CompletionInfo, StartedAttempt } from '@etp/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { classes, enrolments, examPapers, examTests, studentDetails, users } from '@/db/schema/index.ts';
import { AppError, notFound, tooManyRequests } from '@/lib/errors.ts';
import type { PersonalDataCipher } from '@/lib/personal-data/index.ts';
import type { SharedState } from '@/lib/shared-state.ts';
import type { AttemptEngine } from './attempts.service.ts';

/** Identifications of one ID number per window, from any address. */
const PER_PERSON_MAX = 5;
const PER_PERSON_WINDOW_MS = 600_000;

export class CompletionService {
  constructor(
    private readonly db: Db,
    private readonly personalData: PersonalDataCipher,
    private readonly engine: AttemptEngine,
    private readonly state: SharedState,
  ) {}

  private async testOf(code: string) {
    const [found] = await this.db
      .select({ t: examTests, p: examPapers, className: classes.name, courseId: classes.courseId })
      .from(examTests)
      .innerJoin(examPapers, eq(examPapers.id, examTests.paperId))
      .innerJoin(classes, eq(classes.id, examTests.classId))
      .where(and(eq(examTests.code, code), eq(examTests.kind, 'completion')));
    if (!found?.courseId) throw notFound();
    return found;
  }

  async info(code: string): Promise<CompletionInfo> {
    const f = await this.testOf(code);
    return {
      paper_name: f.p.name,
      class_name: f.className,
      opens_at: f.t.opensAt.toISOString(),
      closes_at: f.t.closesAt.toISOString(),
      duration_minutes: f.p.durationMinutes,
      total_score: f.p.totalScore,
      pass_score: f.p.passScore,
    };
  }

  async identify(code: string, person: CompletionIdentify, now: Date): Promise<StartedAttempt> {
    const f = await this.testOf(code);
    // Per person as well as per address: one ID number tried from many addresses is still limited.
    const { count, resetMs } = await this.state.hit(
      `exam-completion:${this.personalData.lookupHash(person.id_card)}`,
      PER_PERSON_WINDOW_MS,
    );
    if (count > PER_PERSON_MAX) throw tooManyRequests('error.rate_limited', Math.max(1, Math.ceil(resetMs / 1000)));
    const [student] = await this.db
      .select({ userId: users.id })
      .from(studentDetails)
      .innerJoin(users, eq(users.id, studentDetails.userId))
      .innerJoin(enrolments, and(eq(enrolments.userId, users.id), eq(enrolments.classId, f.t.classId)))
      .where(
        and(
          inArray(studentDetails.idCardHash, this.personalData.lookupHashes(person.id_card)),
          eq(users.name, person.name),
        ),
      );
    if (!student) throw new AppError(400, 'exams.person_unknown');
    const attempt = await this.engine.start(f.t.id, student.userId, now);
    return {
      attempt_id: attempt.id,
      course_id: f.courseId as number,
      theory_token: this.engine.tokenFor(attempt),
      deadline: attempt.deadline.toISOString(),
    };
  }
}
