// What other domains read of the content, without its tables: the published policies that mention any of some words.
import { and, asc, inArray, lte, or } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { policies } from '@/db/schema/content.ts';
import { keywordCondition } from '@/lib/like.ts';

/** Up to `limit` policies published by now whose title or summary holds any of the words, by id. */
export function publishedPoliciesMentioning(db: Db, words: string[], limit: number) {
  return db
    .select({ id: policies.id, title: policies.title, summary: policies.summary })
    .from(policies)
    .where(
      and(
        inArray(policies.status, ['published', 'scheduled']),
        lte(policies.publishAt, new Date()),
        or(...words.map((word) => keywordCondition([policies.title, policies.summary], word))),
      ),
    )
    .orderBy(asc(policies.id))
    .limit(limit);
}
