// The student's own profile on the settings page, kept on their account (served by the students module): the phone
// (the login name does not change with it, see studentProfile in contracts; stored encrypted, in the account only, so
// the teacher's reveal shows the new one) and the avatar (any accepted picture, stored as a square JPEG of its own).
import { STUDENT_AVATAR_SIZE, type StudentProfile } from '@etp/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ProfileService } from '@/core/profiles.ts';
import type { Db } from '@/db/client.ts';
import { users } from '@/db/schema/users.ts';
import { badRequest, fieldError, notFound } from '@/lib/errors.ts';
import { maskPhone, type PersonalDataCipher, phoneColumns } from '@/lib/personal-data/index.ts';
import { checkUpload, type IncomingFile, type UploadService } from '@/modules/uploads/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { phoneInUse } from './login-names.ts';

/** The most pixels an avatar picture may have before it is scaled (a small file can still be a huge picture). */
const AVATAR_MAX_PIXELS = 40_000_000;

export class StudentProfileService {
  constructor(
    private readonly db: Db,
    private readonly profiles: ProfileService,
    private readonly uploads: UploadService,
    private readonly personalData: PersonalDataCipher,
  ) {}

  /** The student's own profile: their own phone in full (it is theirs), the login name as every list shows it. */
  async get({ userId }: Actor): Promise<StudentProfile> {
    const [row] = await this.db
      .select({ username: users.username, phoneCipher: users.phoneCipher, avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw notFound();
    const phone = row.phoneCipher ? this.personalData.decrypt(row.phoneCipher) : '';
    return { username: row.username, phone, avatar: row.avatar };
  }

  /** A new phone: refused when it is another account's phone or login name. */
  async changePhone(actor: Actor, phone: string): Promise<StudentProfile> {
    const before = await this.get(actor);
    if (before.phone === phone) return before;
    await this.db.transaction(async (tx) => {
      // Two students asking for the same number at once: one after the other.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone:${this.personalData.lookupHash(phone)}`}))`);
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(ne(users.id, actor.userId), phoneInUse(this.personalData, phone)))
        .limit(1);
      if (taken) throw fieldError(409, 'student.phone_taken', 'phone');
      await tx
        .update(users)
        .set({ ...phoneColumns(this.personalData, phone), updatedAt: new Date() })
        .where(eq(users.id, actor.userId));
    });
    await this.profiles.changed(actor.userId);
    actor.audit({
      action: 'student.phone_update',
      targetType: 'user',
      targetId: String(actor.userId),
      before: { phone: maskPhone(before.phone) },
      after: { phone: maskPhone(phone) },
    });
    return { ...before, phone };
  }

  /**
   * A new avatar from an uploaded picture: checked by content like every upload, then decoded, turned upright, cut
   * to a centred square and re-encoded (nothing of the original file, metadata included, is kept).
   */
  async changeAvatar(actor: Actor, file: IncomingFile): Promise<StudentProfile> {
    const kind = checkUpload(file);
    if (!kind.image) throw badRequest('student.avatar_not_image');
    const { default: sharp } = await import('sharp');
    const jpeg = await sharp(file.data, { limitInputPixels: AVATAR_MAX_PIXELS })
      .rotate()
      .resize(STUDENT_AVATAR_SIZE, STUDENT_AVATAR_SIZE, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer()
      .catch(() => Promise.reject(badRequest('student.avatar_not_image')));
    const before = await this.get(actor);
    const stored = await this.uploads.store({ filename: 'avatar.jpg', data: jpeg, truncated: false });
    await this.db.update(users).set({ avatar: stored.url, updatedAt: new Date() }).where(eq(users.id, actor.userId));
    await this.profiles.changed(actor.userId);
    actor.audit({
      action: 'student.avatar_update',
      targetType: 'user',
      targetId: String(actor.userId),
      before: { avatar: before.avatar },
      after: { avatar: stored.url },
    });
    return { ...before, avatar: stored.url };
  }
}
