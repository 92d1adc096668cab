// Operate guide and new-feature list administration. Saving bumps edit_time, which re-opens the shell's guide
// dialog (or shows the new-feature badge) for every user whose last look is older.
import type { AdminFeature, AdminGuide, FeatureInput, GuideInput, Page } from '@etp/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { features, operateGuideItems, operateGuides } from '@/db/schema/operates.ts';
import { notFound } from '@/lib/errors.ts';
import { type PageRequest, paginate } from '@/lib/paginate.ts';
import { sanitizeRichText } from '@/lib/sanitize.ts';
import type { Actor } from '@/plugins/actor.ts';
import { guideItems } from './service.ts';

type FeatureRow = typeof features.$inferSelect;
const toFeature = (f: FeatureRow): AdminFeature => ({
  id: f.id,
  name: f.name,
  content: f.content,
  attachments: f.attachments,
  published: f.published,
  edit_time: f.editTime.toISOString(),
});

/** The operate guide of each audience role. */
export class GuideAdmin {
  constructor(private readonly db: Db) {}

  /** The guide written for this role ('*': for everyone without their own); empty when none is written yet. */
  async get(_actor: Actor, { role }: { role: string }): Promise<AdminGuide> {
    const [guide] = await this.db.select().from(operateGuides).where(eq(operateGuides.role, role)).limit(1);
    if (!guide) return { role, manual: '', is_show: true, edit_time: '', items: [] };
    const items = await guideItems(this.db, guide.id);
    return {
      role,
      manual: guide.manual,
      is_show: guide.isShow,
      edit_time: guide.editTime.toISOString(),
      items: items.map((i) => ({
        id: i.id,
        name: i.name,
        content: i.content,
        attachments: i.attachments,
        order_num: i.orderNum,
      })),
    };
  }

  /** Replaces the guide and its items in one transaction, and bumps its edit time. */
  async update(actor: Actor, { role }: { role: string }, input: GuideInput): Promise<AdminGuide> {
    const before = await this.get(actor, { role });
    const values = { manual: sanitizeRichText(input.manual), isShow: input.is_show, editTime: new Date() };
    await this.db.transaction(async (tx) => {
      const [guide] = await tx
        .insert(operateGuides)
        .values({ role, ...values })
        .onConflictDoUpdate({ target: operateGuides.role, set: values })
        .returning({ id: operateGuides.id });
      await tx.delete(operateGuideItems).where(eq(operateGuideItems.guideId, guide!.id));
      if (input.items.length) {
        await tx
          .insert(operateGuideItems)
          .values(input.items.map((item, i) => ({ guideId: guide!.id, ...item, orderNum: i + 1 })));
      }
    });
    const after = await this.get(actor, { role });
    actor.audit({ action: 'guide.update', targetType: 'operate_guide', targetId: role, before, after });
    return after;
  }
}

/** The new-feature list. */
export class FeatureAdmin {
  constructor(private readonly db: Db) {}

  async list(_actor: Actor, query: PageRequest): Promise<Page<AdminFeature>> {
    const rows = this.db.select().from(features).orderBy(desc(features.editTime), desc(features.id)).$dynamic();
    return paginate(query, rows, this.db.select({ n: count() }).from(features), (found) => found.map(toFeature));
  }

  /** Every feature, newest edit first, for an export. */
  async exportRows() {
    return this.db.select().from(features).orderBy(desc(features.editTime));
  }

  private async find(id: number): Promise<AdminFeature> {
    const [row] = await this.db.select().from(features).where(eq(features.id, id)).limit(1);
    if (!row) throw notFound('admin.feature_not_found');
    return toFeature(row);
  }

  async create(actor: Actor, input: FeatureInput): Promise<AdminFeature> {
    const [row] = await this.db
      .insert(features)
      .values({ ...input, editTime: new Date() })
      .returning();
    const after = toFeature(row!);
    actor.audit({ action: 'feature.create', targetType: 'feature', targetId: after.id, after });
    return after;
  }

  async update(actor: Actor, { id }: { id: number }, input: FeatureInput): Promise<AdminFeature> {
    const before = await this.find(id);
    const [row] = await this.db
      .update(features)
      .set({ ...input, editTime: new Date() })
      .where(eq(features.id, id))
      .returning();
    const after = toFeature(row!);
    actor.audit({ action: 'feature.update', targetType: 'feature', targetId: id, before, after });
    return after;
  }

  async remove(actor: Actor, { id }: { id: number }): Promise<void> {
    const before = await this.find(id);
    await this.db.delete(features).where(eq(features.id, id));
    actor.audit({ action: 'feature.delete', targetType: 'feature', targetId: id, before });
  }
}
