// Operate guides (manual + three feature items per audience role) and the new-feature list.

import { randomBytes } from 'node:crypto';
import type { Role } from '@etp/contracts';
import { UPLOADS_PATH } from '@etp/contracts';
import { writeSheet } from '@/lib/spreadsheet/write.ts';
import type { Storage } from '@/lib/storage.ts';
import type { Db } from '../../client.ts';
import { type Attachment, faqs, features, operateGuideItems, operateGuides } from '../../schema/index.ts';

const DAY_MS = 86_400_000;

/**
 * A downloadable quick reference (a one-sheet workbook), stored like an upload so it is served as a file with
 * Content-Disposition by the uploads route (browsers block opening data: addresses).
 */
export async function guideAttachment(storage: Storage, id: number, title: string, text: string): Promise<Attachment> {
  const data = await writeSheet('操作要点', [{ header: title, key: 'text', width: 100 }], [{ text }]);
  const now = new Date();
  const stored = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(16).toString('hex')}.xlsx`;
  await storage.put(`uploads/${stored}`, data);
  return { id, name: `${title}操作要点.xlsx`, url: `${UPLOADS_PATH}${stored}` };
}

interface GuideItem {
  name: string;
  content: string;
}

function item(name: string, content: string): GuideItem {
  return { name, content };
}

const TEACHER: GuideItem[] = [
  item(
    '开班申报',
    '在“班级管理 > 班级列表”新建班级，选择培训课程，填写开班日期、计划人数和授课讲师，保存为草稿后提交审核；区县人社部门审核通过后按期开班。',
  ),
  item(
    '学员报名与审核',
    '学员可通过报名表或批量导入加入班级。请在“学员管理 > 学员审核”核对身份信息与人脸比对结果，审核通过的学员才能参加学习和考试。',
  ),
  item(
    '补贴结算申领',
    '班级结业后，在“结算管理 > 结算申领”勾选学习完成、人脸核验通过且考试合格的学员，确认金额后提交，可随时查看审核进度。',
  ),
];

const TRAINER: GuideItem[] = [
  item('我的班级', '“班级管理 > 我的班级”列出您授课的全部班级，可查看课表、学员名单和每位学员的学习进度。'),
  item(
    '直播授课',
    '在“教学管理 > 直播授课”按课表创建直播，开播前 15 分钟进入直播间调试设备；需人脸拍照的课程，学员进入直播间时会自动拍照签到。',
  ),
  item(
    '课后作业',
    '在“教学管理 > 课后作业”布置作业并设置截止时间，学员提交后可在线批改、打分和写评语，退回的作业学员可修改后重新提交。',
  ),
];

const ADMIN: GuideItem[] = [
  item(
    '站点与系统信息',
    '在“系统管理 > 站点管理”维护各站点的名称、Logo、页脚、二维码、备案号和结算联系人，保存后对应站点立即生效。',
  ),
  item(
    '角色、菜单与权限',
    '在“系统管理 > 菜单管理”调整菜单，在“角色管理”为角色分配菜单和操作权限；用户的第一个角色决定其登录后的首页。',
  ),
  item(
    '操作指南与新功能',
    '在“系统管理 > 操作指南”按角色编辑操作手册和功能说明；更新后，相关用户下次登录时会自动弹出指南。',
  ),
];

function regional(level: string): GuideItem[] {
  return [
    item(
      '培训机构审核',
      `“培训机构管理 > 培训机构审核”列出${level}内申报的机构，核对办学资质、场地和师资材料后审核通过或退回。`,
    ),
    item(
      '开班审核与过程监管',
      `在“班级管理 > 班级列表”审核${level}内的开班申请，并查看开班班级的学习进度、直播签到和考试情况。`,
    ),
    item(
      '结算审核',
      '在“结算管理 > 结算审核”逐班核对学员学习、人脸核验和考试结果，审核通过后进入拨付流程，退回时请写明原因。',
    ),
  ];
}

const STUDENT: GuideItem[] = [
  item(
    '我的学习',
    '登录后进入“我的学习”：这里有今天的直播（点“进入直播”观看）、下一课、待参加的理论考试（显示剩余次数）、待完成的课后作业（显示截止时间），以及练习、考试成绩和学习报告的入口。',
  ),
  item(
    '学时怎么算',
    '观看课程视频和直播都计入学时，以服务器记录为准；首次观看不能快进，每天有学习时长上限。学时满足课程要求、考试合格后即可在“学习报告”查看结业资格。',
  ),
  item(
    '理论考试',
    '考试开放后，在“我的学习”点“去考试”。开始前会提示考试时长和剩余次数；开始后计时不暂停，答案自动保存，断网恢复后会补交。',
  ),
];

const GUIDES: { role: Role; manual: string; items: GuideItem[] }[] = [
  {
    role: 'student',
    manual:
      '<p>欢迎参加创业培训。学员登录后先到“我的学习”：继续上次的课程、进入今天的直播、参加理论考试、完成课后作业，都从这里开始。</p><p>学习报告中可以看到已获学时、考试成绩和结业资格；结业证书发放后可在那里下载。</p>',
    items: STUDENT,
  },
  {
    role: 'teacher',
    manual:
      '<p>欢迎使用创业培训教学服务平台。班主任登录后首先进入“待办任务”，这里汇总了待提交的班级、待审核的学员、待申领的结算和待完成的跟踪调查。</p><p>一个培训周期通常是：开班申报 → 学员报名与审核 → 开班教学 → 结业考试 → 补贴结算申领 → 跟踪服务。</p>',
    items: TEACHER,
  },
  {
    role: 'trainer',
    manual:
      '<p>培训讲师负责授课和作业。登录后在“我的班级”查看授课安排，通过“直播授课”开展线上教学，在“课后作业”布置和批改作业。</p>',
    items: TRAINER,
  },
  {
    role: 'admin',
    manual:
      '<p>系统管理员维护站点、用户、角色、菜单、字典和行政区划，发布门户内容，并可在“系统监控”查看登录日志、操作日志和在线用户。</p>',
    items: ADMIN,
  },
  ...(
    [
      ['province', '全省'],
      ['city', '本市'],
      ['area', '本区县'],
    ] as const
  ).map(([role, level]) => ({
    role,
    manual: `<p>您可以查看${level}的培训数据看板，审核${level}的培训机构、开班申请和补贴结算，并掌握学员结业后的跟踪服务情况。</p>`,
    items: regional(level),
  })),
];

const FEATURES = [
  {
    name: '待办任务集中处理',
    content: '班主任登录后直接进入待办任务，待提交班级、待审核学员、待申领结算和待完成跟踪调查一目了然，点击即可办理。',
    daysAgo: 1,
  },
  {
    name: '学员跟踪服务调查',
    content:
      '学员结业后在个人中心填写跟踪服务调查，管理员可在“跟踪服务调查”中按地区统计学员的就业状态、创业方向和服务需求。',
    daysAgo: 3,
  },
  {
    name: '多站点切换',
    content: '同时为多个站点服务的班主任，可在顶部导航栏的站点切换中一键进入另一站点，无需重复登录。',
    daysAgo: 7,
  },
  {
    name: '导出任务进入下载记录',
    content: '名单和统计表导出改为后台生成，生成完成后在“下载记录”中下载，导出大量数据时页面不再等待。',
    daysAgo: 12,
  },
];

/** Guides, features and FAQ entries; the guides' attachments only where there is a storage to keep them. */
export async function seedOperates(db: Db, storage?: Storage): Promise<void> {
  const now = Date.now();
  let attachmentId = 0;
  for (const guide of GUIDES) {
    const [row] = await db
      .insert(operateGuides)
      .values({ role: guide.role, manual: guide.manual, editTime: new Date(now - 2 * DAY_MS) })
      .returning({ id: operateGuides.id });
    const items = [];
    for (const [i, it] of guide.items.entries()) {
      items.push({
        guideId: row!.id,
        name: it.name,
        content: it.content,
        attachments: storage ? [await guideAttachment(storage, ++attachmentId, it.name, it.content)] : [],
        orderNum: i + 1,
      });
    }
    await db.insert(operateGuideItems).values(items);
  }
  await db
    .insert(features)
    .values(
      FEATURES.map(({ daysAgo, ...f }) => ({ ...f, attachments: [], editTime: new Date(now - daysAgo * DAY_MS) })),
    );
}

/** Questions people ask the smart-service chat first; administrators maintain them in 操作指南 > 常见问题. */
const FAQS = [
  {
    question: '忘记密码怎么办？',
    answer: '请在登录页点击“忘记密码”，或联系本机构的班主任、系统管理员重置密码；重置后首次登录须修改密码。',
    keywords: '密码 重置 登录不了 登录失败',
  },
  {
    question: '如何报名参加创业培训？',
    answer:
      '在门户首页点击“培训报名”，填写姓名、身份证号、手机号和所在地区并提交；培训机构审核后会电话联系您确认开班时间。',
    keywords: '报名 参加培训 培训报名',
  },
  {
    question: '创业担保贷款怎么申请？',
    answer:
      '符合条件的创业者可向创业所在地人社部门或经办银行申请创业担保贷款，个人最高 30 万元。具体条件请查看“政策法规”中的相关政策。',
    keywords: '贷款 担保贷款 资金 补贴',
  },
  {
    question: '学习时长为什么没有记录？',
    answer:
      '视频课程须按顺序学习，拖动进度条跳过的部分不计入学习时长；请保持页面在前台播放，网络中断后重新进入课程即可继续记录。',
    keywords: '学习时长 视频 进度 课程',
  },
  {
    question: '结业证书在哪里查询？',
    answer: '完成学习并考试合格后，可在门户首页“结业证书 在线查询”或“培训证明查询”页面输入证书编号查询。',
    keywords: '证书 结业 证明 查询',
  },
];

export async function seedFaqs(db: Db): Promise<void> {
  await db.insert(faqs).values(FAQS.map((f, i) => ({ ...f, orderNum: i + 1 })));
}
