// The server menu tree and which roles see each item; menu rows are shared, role_menus say who sees what.
import { LAYOUT_COMPONENT, PARENT_VIEW_COMPONENT, type Role, type ViewComponent } from '@etp/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { menus, roleMenus } from '../../schema/index.ts';

export interface MenuSeed {
  /** Absolute for a top-level item, relative for a child; '' is the index route. */
  path: string;
  /** Top-level items default to the main Layout. */
  component?: ViewComponent | typeof LAYOUT_COMPONENT | typeof PARENT_VIEW_COMPONENT;
  title: string;
  icon?: string;
  hidden?: boolean;
  keepalive?: boolean;
  activeMenu?: string;
  permission?: string;
  /** Who sees a leaf; a parent is seen by everyone who sees one of its children. */
  roles?: Role[];
  children?: MenuSeed[];
}

const ADMIN: Role[] = ['admin'];
const REGIONAL: Role[] = ['province', 'city', 'area'];
const STAFF: Role[] = ['admin', 'teacher', 'trainer', ...REGIONAL];

/** A top-level section (main Layout). */
const section = (path: string, title: string, icon: string, children: MenuSeed[], hidden = false): MenuSeed => ({
  path,
  title,
  icon,
  children,
  hidden,
});

/** A page inside a section. */
const view = (
  path: string,
  component: ViewComponent,
  title: string,
  roles: Role[],
  extra: Partial<MenuSeed> = {},
): MenuSeed => ({ path, component, title, roles, ...extra });

export const MENU_TREE: MenuSeed[] = [
  section('/todoTask', '待办任务', 'ScheduleOutlined', [view('task/index', 'todoTask/task', '待办任务', ['teacher'])]),
  section('/home', '首页', 'HomeOutlined', [
    // One row for every role with the dashboard; students see it titled 首页.
    view('', 'dashboard/index', '首页', ['admin', 'trainer', 'student', ...REGIONAL], {
      icon: 'DashboardOutlined',
      permission: 'dashboard:view',
    }),
    view('', 'teacher/home', '个人中心', ['teacher'], { icon: 'UserOutlined' }),
  ]),
  section('/system', '系统管理', 'SettingOutlined', [
    // Regional administrators manage the accounts of their own region (the server scopes them).
    view('user', 'system/user', '用户管理', [...ADMIN, ...REGIONAL], {
      icon: 'UserOutlined',
      permission: 'system:user:list',
    }),
    view('role', 'system/role', '角色管理', ADMIN, { icon: 'TeamOutlined', permission: 'system:role:list' }),
    view('menu', 'system/menu', '菜单管理', ADMIN, { icon: 'MenuOutlined', permission: 'system:menu:list' }),
    view('dict', 'system/dict', '字典管理', ADMIN, { icon: 'BookOutlined', permission: 'system:dict:list' }),
    view('region', 'system/region', '行政区划', ADMIN, {
      icon: 'EnvironmentOutlined',
      permission: 'system:region:list',
    }),
    view('site', 'system/site', '站点管理', ADMIN, { icon: 'GlobalOutlined', permission: 'system:site:list' }),
    view('operate', 'system/operate', '操作指南', ADMIN, { icon: 'ReadOutlined', permission: 'system:operate:list' }),
  ]),
  section('/monitor', '系统监控', 'MonitorOutlined', [
    view('loginLog', 'monitor/loginLog', '登录日志', ADMIN, { icon: 'LoginOutlined' }),
    view('auditLog', 'monitor/auditLog', '操作日志', ADMIN, { icon: 'AuditOutlined' }),
    view('online', 'monitor/online', '在线用户', ADMIN, { icon: 'WifiOutlined' }),
    // What users hit in the browser: errors with their replays, and page views (modules/monitoring).
    view('clientIssues', 'monitoring/clientIssues', '前端错误', ADMIN, {
      icon: 'BugOutlined',
      permission: 'monitor:client:list',
    }),
    view('pageViews', 'monitoring/pageViews', '页面访问', ADMIN, {
      icon: 'LineChartOutlined',
      permission: 'monitor:client:list',
    }),
  ]),
  section('/content', '内容管理', 'ProfileOutlined', [
    // Regional administrators write the content of their own region.
    view('news', 'content/news', '新闻动态', [...ADMIN, ...REGIONAL], { icon: 'FileTextOutlined' }),
    view('policy', 'content/policy', '政策法规', [...ADMIN, ...REGIONAL], { icon: 'SolutionOutlined' }),
    view('organization', 'content/organization', '服务机构', [...ADMIN, ...REGIONAL], { icon: 'ShopOutlined' }),
    view('case', 'content/case', '优秀案例', [...ADMIN, ...REGIONAL], { icon: 'TrophyOutlined' }),
    view('carousel', 'content/carousel', '轮播图', ADMIN, { icon: 'PictureOutlined' }),
    view('link', 'content/link', '友情链接', ADMIN, { icon: 'LinkOutlined' }),
  ]),
  // Titles say 培训机构 so the practical-training site can rename them.
  section('/institution', '培训机构管理', 'BankOutlined', [
    view('list', 'institution/list', '培训机构列表', ADMIN, { keepalive: true, permission: 'institution:list' }),
    view('review', 'institution/list', '培训机构审核', REGIONAL, { keepalive: true, permission: 'institution:review' }),
  ]),
  section('/class', '班级管理', 'ApartmentOutlined', [
    view('list', 'class/list', '班级列表', ['admin', 'teacher', ...REGIONAL], {
      keepalive: true,
      permission: 'class:list',
    }),
    // The trainer's list is 我的班级 (the web app says so too, whatever the row's title).
    view('list', 'class/myClasses', '我的班级', ['trainer'], { keepalive: true }),
  ]),
  section('/train', '教学管理', 'ReadOutlined', [
    view('live', 'train/live', '直播授课', ['trainer'], { icon: 'VideoCameraOutlined' }),
    view('homework', 'train/homework', '课后作业', ['teacher', 'trainer'], { icon: 'EditOutlined' }),
    view('examTest', 'train/examTest', '考试安排', ['teacher'], {
      icon: 'ScheduleOutlined',
      permission: 'exam:test:edit',
    }),
    view('testResult', 'train/testResult', '考试成绩', ['teacher'], { icon: 'BarChartOutlined' }),
  ]),
  section('/student', '学员管理', 'TeamOutlined', [
    view('verify', 'student/verify', '学员审核', ['teacher'], { icon: 'IdcardOutlined', permission: 'student:verify' }),
    view('list', 'student/list', '学员列表', ['teacher', ...REGIONAL], {
      icon: 'UnorderedListOutlined',
      keepalive: true,
      permission: 'student:list',
    }),
  ]),
  section('/project', '课程资源', 'ProjectOutlined', [
    view('course', 'project/course', '课程管理', ADMIN, { icon: 'PlayCircleOutlined' }),
    view('question', 'project/question', '题库管理', ADMIN, {
      icon: 'FormOutlined',
      keepalive: true,
      permission: 'exam:bank:list',
    }),
    view('paper', 'project/paper', '试卷管理', ADMIN, {
      icon: 'ProfileOutlined',
      keepalive: true,
      permission: 'exam:bank:list',
    }),
  ]),
  section('/settlement', '结算管理', 'AccountBookOutlined', [
    view('claim', 'settlement/claim', '结算申领', ['teacher'], {
      icon: 'PayCircleOutlined',
      permission: 'settlement:claim',
    }),
    view('review', 'settlement/review', '结算审核', ['admin', ...REGIONAL], {
      icon: 'AuditOutlined',
      permission: 'settlement:review',
    }),
    view('certificates', 'certificates/list', '合格证明', ['admin', ...REGIONAL], {
      icon: 'SafetyCertificateOutlined',
      permission: 'certificate:manage',
    }),
    // The admin's subsidy standards, review chains per region, holiday calendar and duplicate-check period.
    view('config', 'settlement/config', '结算配置', ADMIN, { icon: 'SettingOutlined' }),
  ]),
  // Competitions: regional administrators run those of their own region (the server scopes them).
  section('/contest', '创业大赛', 'TrophyOutlined', [
    view('list', 'competition/list', '大赛管理', [...ADMIN, ...REGIONAL], {
      icon: 'CalendarOutlined',
      keepalive: true,
      permission: 'competition:list',
    }),
  ]),
  section('/service', '跟踪服务', 'CustomerServiceOutlined', [
    view('survey', 'service/survey', '跟踪服务调查', ['admin', ...REGIONAL], {
      icon: 'FormOutlined',
      permission: 'service:survey:list',
    }),
  ]),
  // The portal's public activities: questionnaires answered by link and QR code, the startup-star collection.
  section('/activity', '活动管理', 'TrophyOutlined', [
    // Questionnaires answered on the portal by link and QR code (the server scopes regional administrators).
    view('survey', 'survey/list', '问卷调查', ['admin', ...REGIONAL], {
      icon: 'CheckSquareOutlined',
      permission: 'survey:manage',
    }),
    // The startup-star online collection's applications (/collection), reviewed within the caller's region.
    view('collection', 'collection/list', '创业之星征集', ['admin', ...REGIONAL], {
      icon: 'FundOutlined',
      permission: 'collection:review',
    }),
  ]),
  // Hidden sections: reached from the top navbar, not the side menu.
  section(
    '/downRecord',
    '下载记录',
    'DownloadOutlined',
    [view('export/index', 'download/export', '下载记录', STAFF)],
    true,
  ),
  section(
    '/basic',
    '消息中心',
    'NotificationOutlined',
    [view('announcement/index', 'announcement/index', '消息通知', [...STAFF, 'student'])],
    true,
  ),
];

/** The English title of each seeded menu title (the menu editor keeps both; an empty English title shows the Chinese). */
export const MENU_TITLES_EN: Record<string, string> = {
  下载记录: 'Downloads',
  个人中心: 'My profile',
  优秀案例: 'Success stories',
  创业大赛: 'Competitions',
  创业之星征集: 'Startup-star applications',
  前端错误: 'Client errors',
  大赛管理: 'Competition management',
  活动管理: 'Activities',
  问卷调查: 'Surveys',
  内容管理: 'Content',
  友情链接: 'Links',
  在线用户: 'Online users',
  培训机构列表: 'Training institutions',
  培训机构审核: 'Institution review',
  培训机构管理: 'Institutions',
  字典管理: 'Dictionaries',
  学员列表: 'Students',
  学员审核: 'Student review',
  学员管理: 'Students',
  待办任务: 'To-do tasks',
  操作指南: 'Operate guide',
  操作日志: 'Audit log',
  政策法规: 'Policies',
  教学管理: 'Teaching',
  新闻动态: 'News',
  服务机构: 'Service organizations',
  消息通知: 'Messages',
  消息中心: 'Message center',
  班级列表: 'Classes',
  我的班级: 'My classes',
  班级管理: 'Classes',
  用户管理: 'Users',
  登录日志: 'Login log',
  直播授课: 'Live lessons',
  站点管理: 'Sites',
  系统监控: 'Monitoring',
  系统管理: 'System',
  结算审核: 'Settlement review',
  合格证明: 'Certificates',
  结算申领: 'Settlement claims',
  结算管理: 'Settlement',
  结算配置: 'Settlement settings',
  考试成绩: 'Exam results',
  菜单管理: 'Menus',
  行政区划: 'Regions',
  角色管理: 'Roles',
  课后作业: 'Homework',
  课程管理: 'Courses',
  题库管理: 'Question bank',
  页面访问: 'Page views',
  试卷管理: 'Exam papers',
  课程资源: 'Course resources',
  跟踪服务: 'Follow-up service',
  跟踪服务调查: 'Follow-up surveys',
  轮播图: 'Carousel',
  首页: 'Home',
};

/** Roles that see a node: its own for a leaf, the union of its children's for a parent. */
export function rolesOf(node: MenuSeed): Role[] {
  if (!node.children?.length) return node.roles ?? [];
  return [...new Set(node.children.flatMap(rolesOf))];
}

/** The menus row of a seeded node. */
const menuRow = (
  node: MenuSeed,
  parentId: number | null,
  component: string,
  orderNum: number,
): typeof menus.$inferInsert => ({
  parentId,
  path: node.path,
  component,
  title: node.title,
  titleEn: MENU_TITLES_EN[node.title] ?? '',
  icon: node.icon ?? '',
  visible: node.hidden ? '1' : '0',
  keepalive: node.keepalive ?? false,
  activeMenu: node.activeMenu ?? '',
  permission: node.permission ?? '',
  orderNum,
});

const keyOf = (parentId: number | null, path: string, component: string) => `${parentId ?? 0}|${path}|${component}`;

/**
 * Writes the menu tree and each role's grants into a database that has no menus yet. Once menus exist
 * they belong to the administrators (the menu editor), so a deleted item never comes back on a restart.
 */
export async function seedMenus(db: Db): Promise<void> {
  const existing = await db
    .select({ id: menus.id, parentId: menus.parentId, path: menus.path, component: menus.component })
    .from(menus);
  if (existing.length > 0) {
    // Menus made before titles had an English form get it for every title still as seeded.
    for (const [title, titleEn] of Object.entries(MENU_TITLES_EN)) {
      await db
        .update(menus)
        .set({ titleEn })
        .where(and(eq(menus.title, title), eq(menus.titleEn, '')));
    }
    return;
  }
  const ids = new Map(existing.map((m) => [keyOf(m.parentId, m.path, m.component), m.id]));
  const grants: { role: Role; menuId: number }[] = [];

  const insertLevel = async (nodes: MenuSeed[], parentId: number | null): Promise<void> => {
    for (const [i, node] of nodes.entries()) {
      const component = node.component ?? (parentId === null ? LAYOUT_COMPONENT : PARENT_VIEW_COMPONENT);
      const key = keyOf(parentId, node.path, component);
      let id = ids.get(key);
      if (id === undefined) {
        const [row] = await db
          .insert(menus)
          .values(menuRow(node, parentId, component, i + 1))
          .returning({ id: menus.id });
        id = row!.id;
        ids.set(key, id);
      }
      for (const role of rolesOf(node)) grants.push({ role, menuId: id });
      if (node.children) await insertLevel(node.children, id);
    }
  };

  await insertLevel(MENU_TREE, null);
  await db.insert(roleMenus).values(grants).onConflictDoNothing();
}

/**
 * Adds the seeded items whose view is one of `components` to a database whose menus were written before those items
 * existed (a data migration calls it once per release that adds menu items): each one absent is inserted under its
 * seeded section, found by its path, with its English title and its roles' grants. An empty menu table is left to
 * seedMenus; a section an administrator removed, or an item whose view is already somewhere in the menus, is left
 * as it is. Answers the views added.
 */
export async function addSeededMenuItems(db: Db, components: readonly ViewComponent[]): Promise<ViewComponent[]> {
  const existing = await db
    .select({ id: menus.id, parentId: menus.parentId, path: menus.path, component: menus.component })
    .from(menus);
  if (existing.length === 0) return [];
  const added: ViewComponent[] = [];
  for (const component of components) {
    if (existing.some((row) => row.component === component)) continue;
    const section = MENU_TREE.find((node) => node.children?.some((child) => child.component === component));
    const index = section?.children?.findIndex((child) => child.component === component) ?? -1;
    const item = section?.children?.[index];
    const parent = existing.find((row) => row.parentId === null && row.path === section?.path);
    if (!item || !parent) continue;
    const [row] = await db
      .insert(menus)
      .values(menuRow(item, parent.id, component, index + 1))
      .returning({ id: menus.id });
    const roles = rolesOf(item);
    if (roles.length) {
      await db
        .insert(roleMenus)
        .values(roles.map((role) => ({ role, menuId: row!.id })))
        .onConflictDoNothing();
      // The section is seen by whoever sees one of its items.
      await db
        .insert(roleMenus)
        .values(roles.map((role) => ({ role, menuId: parent.id })))
        .onConflictDoNothing();
    }
    added.push(component);
  }
  return added;
}
