// The student's own training detail and the follow-up service survey (SPEC sections 3 and 5).

import type { StudentDetail, SurveyAnswer, Timetable } from '@etp/contracts';
import { siteDay } from '@etp/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { classes, classSessions } from '@/db/schema/classes.ts';
import { courses } from '@/db/schema/courses.ts';
import { institutions } from '@/db/schema/institutions.ts';
import { studentDetails, surveyAnswers } from '@/db/schema/students.ts';
import { users } from '@/db/schema/users.ts';
import { AppError, badRequest, conflict } from '@/lib/errors.ts';
import type { DictService } from '@/modules/dicts/index.ts';
import type { Actor } from '@/plugins/actor.ts';

export class StudentService {
  constructor(
    private readonly db: Db,
    private readonly dicts: DictService,
  ) {}

  async detail({ userId }: Actor): Promise<StudentDetail> {
    const [row] = await this.db
      .select({
        name: users.name,
        serviceIsSurvey: studentDetails.serviceIsSurvey,
        showQuestionnaire: studentDetails.showQuestionnaire,
        classId: classes.id,
        className: classes.name,
        courseId: courses.id,
        courseName: courses.name,
        liveFacePhotograph: courses.liveFacePhotograph,
        institutionId: institutions.id,
        institutionName: institutions.name,
      })
      .from(users)
      .leftJoin(studentDetails, eq(studentDetails.userId, users.id))
      .leftJoin(classes, eq(classes.id, studentDetails.classId))
      .leftJoin(courses, eq(courses.id, classes.courseId))
      .leftJoin(institutions, eq(institutions.id, classes.institutionId))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw new AppError(404, 'error.not_found');
    return {
      name: row.name,
      service_is_survey: row.serviceIsSurvey === 1 ? 1 : 0,
      show_questionnaire: row.showQuestionnaire === 0 ? 0 : 1,
      group: row.classId !== null ? { id: row.classId, name: row.className ?? '' } : null,
      course:
        row.courseId !== null
          ? { id: row.courseId, name: row.courseName ?? '', live_face_photograph: row.liveFacePhotograph === 1 ? 1 : 0 }
          : null,
      institution: row.institutionId !== null ? { id: row.institutionId, name: row.institutionName ?? '' } : null,
    };
  }

  /** The sessions of the student's class: date, time, kind, place or live link, trainer (GET /s/v1/student/table). */
  async timetable({ userId }: Actor): Promise<Timetable> {
    const [current] = await this.db
      .select({ id: classes.id, name: classes.name })
      .from(studentDetails)
      .innerJoin(classes, eq(classes.id, studentDetails.classId))
      .where(eq(studentDetails.userId, userId))
      .limit(1);
    if (!current) return { class: null, sessions: [] };
    const trainerName = sql<string>`coalesce((select ${users.name} from ${users} where ${users.id} = ${classSessions.trainerId}), '')`;
    const rows = await this.db
      .select({ s: classSessions, trainerName })
      .from(classSessions)
      .where(eq(classSessions.classId, current.id))
      .orderBy(asc(classSessions.startsAt));
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
      await tx
        .insert(studentDetails)
        .values({ userId, serviceIsSurvey: 1 })
        .onConflictDoUpdate({ target: studentDetails.userId, set: { serviceIsSurvey: sql`1` } });
    });
  }
}
