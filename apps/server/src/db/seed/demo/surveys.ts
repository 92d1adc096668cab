// Demo surveys: a published satisfaction survey with a question of every kind and three dozen visitors' answers
// (deterministic, so the demo results read the same on every machine), and a draft of a regional survey.
import type { Db } from '../../client.ts';
import { surveyOptions, surveyQuestions, surveyResponseItems, surveyResponses, surveys } from '../../schema/index.ts';

const DAY_MS = 86_400_000;
export const DEMO_SURVEY_TITLE = '2026年创业培训服务满意度调查';
const DEMO_RESPONSES = 36;

type Kind = 'single' | 'multiple' | 'text' | 'rating';
interface QuestionSeed {
  kind: Kind;
  title: string;
  required: boolean;
  options?: string[];
  ratingMax?: number;
}

const QUESTIONS: QuestionSeed[] = [
  {
    kind: 'single',
    title: '您参加的是哪一类创业培训？',
    required: true,
    options: ['GYB 创业意识', 'SYB 创办企业', 'IYB 改善企业', '网络创业培训'],
  },
  {
    kind: 'multiple',
    title: '您最希望获得哪些后续服务？（可多选）',
    required: true,
    options: ['创业担保贷款', '场地与孵化', '创业导师', '政策咨询', '项目推介'],
  },
  { kind: 'rating', title: '您对培训讲师的总体评价', required: true, ratingMax: 5 },
  {
    kind: 'single',
    title: '培训结束后您是否已经开始创业？',
    required: false,
    options: ['已经创业', '正在筹备', '暂无计划'],
  },
  { kind: 'text', title: '您对培训内容和服务还有哪些建议？', required: false },
];

const SUGGESTIONS = [
  '希望增加更多本地成功案例的分享。',
  '线上课程很方便，建议增加回放时长。',
  '财务模块讲得很好，希望再深入一些。',
  '希望能对接更多贷款渠道。',
  '实训环节时间可以再长一点。',
  '',
];

/** A small deterministic generator (mulberry32): the same answers on every seed. */
function generator(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertSurvey(
  db: Db,
  values: typeof surveys.$inferInsert,
  questions: QuestionSeed[],
): Promise<{ id: number; questions: { id: number; seed: QuestionSeed; options: number[] }[] }> {
  const [survey] = await db.insert(surveys).values(values).returning({ id: surveys.id });
  const made: { id: number; seed: QuestionSeed; options: number[] }[] = [];
  for (const [i, q] of questions.entries()) {
    const [question] = await db
      .insert(surveyQuestions)
      .values({
        surveyId: survey!.id,
        position: i + 1,
        kind: q.kind,
        title: q.title,
        required: q.required,
        ratingMax: q.ratingMax ?? 5,
      })
      .returning({ id: surveyQuestions.id });
    const options = q.options?.length
      ? await db
          .insert(surveyOptions)
          .values(q.options.map((label, j) => ({ questionId: question!.id, position: j + 1, label })))
          .returning({ id: surveyOptions.id })
      : [];
    made.push({ id: question!.id, seed: q, options: options.map((o) => o.id) });
  }
  return { id: survey!.id, questions: made };
}

export async function seedSurveys(db: Db, userIds: Map<string, number>): Promise<void> {
  const now = Date.now();
  const published = new Date(now - 10 * DAY_MS);
  const demo = await insertSurvey(
    db,
    {
      title: DEMO_SURVEY_TITLE,
      intro: '感谢您参加创业培训！本问卷约需 2 分钟，您的意见将帮助我们改进培训和后续服务。问卷匿名填写。',
      status: 'published',
      opensAt: published,
      closesAt: null,
      regionCode: null,
      authorId: userIds.get('admin') ?? null,
      publishedAt: published,
      createdAt: published,
      updatedAt: published,
    },
    QUESTIONS,
  );
  await insertSurvey(
    db,
    {
      title: '（草稿）济南市创业孵化基地入驻意向调查',
      intro: '了解学员入驻孵化基地的意向。',
      status: 'draft',
      regionCode: '370100',
      authorId: userIds.get('city') ?? null,
    },
    QUESTIONS.slice(0, 2),
  );

  const random = generator(20260101);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  for (let i = 0; i < DEMO_RESPONSES; i++) {
    const [response] = await db
      .insert(surveyResponses)
      .values({
        surveyId: demo.id,
        browserKey: `demo-browser-${String(i + 1).padStart(6, '0')}`,
        ipHash: `demo-${i + 1}`,
        submittedAt: new Date(published.getTime() + (i + 1) * 6 * 3_600_000),
      })
      .returning({ id: surveyResponses.id });
    const items: (typeof surveyResponseItems.$inferInsert)[] = [];
    for (const q of demo.questions) {
      const responseId = response!.id;
      if (q.seed.kind === 'single') {
        if (!q.seed.required && random() < 0.2) continue;
        items.push({ responseId, questionId: q.id, optionId: pick(q.options) });
      } else if (q.seed.kind === 'multiple') {
        const chosen = q.options.filter(() => random() < 0.45);
        for (const optionId of chosen.length ? chosen : [q.options[0]!])
          items.push({ responseId, questionId: q.id, optionId });
      } else if (q.seed.kind === 'rating') {
        // Mostly satisfied: 3 to 5, now and then lower.
        const rating = random() < 0.1 ? 2 : 3 + Math.floor(random() * 3);
        items.push({ responseId, questionId: q.id, rating });
      } else {
        const text = pick(SUGGESTIONS);
        if (text) items.push({ responseId, questionId: q.id, text });
      }
    }
    await db.insert(surveyResponseItems).values(items);
  }
}
