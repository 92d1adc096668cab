// Demo accounts: the seven role accounts (one per role) plus the staff of two more institutions.
import type { Role } from '@etp/contracts';
import { loginNameColumns, type PersonalDataCipher, phoneColumns } from '@/lib/personal-data/index.ts';
import type { Db } from '../../client.ts';
import { userRoles, userSites, users } from '../../schema/index.ts';
import { avatarSvg } from '../svg.ts';
import { DEMO_INSTITUTION_NAME } from './institutions.ts';

export const DEMO_PASSWORD = 'Demo@12345';
/** The demo `student`'s ID number (王小明): what the demo completion test link is tried with (docs/exams.md). */
export const DEMO_STUDENT_ID_CARD = '370102199005122318';

export interface AccountSeed {
  username: string;
  name: string;
  /** The routing role (user_roles position 0). */
  role: Role;
  phone: string;
  regionCode?: string;
  institution?: string;
  idCardMasked?: string;
  address?: string;
  intro?: string;
  isCompare?: number;
  /** Domains of the sites the account works for (the teacher's site switcher). */
  sites?: string[];
}

const QINGDAO = '青岛市市南区海之韵职业培训学校';
const ZIBO = '淄博市张店区齐都职业技能培训学校';
const HUAIYIN = '济南市槐荫区明德职业技能培训学校';
const HUANGDAO = '青岛西海岸新区创业实训中心';

export const DEMO_ACCOUNTS: AccountSeed[] = [
  { username: 'admin', name: '赵立新', role: 'admin', phone: '13805310001', address: '山东省济南市历下区' },
  { username: 'province', name: '孙海燕', role: 'province', phone: '13805310002', regionCode: '370000' },
  { username: 'city', name: '李国栋', role: 'city', phone: '13805310003', regionCode: '370100' },
  { username: 'area', name: '刘静怡', role: 'area', phone: '13805310004', regionCode: '370102' },
  {
    username: 'teacher',
    name: '张慧敏',
    role: 'teacher',
    phone: '13805310005',
    institution: DEMO_INSTITUTION_NAME,
    intro: '国家二级创业指导师，从事创业培训班级管理工作八年，负责学员报名审核、开班申报和补贴结算申领。',
    sites: ['localhost', 'practice.localhost'],
  },
  {
    username: 'trainer',
    name: '陈志远',
    role: 'trainer',
    phone: '13805310006',
    institution: DEMO_INSTITUTION_NAME,
    intro: 'SYB创业培训讲师、网络创业培训讲师，曾创办餐饮连锁企业，擅长市场评估与利润计划模块教学。',
  },
  {
    username: 'student',
    name: '王小明',
    role: 'student',
    phone: '13805310007',
    institution: DEMO_INSTITUTION_NAME,
    idCardMasked: '3701**********2318',
    address: '山东省济南市历下区解放路',
  },
  {
    username: 'qd_teacher',
    name: '于晓丽',
    role: 'teacher',
    phone: '13905320011',
    institution: QINGDAO,
    sites: ['localhost'],
  },
  { username: 'qd_trainer', name: '林海涛', role: 'trainer', phone: '13905320012', institution: QINGDAO },
  {
    username: 'zb_teacher',
    name: '毕淑芬',
    role: 'teacher',
    phone: '13905330021',
    institution: ZIBO,
    sites: ['localhost'],
  },
  { username: 'zb_trainer', name: '王志刚', role: 'trainer', phone: '13905330022', institution: ZIBO },
  {
    username: 'hy_teacher',
    name: '宋雅琴',
    role: 'teacher',
    phone: '13905310031',
    institution: HUAIYIN,
    sites: ['localhost'],
  },
  { username: 'hy_trainer', name: '韩东升', role: 'trainer', phone: '13905310032', institution: HUAIYIN },
  {
    username: 'hd_teacher',
    name: '薛明珠',
    role: 'teacher',
    phone: '13905320041',
    institution: HUANGDAO,
    sites: ['localhost'],
  },
  { username: 'hd_trainer', name: '矫振华', role: 'trainer', phone: '13905320042', institution: HUANGDAO },
];

export interface SeedContext {
  passwordHash: string;
  /** The instance's personal-data cipher: phones are stored encrypted, phone login names by hash. */
  personalData: PersonalDataCipher;
  siteIds: Map<string, number>;
  institutionIds: Map<string, number>;
  /** Region code of each institution by name. */
  institutionRegions: Map<string, string>;
}

const AVATAR_COLORS: Partial<Record<Role, string>> = { admin: '#1677ff', teacher: '#722ed1', trainer: '#fa8c16' };

/** Inserts accounts with their first role and sites; returns user ids by username. */
export async function seedAccounts(db: Db, ctx: SeedContext, accounts: AccountSeed[]): Promise<Map<string, number>> {
  const rows = await db
    .insert(users)
    .values(
      accounts.map((a) => ({
        ...loginNameColumns(ctx.personalData, a.username),
        passwordHash: ctx.passwordHash,
        name: a.name,
        avatar: avatarSvg(a.name, AVATAR_COLORS[a.role]),
        ...phoneColumns(ctx.personalData, a.phone),
        idCardMasked: a.idCardMasked ?? '',
        address: a.address ?? '',
        intro: a.intro ?? '',
        regionCode: a.regionCode ?? (a.institution ? lookup(ctx.institutionRegions, a.institution) : null),
        institutionId: a.institution ? lookup(ctx.institutionIds, a.institution) : null,
        isCompare: a.isCompare ?? 0,
      })),
    )
    .returning({ id: users.id });
  // In the order given (the demo accounts' names are not phones, but the map is keyed by the name as given).
  const ids = new Map(rows.map((r, i) => [accounts[i]!.username, r.id]));
  await db
    .insert(userRoles)
    .values(accounts.map((a) => ({ userId: lookup(ids, a.username), role: a.role, position: 0 })));
  const siteRows = accounts.flatMap((a) =>
    (a.sites ?? []).map((domain) => ({ userId: lookup(ids, a.username), siteId: lookup(ctx.siteIds, domain) })),
  );
  if (siteRows.length) await db.insert(userSites).values(siteRows);
  return ids;
}

/** A map read that fails loudly: a typo in seed data must not become a null foreign key. */
export function lookup<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed data refers to unknown ${String(key)}`);
  return value;
}
