// Demo students in running and finished classes, their training detail and some answered follow-up surveys.
import type { Db } from '../../client.ts';
import { studentDetails, surveyAnswers } from '../../schema/index.ts';
import type { SeededClass } from './classes.ts';
import { DEMO_INSTITUTION_NAME } from './institutions.ts';
import { type AccountSeed, lookup, type SeedContext, seedAccounts } from './users.ts';

type SurveySeed = Omit<typeof surveyAnswers.$inferInsert, 'id' | 'userId' | 'createdAt'>;

interface StudentSeed {
  username: string;
  /** Details of a new account; absent for the demo `student`, which is one of the role accounts. */
  account?: Omit<AccountSeed, 'username' | 'role'>;
  /** The nth class (default the first) of this institution in this status. */
  class: { institution: string; status: 'running' | 'finished'; nth?: number };
  showQuestionnaire?: 0 | 1;
  survey?: SurveySeed;
}

const QINGDAO = '青岛市市南区海之韵职业培训学校';
const ZIBO = '淄博市张店区齐都职业技能培训学校';
const jinan = (status: 'running' | 'finished', nth = 0) => ({ institution: DEMO_INSTITUTION_NAME, status, nth });

export const DEMO_STUDENTS: StudentSeed[] = [
  // The demo `student` account (created with the role accounts): survey not yet answered, so its dialog shows.
  { username: 'student', class: jinan('running') },
  {
    username: 'student01',
    account: { name: '李娜', phone: '15953110231', idCardMasked: '3701**********0427', isCompare: 1 },
    class: jinan('running'),
    // Answered, so the study pages open without the survey dialog (the learning e2e studies as this student).
    survey: { isService: 1, isBusiness: 1, workStatus: 1, businessDirection: 1, serviceType: [1] },
  },
  {
    username: 'student02',
    account: { name: '赵磊', phone: '15953110232', idCardMasked: '3701**********5613' },
    class: jinan('running', 1),
  },
  {
    username: 'student03',
    account: { name: '孙丽', phone: '15953110233', idCardMasked: '3701**********3826', isCompare: 1 },
    class: jinan('finished'),
    survey: {
      isService: 1,
      isBusiness: 1,
      workStatus: 1,
      businessDirection: 2,
      serviceType: [1, 2],
      otherContent: '计划在社区开一家早餐店，希望对接临街店面和创业担保贷款。',
    },
  },
  {
    username: 'student04',
    account: { name: '周强', phone: '15953110234', idCardMasked: '3701**********1150', isCompare: 1 },
    class: jinan('finished'),
    survey: {
      isService: 1,
      isBusiness: 1,
      workStatus: 1,
      businessDirection: 6,
      businessDirectionContent: '宠物托管与上门喂养服务',
      serviceType: [4, 8],
      serviceTypeContent: '品牌设计和小程序开发对接',
    },
  },
  {
    username: 'student05',
    account: { name: '吴芳', phone: '15953110235', idCardMasked: '3701**********6642', isCompare: 1 },
    class: jinan('finished'),
    survey: { isService: 0, isBusiness: 0, workStatus: 2, businessDirection: 4, serviceType: [5] },
  },
  {
    username: 'student06',
    account: { name: '郑浩', phone: '15953110236', idCardMasked: '3701**********2079' },
    class: jinan('finished', 1),
    // The assessment report is not open for this student: /studentFront/report sends them to info.
    showQuestionnaire: 0,
  },
  {
    username: 'qd_student01',
    account: { name: '姜文', phone: '15863220241', idCardMasked: '3702**********4418' },
    class: { institution: QINGDAO, status: 'running' },
  },
  {
    username: 'qd_student02',
    account: { name: '曲雯雯', phone: '15863220242', idCardMasked: '3702**********7325', isCompare: 1 },
    class: { institution: QINGDAO, status: 'finished' },
    survey: {
      isService: 1,
      isBusiness: 1,
      workStatus: 3,
      businessDirection: 4,
      serviceType: [3, 6, 7],
      otherContent: '做海鲜产品直播带货，想了解个体户税收优惠政策。',
    },
  },
  {
    username: 'zb_student01',
    account: { name: '毕海鹏', phone: '15806330251', idCardMasked: '3703**********9031' },
    class: { institution: ZIBO, status: 'running' },
  },
];

export async function seedStudents(
  db: Db,
  ctx: SeedContext,
  userIds: Map<string, number>,
  seeded: SeededClass[],
): Promise<void> {
  const newAccounts = DEMO_STUDENTS.flatMap((s) =>
    s.account
      ? [{ ...s.account, username: s.username, role: 'student' as const, institution: s.class.institution }]
      : [],
  );
  const ids = new Map([...userIds, ...(await seedAccounts(db, ctx, newAccounts))]);
  const classOf = ({ institution, status, nth = 0 }: StudentSeed['class']) => {
    const found = seeded.filter((c) => c.institution === institution && c.status === status)[nth];
    if (!found) throw new Error(`seed data has no ${status} class #${nth} at ${institution}`);
    return found.id;
  };
  await db.insert(studentDetails).values(
    DEMO_STUDENTS.map((s) => ({
      userId: lookup(ids, s.username),
      classId: classOf(s.class),
      serviceIsSurvey: s.survey ? 1 : 0,
      showQuestionnaire: s.showQuestionnaire ?? 1,
    })),
  );
  await db
    .insert(surveyAnswers)
    .values(DEMO_STUDENTS.flatMap((s) => (s.survey ? [{ ...s.survey, userId: lookup(ids, s.username) }] : [])));
}
