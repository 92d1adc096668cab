// Operate guide and new-feature list, and when the user last looked at each (drives the shell's guide dialog and badge).
import type { FeatureItem, FunctionInfo, FunctionShow, OperateInfo, OperateShow, Role } from '@etp/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { accessLogs, features, operateGuideItems, operateGuides } from '@/db/schema/operates.ts';
import type { Actor } from '@/plugins/actor.ts';

type Kind = 'operate' | 'function';
const ALL_ROLES = '*';

/** A guide's items, in their order (the shell's guide dialog and its editor). */
export function guideItems(db: Db, guideId: number) {
  return db
    .select()
    .from(operateGuideItems)
    .where(eq(operateGuideItems.guideId, guideId))
    .orderBy(asc(operateGuideItems.orderNum), asc(operateGuideItems.id));
}

export class OperateService {
  constructor(private readonly db: Db) {}

  private async guideFor(role: Role) {
    const rows = await this.db
      .select()
      .from(operateGuides)
      .where(inArray(operateGuides.role, [role, ALL_ROLES]));
    // A guide written for the role wins over the one for everybody.
    return rows.find((g) => g.role === role) ?? rows[0] ?? null;
  }

  private async lastAccess(userId: number, kind: Kind): Promise<string | null> {
    const [log] = await this.db
      .select({ accessTime: accessLogs.accessTime })
      .from(accessLogs)
      .where(and(eq(accessLogs.userId, userId), eq(accessLogs.kind, kind)))
      .limit(1);
    return log ? log.accessTime.toISOString() : null;
  }

  private async touch(userId: number, kind: Kind): Promise<void> {
    const now = new Date();
    await this.db
      .insert(accessLogs)
      .values({ userId, kind, accessTime: now })
      .onConflictDoUpdate({ target: [accessLogs.userId, accessLogs.kind], set: { accessTime: now } });
  }

  async operateShow({ userId, role }: Actor): Promise<OperateShow> {
    const guide = await this.guideFor(role);
    const accessTime = await this.lastAccess(userId, 'operate');
    return {
      is_show: guide?.isShow ? 1 : 0,
      access_log: accessTime ? { access_time: accessTime } : null,
      operate: guide ? { edit_time: guide.editTime.toISOString() } : null,
    };
  }

  async functionShow({ userId }: Actor): Promise<FunctionShow> {
    const list = await this.db
      .select({ editTime: features.editTime })
      .from(features)
      .where(eq(features.published, true))
      .orderBy(desc(features.editTime))
      .limit(50);
    const accessTime = await this.lastAccess(userId, 'function');
    return {
      is_show: list.length > 0 ? 1 : 0,
      access_log: accessTime ? [{ access_time: accessTime }] : [],
      list: list.map((f) => ({ edit_time: f.editTime.toISOString() })),
    };
  }

  /** Reading the guide records the visit, so it stops opening by itself until it is edited again. */
  async operateInfo({ userId, role }: Actor): Promise<OperateInfo> {
    const guide = await this.guideFor(role);
    await this.touch(userId, 'operate');
    if (!guide) return { manual: '', edit_time: '', feature: [] };
    const items = await guideItems(this.db, guide.id);
    return {
      manual: guide.manual,
      edit_time: guide.editTime.toISOString(),
      feature: items.map((i) => ({
        id: i.id,
        name: i.name,
        content: i.content,
        edit_time: guide.editTime.toISOString(),
        attachment_id: i.attachments,
      })),
    };
  }

  async functionInfo({ userId }: Actor): Promise<FunctionInfo> {
    const rows = await this.db
      .select()
      .from(features)
      .where(eq(features.published, true))
      .orderBy(desc(features.editTime))
      .limit(100);
    await this.touch(userId, 'function');
    const list: FeatureItem[] = rows.map((f) => ({
      id: f.id,
      name: f.name,
      content: f.content,
      edit_time: f.editTime.toISOString(),
      attachment_id: f.attachments,
    }));
    return { list };
  }
}
