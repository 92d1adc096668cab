// The teacher's personal centre: profile, institution and work counts.
import type { TeacherHome, TeacherHomeUpdate } from '@etp/contracts';
import type { ProfileService } from '@/core/profiles.ts';
import type { Db } from '@/db/client.ts';
import { notFound } from '@/lib/errors.ts';
import type { PersonalDataCipher } from '@/lib/personal-data/index.ts';
import { institutionClassFigures } from '@/modules/classes/index.ts';
import { accountWithPlace, updateOwnDetails } from '@/modules/users/index.ts';
import type { Actor } from '@/plugins/actor.ts';

export class TeacherService {
  constructor(
    private readonly db: Db,
    private readonly profiles: Pick<ProfileService, 'changed'>,
    private readonly personalData: PersonalDataCipher,
  ) {}

  async home(actor: Actor): Promise<TeacherHome> {
    const row = await accountWithPlace(this.db, actor.userId);
    if (!row) throw notFound();
    const { user } = row;
    const figures = await institutionClassFigures(this.db, user.institutionId ?? -1);
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
        classes: figures.classes,
        running_classes: figures.running,
        students: figures.students,
        to_verify: figures.toVerify,
        pending_surveys: figures.pending,
      },
    };
  }

  async update(actor: Actor, change: TeacherHomeUpdate): Promise<TeacherHome> {
    const { userId } = actor;
    const before = await this.home(actor);
    await updateOwnDetails(this.db, this.personalData, userId, change);
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
