// The signed-in user's own account: changing the password ends their other sessions.
import { eq } from 'drizzle-orm';
import type { ProfileService } from '@/core/profiles.ts';
import type { SessionService } from '@/core/sessions.ts';
import type { Db } from '@/db/client.ts';
import { users } from '@/db/schema/users.ts';
import { fieldError } from '@/lib/errors.ts';
import { hashPassword, verifyPassword } from '@/lib/password.ts';
import { isLoginPhoneOf, type PersonalDataCipher } from '@/lib/personal-data/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { checkPassword } from './password-policy.ts';

export class MyAccountService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly profiles: ProfileService,
    private readonly personalData: PersonalDataCipher,
  ) {}

  /** Changes the actor's password; every session but `keepSessionId` (the one asking) ends. */
  async changePassword(actor: Actor, keepSessionId: string, oldPassword: string, newPassword: string): Promise<void> {
    const [user] = await this.db.select().from(users).where(eq(users.id, actor.userId)).limit(1);
    if (!user || !(await verifyPassword(user.passwordHash, oldPassword)))
      throw fieldError(400, 'accounts.password_wrong', 'old_password');
    checkPassword(
      user.username,
      newPassword,
      'new_password',
      isLoginPhoneOf(this.personalData, user.loginPhoneHash, newPassword),
    );
    await this.db
      .update(users)
      .set({ passwordHash: await hashPassword(newPassword), mustChangePassword: 0, updatedAt: new Date() })
      .where(eq(users.id, actor.userId));
    if (user.mustChangePassword === 1) await this.profiles.changed(actor.userId);
    await this.sessions.endAllOf(actor.userId, 'session.ended.password_changed', keepSessionId);
  }
}
