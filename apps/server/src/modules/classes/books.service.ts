// Textbook orders (the teachers module serves them): the teacher orders a course's textbooks for a class of their institution (quantity defaulting to
// the enrolled count), listed per class.
import type { BookOrderRow, Page } from '@etp/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { bookOrders, classes } from '@/db/schema/classes.ts';
import { notFound } from '@/lib/errors.ts';
import { paginate } from '@/lib/paginate.ts';
import { userNameOf } from '@/modules/users/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { scopeCondition } from '@/plugins/scope.ts';

const orderedBy = sql<string>`coalesce(${userNameOf(bookOrders.orderedBy)}, '')`;

export class BookService {
  constructor(private readonly db: Db) {}

  private mine(actor: Actor) {
    return scopeCondition(actor.scope, { regionCode: classes.regionCode, institutionId: classes.institutionId });
  }

  async list(
    actor: Actor,
    query: { page: number; size: number; class_id?: number | undefined },
  ): Promise<Page<BookOrderRow>> {
    const where = and(this.mine(actor), query.class_id ? eq(bookOrders.classId, query.class_id) : undefined);
    const rows = this.db
      .select({ o: bookOrders, className: classes.name, orderedBy })
      .from(bookOrders)
      .innerJoin(classes, eq(classes.id, bookOrders.classId))
      .where(where)
      .orderBy(desc(bookOrders.id))
      .$dynamic();
    const total = this.db
      .select({ n: count() })
      .from(bookOrders)
      .innerJoin(classes, eq(classes.id, bookOrders.classId))
      .where(where);
    return paginate(query, rows, total, (found) =>
      found.map((r) => ({
        id: r.o.id,
        class_id: r.o.classId,
        class_name: r.className,
        book: r.o.book,
        quantity: r.o.quantity,
        ordered_by: r.orderedBy,
        created_at: r.o.createdAt.toISOString(),
      })),
    );
  }

  async order(
    actor: Actor,
    input: { class_id: number; book: string; quantity?: number | undefined },
  ): Promise<BookOrderRow> {
    const [cls] = await this.db
      .select({ id: classes.id, enrolled: classes.enrolledCount })
      .from(classes)
      .where(and(eq(classes.id, input.class_id), this.mine(actor)))
      .limit(1);
    if (!cls) throw notFound();
    const quantity = input.quantity ?? Math.max(cls.enrolled, 1);
    const [created] = await this.db
      .insert(bookOrders)
      .values({ classId: cls.id, book: input.book, quantity, orderedBy: actor.userId })
      .returning({ id: bookOrders.id });
    if (!created) throw notFound();
    actor.audit({ action: 'book.order', targetType: 'class', targetId: cls.id, after: { book: input.book, quantity } });
    const page = await this.list(actor, { page: 1, size: 1, class_id: cls.id });
    const row = page.list[0];
    if (!row) throw notFound();
    return row;
  }
}
