// The signed-in user's profile with ordered roles and permissions, cached per user for the hot paths.
import type { Role } from '@etp/contracts';
import { GroupRead } from '@/lib/group-read.ts';
import { LocalCache } from '@/lib/local-cache.ts';
import { ChangeChannel } from '@/lib/shared-cache.ts';
import type { SharedState } from '@/lib/shared-state.ts';

const CHANGED_CHANNEL = 'user-changed';
const PROFILE_TTL_MS = 60_000;
const EVERYONE = '*';

export interface UserProfile {
  id: number;
  username: string;
  name: string;
  avatar: string;
  address: string;
  isCompare: 0 | 1;
  /** 1 while the initial password must be replaced: only 'signed-in' routes answer until then. */
  mustChangePassword?: 0 | 1;
  status: 'active' | 'disabled';
  regionCode: string | null;
  institutionId: number | null;
  /** In order: the first is the routing role. */
  roles: Role[];
  permissionsByRole: Partial<Record<Role, string[]>>;
}

/** The profiles of a group of users by id (the ones that exist). */
export type ProfileLoader = (ids: number[]) => Promise<Map<number, UserProfile>>;

export class ProfileService {
  private readonly cache = new LocalCache<UserProfile>(PROFILE_TTL_MS);
  private readonly changes: ChangeChannel;
  /** Cache misses that arrive while a read is under way go together in the next (a class signing in at once). */
  private readonly reads = new GroupRead<number, UserProfile>((ids) => this.read(ids));
  private loader: ProfileLoader | null = null;

  constructor(state: SharedState) {
    this.changes = new ChangeChannel(state, CHANGED_CHANNEL, (id) =>
      id === EVERYONE ? this.cache.clear() : this.cache.delete(id),
    );
  }

  start(): Promise<void> {
    return this.changes.listen();
  }

  async get(userId: number): Promise<UserProfile | null> {
    const cached = this.cache.get(String(userId));
    if (cached) return cached;
    const profile = await this.reads.get(userId);
    if (!profile) return null;
    this.cache.set(String(userId), profile);
    return profile;
  }

  /**
   * Where profiles come from: the users module, which owns the accounts and their roles, registers its reader at
   * start-up (one statement for a group of users whatever its size).
   */
  loadWith(loader: ProfileLoader): void {
    this.loader = loader;
  }

  private read(ids: number[]): Promise<Map<number, UserProfile>> {
    if (!this.loader) throw new Error('no profile loader: the users module registers it');
    return this.loader(ids);
  }

  /** Call after any change to a user, their roles or role permissions; every instance drops its copy. */
  changed(userId: number): Promise<void> {
    return this.changes.announce(String(userId));
  }

  /** Call after a change that touches many users at once (a role's permissions); every instance drops all copies. */
  changedAll(): Promise<void> {
    return this.changes.announce(EVERYONE);
  }
}
