// FAQ entries an administrator maintains, and the smart-service chat's answer: a keyword search over the FAQ, the
// operate-guide items and the published policies, with a clear "call us" when nothing matches.
import {
  type AdminFaq,
  CHAT_MAX_ANSWERS,
  type ChatAnswer,
  type ChatAnswerItem,
  type FaqInput,
  type Locale,
  type Page,
  POLICY_HOTLINE,
  translate,
} from '@etp/contracts';
import { and, asc, count, eq, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';
import { faqs, operateGuideItems } from '@/db/schema/operates.ts';
import { notFound } from '@/lib/errors.ts';
import { keywordCondition } from '@/lib/like.ts';
import { type PageRequest, paginate } from '@/lib/paginate.ts';
import { plainText } from '@/lib/sanitize.ts';
import { publishedPoliciesMentioning } from '@/modules/content/index.ts';
import type { Actor } from '@/plugins/actor.ts';

type FaqRow = typeof faqs.$inferSelect;
const toFaq = (row: FaqRow): AdminFaq => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  keywords: row.keywords,
  order_num: row.orderNum,
  published: row.published,
  updated_at: row.updatedAt.toISOString(),
});

const toValues = (input: FaqInput) => ({
  question: input.question,
  answer: input.answer,
  keywords: input.keywords,
  orderNum: input.order_num,
  published: input.published,
  updatedAt: new Date(),
});

/** Longest answer text the chat shows (the rest is on the linked page). */
const ANSWER_LENGTH = 300;
/** Words shorter than this are not searched alone (a single Chinese character matches too much). */
const MIN_WORD = 2;

/** The words of a question: the whole of it, and its parts split at spaces and punctuation. */
export function questionWords(question: string): string[] {
  const parts = question
    .split(/[\s,，。.、;；:：!！?？"“”'‘’()（）]+/)
    .map((w) => w.replace(/(怎么|如何|怎样|什么|哪些|哪里|是否|可以|吗|呢|的|了|请问)/g, ' ').trim())
    .flatMap((w) => w.split(/\s+/))
    .filter((w) => [...w].length >= MIN_WORD);
  return [...new Set(parts)].slice(0, 8);
}

/** A row matches when any word is found in any of the columns. */
function anyWord(columns: AnyPgColumn[], words: string[]): SQL | undefined {
  return or(...words.map((word) => keywordCondition(columns, word)));
}

export class FaqService {
  constructor(private readonly db: Db) {}

  async list(_actor: Actor, query: PageRequest): Promise<Page<AdminFaq>> {
    const rows = this.db.select().from(faqs).orderBy(asc(faqs.orderNum), asc(faqs.id)).$dynamic();
    return paginate(query, rows, this.db.select({ n: count() }).from(faqs), (found) => found.map(toFaq));
  }

  private async find(id: number): Promise<AdminFaq> {
    const [row] = await this.db.select().from(faqs).where(eq(faqs.id, id)).limit(1);
    if (!row) throw notFound('admin.faq_not_found');
    return toFaq(row);
  }

  async get(_actor: Actor, { id }: { id: number }): Promise<AdminFaq> {
    return this.find(id);
  }

  async create(actor: Actor, input: FaqInput): Promise<AdminFaq> {
    const [row] = await this.db.insert(faqs).values(toValues(input)).returning();
    const after = toFaq(row!);
    actor.audit({ action: 'faq.create', targetType: 'faq', targetId: after.id, after });
    return after;
  }

  async update(actor: Actor, { id }: { id: number }, input: FaqInput): Promise<AdminFaq> {
    const before = await this.find(id);
    const [row] = await this.db.update(faqs).set(toValues(input)).where(eq(faqs.id, id)).returning();
    const after = toFaq(row!);
    actor.audit({ action: 'faq.update', targetType: 'faq', targetId: id, before, after });
    return after;
  }

  async remove(actor: Actor, { id }: { id: number }): Promise<void> {
    const before = await this.find(id);
    await this.db.delete(faqs).where(eq(faqs.id, id));
    actor.audit({ action: 'faq.delete', targetType: 'faq', targetId: id, before });
  }

  /** Up to CHAT_MAX_ANSWERS answers, FAQ first, then guide items, then policies; the fallback always comes along. */
  async answer(question: string, locale: Locale, hotline: string): Promise<ChatAnswer> {
    const words = questionWords(question);
    const fallback = translate(locale, 'chat.fallback', { policy: POLICY_HOTLINE, hotline: hotline || POLICY_HOTLINE });
    if (!words.length) return { answers: [], fallback };
    const short = (text: string) => {
      const plain = plainText(text, ANSWER_LENGTH + 1);
      return plain.length > ANSWER_LENGTH ? `${plain.slice(0, ANSWER_LENGTH)}…` : plain;
    };
    const [faqRows, guideRows, policyRows] = await Promise.all([
      this.db
        .select()
        .from(faqs)
        .where(and(eq(faqs.published, true), anyWord([faqs.question, faqs.keywords, faqs.answer], words)))
        .orderBy(asc(faqs.orderNum), asc(faqs.id))
        .limit(CHAT_MAX_ANSWERS),
      this.db
        .select()
        .from(operateGuideItems)
        .where(anyWord([operateGuideItems.name, operateGuideItems.content], words))
        .orderBy(asc(operateGuideItems.id))
        .limit(CHAT_MAX_ANSWERS),
      publishedPoliciesMentioning(this.db, words, CHAT_MAX_ANSWERS),
    ]);
    const seen = new Set<string>();
    const answers: ChatAnswerItem[] = [
      ...faqRows.map((f) => ({ source: 'faq' as const, title: f.question, text: short(f.answer), link: '' })),
      ...guideRows.map((g) => ({ source: 'guide' as const, title: g.name, text: short(g.content), link: '' })),
      ...policyRows.map((p) => ({
        source: 'policy' as const,
        title: p.title,
        text: short(p.summary),
        link: `/policyDetail?id=${p.id}`,
      })),
    ].filter((a) => !seen.has(a.title) && seen.add(a.title));
    return { answers: answers.slice(0, CHAT_MAX_ANSWERS), fallback };
  }
}
