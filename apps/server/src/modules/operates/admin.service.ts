// Operate guide and feature list administration. Saving bumps edit_time, which re-opens the shell's guide
// dialog (or shows the new-feature badge) for every user whose last look is older.
import type { AdminFeature, AdminGuide, FeatureInput, GuideInput, Page } from '@etp/contracts';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { features, operateGuideItems, operateGuides } from '@/db/schema/index.ts';
import { notFound } from '@/lib/errors.ts';
import { type PageRequest, paginate } from '@/lib/paginate.ts';
import { sanitizeRichText } from '@/lib/sanitize.ts';
import type { Actor } from '@/plugins/actor.ts';

type FeatureRow = typeof features.$inferSelect;
const toFeature = (f: FeatureRow): AdminFeature => ({
  id: f.id,
  name: f.name,
  content: f.content,
  attachments: f.attachments,
  published: f.published,
  edit_time: f.editTime.toISOString(),
});

export class OperateAdminService {
  constructor(private readonly db: Db) {}

  /** The guide written for this role ('*': for everyone without their own); empty when none is written yet. */
  async guide(role: string): Promise<AdminGuide> {
    const [guide] = await this.db.select().from(operateGuides).where(eq(operateGuides.role, role)).limit(1);
    if (!guide) return { role, manual: '', is_show: true, edit_time: '', items: [] };
    const items = await this.db
      .select()
      .from(operateGuideItems)
      .where(eq(operateGuideItems.guideId, guide.id))
      .orderBy(asc(operateGuideItems.orderNum), asc(operateGuideItems.id));
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
  async saveGuide(actor: Actor, role: string, input: GuideInput): Promise<AdminGuide> {
    const before = await this.guide(role);
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
    const after = await this.guide(role);
    actor.audit({ action: 'guide.update', targetType: 'operate_guide', targetId: role, before, after });
    return after;
  }

  async features(query: PageRequest): Promise<Page<AdminFeature>> {
    const rows = this.db.select().from(features).orderBy(desc(features.editTime), desc(features.id)).$dynamic();
    return paginate(query, rows, this.db.select({ n: count() }).from(features), (found) => found.map(toFeature));
  }

  /** Every feature, newest edit first, for an export. */
  async exportRows() {
    return this.db.select().from(features).orderBy(desc(features.editTime));
  }

  async feature(id: number): Promise<AdminFeature> {
    const [row] = await this.db.select().from(features).where(eq(features.id, id)).limit(1);
    if (!row) throw notFound('admin.feature_not_found');
    return toFeature(row);
  }

  async createFeature(actor: Actor, input: FeatureInput): Promise<AdminFeature> {
    const [row] = await this.db
      .insert(features)
      .values({ ...input, editTime: new Date() })
      .returning();
    const after = toFeature(row!);
    actor.audit({ action: 'feature.create', targetType: 'feature', targetId: after.id, after });
    return after;
  }

  async updateFeature(actor: Actor, id: number, input: FeatureInput): Promise<AdminFeature> {
    const before = await this.feature(id);
    const [row] = await this.db
      .update(features)
      .set({ ...input, editTime: new Date() })
      .where(eq(features.id, id))
      .returning();
    const after = toFeature(row!);
    actor.audit({ action: 'feature.update', targetType: 'feature', targetId: id, before, after });
    return after;
  }

  async removeFeature(actor: Actor, id: number): Promise<void> {
    const before = await this.feature(id);
    await this.db.delete(features).where(eq(features.id, id));
    actor.audit({ action: 'feature.delete', targetType: 'feature', targetId: id, before });
  }
}
