// The teacher's personal centre: profile, institution and work counts.
import type { TeacherHome, TeacherHomeUpdate } from '@etp/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { ProfileService } from '@/core/profiles.ts';
import type { Db } from '@/db/client.ts';
import { classes, enrolments, studentDetails } from '@/db/schema/classes.ts';
import { institutions } from '@/db/schema/institutions.ts';
import { regions } from '@/db/schema/regions.ts';
import { users } from '@/db/schema/users.ts';
import { notFound } from '@/lib/errors.ts';
import { type PersonalDataCipher, phoneColumns } from '@/lib/personal-data/index.ts';
import type { Actor } from '@/plugins/actor.ts';

export class TeacherService {
  constructor(
    private readonly db: Db,
    private readonly profiles: ProfileService,
    private readonly personalData: PersonalDataCipher,
  ) {}

  async home(actor: Actor): Promise<TeacherHome> {
    const { userId } = actor;
    const [row] = await this.db
      .select({ user: users, institutionName: institutions.name, regionName: regions.name })
      .from(users)
      .leftJoin(institutions, eq(institutions.id, users.institutionId))
      .leftJoin(regions, eq(regions.code, users.regionCode))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw notFound();
    const { user } = row;
    // The institution's work (a teacher manages every class of their institution); nothing without one.
    const institutionId = user.institutionId ?? -1;
    const [classCount] = await this.db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        running: sql<number>`count(*) filter (where ${classes.status} = 'running')`.mapWith(Number),
      })
      .from(classes)
      .where(eq(classes.institutionId, institutionId));
    const [studentCount] = await this.db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        toVerify: sql<number>`count(*) filter (where ${enrolments.verified} = 0)`.mapWith(Number),
        pending:
          sql<number>`count(*) filter (where coalesce(${studentDetails.serviceIsSurvey}, 0) = 0 and ${classes.status} = 'finished')`.mapWith(
            Number,
          ),
      })
      .from(enrolments)
      .innerJoin(classes, eq(classes.id, enrolments.classId))
      .leftJoin(studentDetails, eq(studentDetails.userId, enrolments.userId))
      .where(and(eq(classes.institutionId, institutionId)));
    return {
      uid: user.id,
      name: user.name,
      username: user.username,
      // The teacher's own number, for their own form (stored encrypted).
      phone: user.phoneCipher ? this.personalData.decrypt(user.phoneCipher) : '',
      avatar: user.avatar,
      intro: user.intro,
      institution: user.institutionId !== null ? { id: user.institutionId, name: row.institutionName ?? '' } : null,
      region: row.regionName ?? '',
      stats: {
        classes: classCount?.n ?? 0,
        running_classes: classCount?.running ?? 0,
        students: studentCount?.n ?? 0,
        to_verify: studentCount?.toVerify ?? 0,
        pending_surveys: studentCount?.pending ?? 0,
      },
    };
  }

  async update(actor: Actor, change: TeacherHomeUpdate): Promise<TeacherHome> {
    const { userId } = actor;
    const before = await this.home(actor);
    await this.db
      .update(users)
      .set({
        name: change.name,
        ...phoneColumns(this.personalData, change.phone),
        intro: change.intro,
        ...(change.avatar !== undefined ? { avatar: change.avatar } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await this.profiles.changed(userId);
    actor.audit({
      action: 'teacher.profile.update',
      targetType: 'user',
      targetId: String(userId),
      before: { name: before.name, phone: before.phone, intro: before.intro },
      after: {
        name: change.name,
        phone: change.phone,
        intro: change.intro,
        avatar_changed: change.avatar !== undefined,
      },
    });
    return this.home(actor);
  }
}
