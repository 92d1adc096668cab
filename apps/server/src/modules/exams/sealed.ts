// Which keys are secret (issue 26): a question's key, its analysis and whether an answer to it was right stay secret
// while a test that can put the question before a candidate has not closed: open now or still to open, in any class of
// the course (a key told in one class reaches the next room), through its paper (a fixed paper's items, or every
// question a drawn paper's rules can draw) or through an attempt that froze it before the paper changed. Practice
// leaves such questions out and a student's review waits for the last of those tests to close (docs/exams.md).
import { and, eq, gt, inArray, max, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import { rowsOf } from '@/db/migrate.ts';
import { examAttempts, examPapers, examQuestions, examTests } from '@/db/schema/exams.ts';
import { ruleCondition } from './papers.service.ts';

const NEVER = sql<string | null>`null::timestamptz`;

/**
 * An expression on `exam_questions`: when the last test not closed at `now` that can show the question closes, or
 * null when its key may be shown. Reads the open tests' papers and their attempts' questions once, for these courses.
 */
export async function keysSealedUntil(db: Db | Tx, courseIds: number[], now: Date): Promise<SQL<string | null>> {
  if (!courseIds.length) return NEVER;
  const open = and(inArray(examPapers.courseId, courseIds), gt(examTests.closesAt, now));
  const [papers, frozen] = await Promise.all([
    db
      .select({ paper: examPapers, until: max(examTests.closesAt) })
      .from(examTests)
      .innerJoin(examPapers, eq(examPapers.id, examTests.paperId))
      .where(open)
      .groupBy(examPapers.id),
    db.execute(sql`
      select (f.q ->> 'question_id')::int as id, max(${examTests.closesAt}) as until
      from ${examAttempts}
        join ${examTests} on ${examTests.id} = ${examAttempts.testId}
        join ${examPapers} on ${examPapers.id} = ${examTests.paperId}
        cross join jsonb_array_elements(${examAttempts.questions}) as f(q)
      where ${open}
      group by 1`),
  ]);
  const cases: SQL[] = [];
  const until = (at: Date | string) => sql`${new Date(at).toISOString()}::timestamptz`;
  for (const { paper, until: closes } of papers) {
    const ids = paper.items.map((i) => i.question_id);
    const holds =
      paper.mode === 'fixed'
        ? ids.length
          ? inArray(examQuestions.id, ids)
          : undefined
        : or(...paper.rules.map((rule) => ruleCondition(paper.courseId, rule)));
    if (holds && closes) cases.push(sql`case when ${holds} then ${until(closes)} end`);
  }
  const byClose = new Map<string, number[]>();
  for (const row of rowsOf<{ id: number; until: string | Date }>(frozen)) {
    const at = new Date(row.until).toISOString();
    byClose.set(at, [...(byClose.get(at) ?? []), Number(row.id)]);
  }
  for (const [at, ids] of byClose) cases.push(sql`case when ${inArray(examQuestions.id, ids)} then ${until(at)} end`);
  if (!cases.length) return NEVER;
  return sql<string | null>`greatest(${sql.join(cases, sql`, `)})`;
}
