// Demo training and practical-training institutions across Shandong, and the two courses they teach.
import type { Db } from '../../client.ts';
import { courses, institutions } from '../../schema/index.ts';
import { logoSvg } from '../svg.ts';

type InstitutionRow = typeof institutions.$inferInsert;

/** The institution of the demo teacher, trainer and student, in 济南市历下区. */
export const DEMO_INSTITUTION_NAME = '济南市历下区泉城职业培训学校';

/** `logoText` is the two characters on the generated logo. */
export const DEMO_INSTITUTIONS: (Omit<InstitutionRow, 'logo'> & { logoText: string })[] = [
  {
    name: DEMO_INSTITUTION_NAME,
    logoText: '泉城',
    regionCode: '370102',
    kind: 'training',
    contact: '周明华',
    phone: '0531-86901234',
    settlementContact: '周明华',
    intro:
      '经济南市人社局认定的创业培训定点机构，常年开设SYB创业培训、网络创业培训，配备专职创业指导师12名，年培训学员2000余人次。',
  },
  {
    name: '山东齐鲁创业孵化实训基地',
    logoText: '齐鲁',
    regionCode: '370112',
    kind: 'practical_training',
    contact: '高振宇',
    phone: '0531-88736520',
    settlementContact: '韩雪',
    intro: '省级创业孵化示范基地，建有模拟经营实训室和直播电商实训间，为结业学员提供工位、导师陪跑和融资对接服务。',
  },
  {
    name: '济南市槐荫区明德职业技能培训学校',
    logoText: '明德',
    regionCode: '370104',
    kind: 'training',
    contact: '马立群',
    phone: '0531-87115688',
    settlementContact: '马立群',
    intro: '新申报的创业培训机构，拟开设创业意识培训和小微企业经营管理课程，现待区人社局审核。',
    status: 'pending',
  },
  {
    name: '青岛市市南区海之韵职业培训学校',
    logoText: '海韵',
    regionCode: '370202',
    kind: 'training',
    contact: '于海波',
    phone: '0532-83867712',
    settlementContact: '姜丽',
    intro: '深耕青岛创业培训十余年，面向高校毕业生、退役军人和返乡创业人员开展SYB培训，结业学员创业成功率逾三成。',
  },
  {
    name: '青岛西海岸新区创业实训中心',
    logoText: '西海',
    regionCode: '370211',
    kind: 'practical_training',
    contact: '宋佳琪',
    phone: '0532-86175230',
    settlementContact: '宋佳琪',
    intro: '依托西海岸新区创业园建设，提供海洋经济、跨境电商方向的模拟实训与项目路演，常年对接创业担保贷款。',
  },
  {
    name: '淄博市张店区齐都职业技能培训学校',
    logoText: '齐都',
    regionCode: '370303',
    kind: 'training',
    contact: '王德胜',
    phone: '0533-2187456',
    settlementContact: '毕文静',
    intro: '淄博市创业培训定点机构，特色课程为餐饮创业与夜间经济，合作孵化烧烤、文创等小店项目百余个。',
  },
  {
    name: '烟台市芝罘区港城创业培训中心',
    logoText: '港城',
    regionCode: '370602',
    kind: 'training',
    contact: '曲晓东',
    phone: '0535-6625831',
    settlementContact: '曲晓东',
    intro: '面向城镇失业人员和农村转移劳动力开展创业培训，开设果品电商、海产品加工等地方特色创业专题。',
  },
  {
    name: '潍坊市奎文区鸢都创业实训基地',
    logoText: '鸢都',
    regionCode: '370705',
    kind: 'practical_training',
    contact: '郑凯',
    phone: '0536-8219937',
    settlementContact: '李婷婷',
    intro: '以现代农业和风筝文创为特色的创业实训基地，设有农产品直播间与创业沙盘实训室，可同时容纳120人实训。',
  },
  {
    name: '威海市环翠区海韵职业培训学校',
    logoText: '环翠',
    regionCode: '371002',
    kind: 'training',
    contact: '丛林',
    phone: '0631-5236687',
    settlementContact: '丛林',
    intro: '开设SYB创业培训和民宿经营专题班，聘请本地优秀创业者担任兼职讲师，学员结业后可进入滨海创业园孵化。',
  },
];

export const DEMO_COURSES: (typeof courses.$inferInsert)[] = [
  {
    name: 'SYB创业培训（创办你的企业）',
    intro:
      '人社部推广的经典创业培训课程，共十步：评价自己是否适合创业、建立企业构思、评估市场、组建企业人员、选择企业法律形态、法律环境与责任、预测启动资金、制订利润计划、判断企业能否生存、开办企业。直播课需人脸拍照签到。',
    liveFacePhotograph: 1,
  },
  {
    name: '网络创业培训',
    intro: '面向电商创业者的实务课程：网店定位与开设、商品拍摄与详情页、直播带货、平台规则与售后、推广引流和数据分析。',
    liveFacePhotograph: 0,
  },
];

/** Inserts the institutions and courses; returns institution ids by name and course ids in order. */
export async function seedInstitutions(db: Db): Promise<{ institutionIds: Map<string, number>; courseIds: number[] }> {
  const colors = { training: '#1677ff', practical_training: '#13a8a8' } as const;
  const rows = await db
    .insert(institutions)
    .values(DEMO_INSTITUTIONS.map(({ logoText, ...i }) => ({ ...i, logo: logoSvg(logoText, colors[i.kind]) })))
    .returning({ id: institutions.id, name: institutions.name });
  const courseRows = await db.insert(courses).values(DEMO_COURSES).returning({ id: courses.id });
  return { institutionIds: new Map(rows.map((r) => [r.name, r.id])), courseIds: courseRows.map((c) => c.id) };
}
