// Completion tests by link or QR (public, phone-first): a person names themselves with name + ID number, matched to a
// student enrolled in the test's class through the keyed hash of the ID number, and takes the test on the same engine
// (same saving and timing) under an attempt token. A mismatch says nothing about which half was wrong. Wrong answers
// slow down the (name + ID number, address) pair that made them and count against the address (lib/attempt-limit.ts):
// someone who knows a student's ID number cannot lock the student out, and a classroom behind one address is not
// held up by its right answers.
import type { CompletionIdentify, CompletionInfo, StartedAttempt } from '@etp/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { examPapers, examTests } from '@/db/schema/exams.ts';
import type { AttemptLimiter } from '@/lib/attempt-limit.ts';
import { AppError, notFound } from '@/lib/errors.ts';
import type { PersonalDataCipher } from '@/lib/personal-data/index.ts';
import { classCourseIdOf, classNameOf, enrolledStudentByIdCard } from '@/modules/classes/index.ts';
import type { AttemptEngine } from './attempts.service.ts';

export class CompletionService {
  constructor(
    private readonly db: Db,
    private readonly personalData: PersonalDataCipher,
    private readonly engine: AttemptEngine,
    private readonly limiter: AttemptLimiter,
  ) {}

  private async testOf(code: string) {
    const [found] = await this.db
      .select({
        t: examTests,
        p: examPapers,
        className: sql<string>`${classNameOf(examTests.classId)}`,
        courseId: classCourseIdOf(examTests.classId),
      })
      .from(examTests)
      .innerJoin(examPapers, eq(examPapers.id, examTests.paperId))
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

  async identify(code: string, person: CompletionIdentify, ip: string, now: Date): Promise<StartedAttempt> {
    const f = await this.testOf(code);
    // The pair's key is a keyed hash: the shared state never holds a name or an ID number.
    const pair = this.personalData.lookupHash(`${person.id_card}|${person.name}`);
    await this.limiter.attempt(pair, ip);
    const student = await enrolledStudentByIdCard(
      this.db,
      f.t.classId,
      this.personalData.lookupHashes(person.id_card),
      person.name,
    );
    if (student === null) {
      await this.limiter.failed(pair, ip);
      throw new AppError(400, 'exams.person_unknown');
    }
    await this.limiter.succeeded(pair, ip);
    const attempt = await this.engine.start(f.t.id, student, now);
    return {
      attempt_id: attempt.id,
      course_id: f.courseId as number,
      theory_token: this.engine.tokenFor(attempt),
      deadline: attempt.deadline.toISOString(),
    };
  }
}
