// The student's own training detail and the follow-up service survey.

import type { StudentDetail, SurveyAnswer, Timetable } from '@etp/contracts';
import { siteDay } from '@etp/contracts';
import type { Db } from '@/db/client.ts';
import { surveyAnswers } from '@/db/schema/students.ts';
import { badRequest, conflict } from '@/lib/errors.ts';
import { classOfStudent, markSurveyed, sessionsOfClass, studentTrainingOf } from '@/modules/classes/index.ts';
import type { DictService } from '@/modules/dicts/index.ts';
import type { Actor } from '@/plugins/actor.ts';

export class StudentService {
  constructor(
    private readonly db: Db,
    private readonly dicts: DictService,
  ) {}

  async detail({ userId, user }: Actor): Promise<StudentDetail> {
    // The name is the signed-in account's (its cached profile is dropped on every change to the account).
    const row = await studentTrainingOf(this.db, userId);
    return {
      name: user.name,
      service_is_survey: row?.serviceIsSurvey === 1 ? 1 : 0,
      show_questionnaire: row?.showQuestionnaire === 0 ? 0 : 1,
      group: row && row.classId !== null ? { id: row.classId, name: row.className ?? '' } : null,
      course:
        row && row.courseId !== null
          ? { id: row.courseId, name: row.courseName ?? '', live_face_photograph: row.liveFacePhotograph === 1 ? 1 : 0 }
          : null,
      institution:
        row && row.institutionId !== null ? { id: row.institutionId, name: row.institutionName ?? '' } : null,
    };
  }

  /** The sessions of the student's class: date, time, kind, place or live link, trainer (GET /s/v1/student/table). */
  async timetable({ userId }: Actor): Promise<Timetable> {
    const current = await classOfStudent(this.db, userId);
    if (!current) return { class: null, sessions: [] };
    const rows = await sessionsOfClass(this.db, current.id);
    return {
      class: current,
      sessions: rows.map(({ s, trainerName }) => ({
        id: s.id,
        date: siteDay(s.startsAt),
        starts_at: s.startsAt.toISOString(),
        ends_at: s.endsAt.toISOString(),
        kind: s.kind,
        place: s.place,
        live_url: s.liveUrl,
        trainer_name: trainerName,
      })),
    };
  }

  /** Saves the answer once, checks every number against its dictionary, and marks the student surveyed. */
  async submitSurvey({ userId }: Actor, answer: SurveyAnswer): Promise<void> {
    const [work, business, type] = await Promise.all([
      this.dicts.values('SERVICE_STUDENT_WORK'),
      this.dicts.values('SERVICE_STUDENT_BUSINESS'),
      this.dicts.values('SERVICE_STUDENT_TYPE'),
    ]);
    if (!work.has(answer.work_status)) throw badRequest('survey.work_status_required');
    if (!business.has(answer.business_direction)) throw badRequest('survey.business_direction_required');
    if (!answer.service_type.every((t) => type.has(t))) throw badRequest('survey.service_type_required');

    await this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(surveyAnswers)
        .values({
          userId,
          isService: answer.is_service,
          isBusiness: answer.is_business,
          workStatus: answer.work_status,
          businessDirection: answer.business_direction,
          businessDirectionContent: answer.business_direction_content,
          serviceType: answer.service_type,
          serviceTypeContent: answer.service_type_content,
          otherContent: answer.other_content,
        })
        .onConflictDoNothing({ target: surveyAnswers.userId })
        .returning({ id: surveyAnswers.id });
      if (inserted.length === 0) throw conflict('survey.already_submitted');
      await markSurveyed(tx, userId);
    });
  }
}
