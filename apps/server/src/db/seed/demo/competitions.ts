// Demo competitions: the provincial entrepreneurship competition taking registrations now (three tracks, four
// stages, a few registrations) and last spring's Jinan youth competition with its preliminary, semi-final and final
// results published. Registrations need the instance's personal-data key; without one only the competitions are made.
import { PERSONAL_DATA_CONSENT_VERSION, siteDay } from '@etp/contracts';
import type { PersonalDataCipher } from '@/lib/personal-data/index.ts';
import { registrationNumber } from '@/modules/competitions/index.ts';
import type { Db } from '../../client.ts';
import {
  competitionRegistrations,
  competitionResultEvents,
  competitionResults,
  competitionStages,
  competitionSubmissions,
  competitions,
  competitionTracks,
} from '../../schema/index.ts';
import { coverSvg } from '../svg.ts';

const DAY_MS = 86_400_000;
/** YYYY-MM-DD `days` from today, China time. */
const day = (days: number) => siteDay(Date.now(), days);
const html = (...blocks: string[]) => blocks.map((b) => (b.startsWith('<') ? b : `<p>${b}</p>`)).join('');

type Kind = 'registration' | 'preliminary' | 'semifinal' | 'final';
interface CompetitionSeed {
  name: string;
  regionCode: string | null;
  organizer: string;
  tag: string;
  colors: [string, string];
  intro: string;
  eligibility: string;
  serviceInfo: string;
  contact: string;
  tracks: string[];
  /** [kind, first day, last day] in days from today. */
  stages: [Kind, number, number][];
  /** Stages whose results are published. */
  published: Kind[];
  entries: EntrySeed[];
}
interface EntrySeed {
  project: string;
  track: number;
  type: 'team' | 'company';
  industry: string;
  stage: 'idea' | 'startup' | 'growth' | 'mature';
  region: string;
  leader: string;
  idCard: string;
  phone: string;
  members: { name: string; role: string }[];
  results?: Partial<Record<Kind, { outcome: 'advance' | 'eliminated'; score: number; award?: string }>>;
}

export const DEMO_COMPETITIONS: CompetitionSeed[] = [
  {
    name: '2026年“创业齐鲁·乐业山东”创业大赛',
    regionCode: null,
    organizer: '山东省人力资源和社会保障厅',
    tag: '火热报名中',
    colors: ['#d4380d', '#fa8c16'],
    intro: html(
      '为深入实施就业优先战略，营造鼓励创业、支持创新的良好氛围，省人力资源和社会保障厅举办2026年“创业齐鲁·乐业山东”创业大赛。',
      '大赛设制造业、服务业和乡村振兴专项赛三个赛道，分报名、初赛、复赛、决赛四个阶段。初赛采取商业计划书网络评审；复赛、决赛采取“8分钟路演+7分钟答辩”方式，决赛现场公布成绩。',
      '<h3>奖励政策</h3><ul><li>一等奖项目给予 10 万元创业扶持资金</li><li>获奖项目优先推荐创业担保贷款和入驻省级创业孵化基地</li><li>全部参赛项目均可免费参加创业培训</li></ul>',
    ),
    eligibility:
      '年满 18 周岁、有创业意愿或已在山东省内创业的个人和团队均可报名；团队核心成员不少于 3 人；企业组须为 2021 年 1 月 1 日后在省内登记注册的企业。',
    serviceInfo: html(
      '<h3>联系我们</h3><p>大赛组委会办公室：0531-86901234（工作日 9:00-17:00）</p>',
      '<h3>常见问题</h3><p><strong>问：一个人可以报名多个项目吗？</strong><br>答：同一负责人在本大赛只能报名一个项目。</p><p><strong>问：报名后可以修改吗？</strong><br>答：报名阶段结束前，可凭报名编号和负责人身份证号码修改报名信息。</p>',
      '<h3>配套服务</h3><ul><li>创业培训：参赛选手可免费参加 SYB、网络创业等培训</li><li>融资对接：优秀项目推荐对接创业担保贷款和创投机构</li><li>孵化服务：获奖项目优先入驻省级创业孵化示范基地</li></ul>',
    ),
    contact: '0531-86901234',
    tracks: ['制造业组', '服务业组', '乡村振兴专项赛'],
    stages: [
      ['registration', -20, 30],
      ['preliminary', 31, 45],
      ['semifinal', 55, 58],
      ['final', 70, 70],
    ],
    published: [],
    entries: [
      {
        project: '黄河口生态盐碱地特色农业',
        track: 2,
        type: 'company',
        industry: '农业',
        stage: 'startup',
        region: '370502',
        leader: '刘建国',
        idCard: '370502198806120010',
        phone: '13805460021',
        members: [
          { name: '高雪', role: '运营' },
          { name: '孙鹏', role: '技术' },
        ],
      },
      {
        project: '工业机器人视觉检测系统',
        track: 0,
        type: 'team',
        industry: '智能制造',
        stage: 'idea',
        region: '370102',
        leader: '马晓燕',
        idCard: '370102199503150020',
        phone: '13805310066',
        members: [
          { name: '冯磊', role: '算法' },
          { name: '徐静', role: '市场' },
        ],
      },
    ],
  },
  {
    name: '2026年济南市青年创意创业大赛',
    regionCode: '370100',
    organizer: '济南市人力资源和社会保障局',
    tag: '结果已公布',
    colors: ['#0958d9', '#13c2c2'],
    intro: html(
      '济南市青年创意创业大赛面向 18 至 40 周岁的青年创业者，设创意组和初创组，旨在发掘优秀青年创业项目，助力青年在济创业。',
      '本届大赛共收到报名项目 326 个，经初赛网评、复赛路演和决赛角逐，评出一等奖 1 个、二等奖 2 个、三等奖 3 个。',
    ),
    eligibility: '年龄 18 至 40 周岁；项目在济南市内实施；团队核心成员不少于 3 人。',
    serviceInfo: html(
      '<h3>联系我们</h3><p>济南市就业和人才服务中心：0531-12333</p>',
      '<h3>配套服务</h3><ul><li>获奖项目可申请创业担保贷款贴息</li><li>免费入驻市级创业孵化基地一年</li></ul>',
    ),
    contact: '0531-12333',
    tracks: ['创意组', '初创组'],
    stages: [
      ['registration', -150, -120],
      ['preliminary', -115, -105],
      ['semifinal', -95, -93],
      ['final', -80, -80],
    ],
    published: ['preliminary', 'semifinal', 'final'],
    entries: [
      {
        project: '泉城非遗文创设计工作室',
        track: 0,
        type: 'team',
        industry: '文化创意',
        stage: 'idea',
        region: '370102',
        leader: '张雨萱',
        idCard: '370102199808080043',
        phone: '13705310188',
        members: [
          { name: '王琳', role: '设计' },
          { name: '赵一鸣', role: '电商' },
        ],
        results: {
          preliminary: { outcome: 'advance', score: 89.5 },
          semifinal: { outcome: 'advance', score: 91 },
          final: { outcome: 'advance', score: 93.2, award: '一等奖' },
        },
      },
      {
        project: '社区智慧养老服务平台',
        track: 1,
        type: 'company',
        industry: '养老服务',
        stage: 'startup',
        region: '370103',
        leader: '陈思远',
        idCard: '370103199210100034',
        phone: '13705310299',
        members: [
          { name: '李强', role: '运营' },
          { name: '周婷', role: '护理' },
        ],
        results: {
          preliminary: { outcome: 'advance', score: 86 },
          semifinal: { outcome: 'eliminated', score: 78.5 },
        },
      },
    ],
  },
];

export async function seedCompetitions(
  db: Db,
  userIds: Map<string, number>,
  personalData: PersonalDataCipher | undefined,
): Promise<void> {
  const adminId = userIds.get('admin') ?? null;
  for (const seed of DEMO_COMPETITIONS) {
    const [made] = await db
      .insert(competitions)
      .values({
        name: seed.name,
        regionCode: seed.regionCode,
        cover: coverSvg(seed.name, seed.tag, seed.colors),
        organizer: seed.organizer,
        intro: seed.intro,
        eligibility: seed.eligibility,
        serviceInfo: seed.serviceInfo,
        contact: seed.contact,
        status: 'published',
        publishedAt: new Date(),
        createdBy: adminId,
      })
      .returning({ id: competitions.id });
    const competitionId = made!.id;
    const tracks = await db
      .insert(competitionTracks)
      .values(seed.tracks.map((name, orderNum) => ({ competitionId, name, orderNum })))
      .returning({ id: competitionTracks.id });
    const stages = await db
      .insert(competitionStages)
      .values(
        seed.stages.map(([kind, from, to]) => ({
          competitionId,
          kind,
          startsOn: day(from),
          endsOn: day(to),
          resultsPublishedAt: seed.published.includes(kind) ? new Date(Date.now() + to * DAY_MS) : null,
        })),
      )
      .returning({ id: competitionStages.id, kind: competitionStages.kind });
    if (!personalData) continue;
    for (const entry of seed.entries) {
      const [registration] = await db
        .insert(competitionRegistrations)
        .values({
          competitionId,
          trackId: tracks[entry.track]!.id,
          number: registrationNumber(competitionId),
          entrantType: entry.type,
          projectName: entry.project,
          industry: entry.industry,
          businessStage: entry.stage,
          regionCode: entry.region,
          leaderName: entry.leader,
          leaderIdCipher: personalData.encrypt(entry.idCard),
          leaderIdHash: personalData.lookupHash(entry.idCard),
          leaderPhoneCipher: personalData.encrypt(entry.phone),
          leaderPhoneHash: personalData.lookupHash(entry.phone),
          members: entry.members,
          consentVersion: PERSONAL_DATA_CONSENT_VERSION,
        })
        .returning({ id: competitionRegistrations.id });
      const registrationId = registration!.id;
      await db.insert(competitionSubmissions).values({
        registrationId,
        kind: 'register',
        payload: { project_name: entry.project, leader_name: entry.leader, demo: true },
      });
      for (const [kind, result] of Object.entries(entry.results ?? {})) {
        const stageId = stages.find((s) => s.kind === kind)!.id;
        const values = {
          registrationId,
          stageId,
          outcome: result.outcome,
          score: result.score,
          award: result.award ?? '',
          recordedBy: adminId,
        };
        await db.insert(competitionResults).values(values);
        await db.insert(competitionResultEvents).values({ ...values, source: 'import' });
      }
    }
  }
}
