// Operate guide and feature list administration. Saving bumps edit_time, which re-opens the shell's guide
// dialog (or shows the new-feature badge) for every user whose last look is older.
import type { AdminFeature, AdminGuide, FeatureInput, GuideInput, Page } from '@etp/contracts';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { features, operateGuideItems, operateGuides } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';

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
  async saveGuide(role: string, input: GuideInput): Promise<{ before: AdminGuide; after: AdminGuide }> {
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
    return { before, after: await this.guide(role) };
  }

  async features(query: { page: number; size: number }): Promise<Page<AdminFeature>> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(features)
        .orderBy(desc(features.editTime), desc(features.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      this.db.select({ n: count() }).from(features),
    ]);
    return { list: rows.map(toFeature), total: total?.n ?? 0, page: query.page, size: query.size };
  }

  async feature(id: number): Promise<AdminFeature> {
    const [row] = await this.db.select().from(features).where(eq(features.id, id)).limit(1);
    if (!row) throw notFound('admin.feature_not_found');
    return toFeature(row);
  }

  async createFeature(input: FeatureInput): Promise<AdminFeature> {
    const [row] = await this.db
      .insert(features)
      .values({ ...input, editTime: new Date() })
      .returning();
    return toFeature(row!);
  }

  async updateFeature(id: number, input: FeatureInput): Promise<{ before: AdminFeature; after: AdminFeature }> {
    const before = await this.feature(id);
    const [row] = await this.db
      .update(features)
      .set({ ...input, editTime: new Date() })
      .where(eq(features.id, id))
      .returning();
    return { before, after: toFeature(row!) };
  }

  async removeFeature(id: number): Promise<AdminFeature> {
    const before = await this.feature(id);
    await this.db.delete(features).where(eq(features.id, id));
    return before;
  }
}
