// Demo announcements: province-wide, city and area notices from the regional administrators, and one draft.
import type { Role } from '@etp/contracts';
import type { Db } from '../../client.ts';
import { announcements } from '../../schema/index.ts';

const DAY_MS = 86_400_000;

interface AnnouncementSeed {
  title: string;
  content: string;
  roles: Role[];
  regionCode: string | null;
  author: string;
  daysAgo: number | null;
}

const SEEDS: AnnouncementSeed[] = [
  {
    title: '关于平台系统升级维护的通知',
    content:
      '<p>为提升平台服务能力，系统将于本周六 22:00 至次日 02:00 进行升级维护，期间暂停登录和学习记录上报。</p><p>请各位用户提前做好安排，给您带来的不便敬请谅解。</p>',
    roles: [],
    regionCode: null,
    author: 'admin',
    daysAgo: 1,
  },
  {
    title: '2026年全省创业培训补贴申领工作安排',
    content:
      '<p>各市、县（区）人社部门，各培训机构：</p><p>现将 2026 年创业培训补贴申领工作安排如下：</p><ol><li>班级结业后 30 日内提交结算申领；</li><li>学员须完成全部学习、通过人脸核验和结业考试；</li><li>区县审核通过后按月拨付。</li></ol>',
    roles: ['teacher', 'province', 'city', 'area'],
    regionCode: '370000',
    author: 'province',
    daysAgo: 3,
  },
  {
    title: '济南市创业培训讲师线上教研活动通知',
    content:
      '<p>定于下周三下午 14:30 开展线上教研，主题为“SYB 市场评估模块的互动教学设计”，请全市培训讲师按时参加。</p>',
    roles: ['trainer'],
    regionCode: '370100',
    author: 'city',
    daysAgo: 5,
  },
  {
    title: '历下区结业学员后续跟踪服务调查提醒',
    content:
      '<p>请已结业的学员登录平台，在“个人中心”完成后续跟踪服务调查，我们将根据您的需求提供开业指导、贷款政策咨询等服务。</p>',
    roles: ['student'],
    regionCode: '370102',
    author: 'area',
    daysAgo: 2,
  },
  {
    title: '（草稿）下半年创业大赛报名动员',
    content: '<p>草稿：报名时间、参赛条件和奖励办法待定。</p>',
    roles: [],
    regionCode: '370000',
    author: 'province',
    daysAgo: null,
  },
];

export async function seedAnnouncements(db: Db, userIds: Map<string, number>): Promise<void> {
  const now = Date.now();
  await db.insert(announcements).values(
    SEEDS.map((a) => {
      const publishedAt = a.daysAgo === null ? null : new Date(now - a.daysAgo * DAY_MS);
      return {
        title: a.title,
        content: a.content,
        roles: a.roles,
        regionCode: a.regionCode,
        authorId: userIds.get(a.author) ?? null,
        status: publishedAt ? ('published' as const) : ('draft' as const),
        publishedAt,
        createdAt: publishedAt ?? new Date(now),
        updatedAt: publishedAt ?? new Date(now),
      };
    }),
  );
}
