// The teacher's personal centre: profile, institution and work counts.
import type { TeacherHome, TeacherHomeUpdate } from '@etp/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { ProfileService } from '@/core/profiles.ts';
import type { Db } from '@/db/client.ts';
import { classes, institutions, regions, studentDetails, users } from '@/db/schema/index.ts';
import { notFound } from '@/lib/errors.ts';
import type { Actor } from '@/plugins/actor.ts';

export class TeacherService {
  constructor(
    private readonly db: Db,
    private readonly profiles: ProfileService,
  ) {}

  async home({ userId }: Actor): Promise<TeacherHome> {
    const [row] = await this.db
      .select({ user: users, institutionName: institutions.name, regionName: regions.name })
      .from(users)
      .leftJoin(institutions, eq(institutions.id, users.institutionId))
      .leftJoin(regions, eq(regions.code, users.regionCode))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw notFound();
    const [classCount] = await this.db.select({ n: count() }).from(classes).where(eq(classes.teacherId, userId));
    const [studentCount] = await this.db
      .select({
        n: count(),
        pending: sql<number>`count(*) filter (where ${studentDetails.serviceIsSurvey} = 0)`.mapWith(Number),
      })
      .from(studentDetails)
      .innerJoin(classes, eq(classes.id, studentDetails.classId))
      .where(and(eq(classes.teacherId, userId)));
    const { user } = row;
    return {
      uid: user.id,
      name: user.name,
      username: user.username,
      phone: user.phone,
      avatar: user.avatar,
      intro: user.intro,
      institution: user.institutionId !== null ? { id: user.institutionId, name: row.institutionName ?? '' } : null,
      region: row.regionName ?? '',
      stats: {
        classes: classCount?.n ?? 0,
        students: studentCount?.n ?? 0,
        pending_surveys: studentCount?.pending ?? 0,
      },
    };
  }

  async update(actor: Actor, change: TeacherHomeUpdate): Promise<TeacherHome> {
    const { userId } = actor;
    await this.db
      .update(users)
      .set({ name: change.name, phone: change.phone, intro: change.intro, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await this.profiles.changed(userId);
    return this.home(actor);
  }
}
