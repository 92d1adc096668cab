// Exports of the configuration lists (roles, menus, dictionaries, regions, sites, sessions, features,
// announcements), so every back-office list can go to the download centre; who may export each is declared here.
import type { Locale, Role } from '@etp/contracts';
import { and, asc, desc, eq, gt, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  announcements,
  dictItems,
  features,
  menus,
  regions,
  roles,
  sessions,
  sites,
  users,
} from '../../db/schema/index.ts';
import { scopeOf } from '../../plugins/scope.ts';
import type { ExportOwner, ExportService } from './service.ts';

const ADMIN: readonly Role[] = ['admin'];
const MANAGERS: readonly Role[] = ['admin', 'province', 'city', 'area'];
const label = (locale: Locale, zh: string, en: string) => (locale === 'en-US' ? en : zh);
const iso = (date: Date | null) => date?.toISOString() ?? '';

/** The region-code condition of a regional administrator (nothing for admin). */
function inRegion(owner: ExportOwner, column: Parameters<typeof like>[0]): SQL | undefined {
  const scope = scopeOf(owner.role, owner.user);
  if (scope.level === 'all') return undefined;
  return scope.level === 'region' ? like(column, `${scope.prefix}%`) : sql`false`;
}

interface ListKind {
  roles: readonly Role[];
  name: [zh: string, en: string];
  columns: [key: string, zh: string, en: string][];
  rows(db: Db, owner: ExportOwner, params: Record<string, unknown>, idleTimeoutMs: number): Promise<object[]>;
}

export const LIST_EXPORTS: Record<string, ListKind> = {
  roles: {
    roles: ADMIN,
    name: ['角色列表', 'Roles'],
    columns: [
      ['key', '角色标识', 'Key'],
      ['name', '角色名称', 'Name'],
      ['permissions', '权限字符', 'Permissions'],
    ],
    rows: async (db) =>
      (await db.select().from(roles).orderBy(asc(roles.orderNum))).map((r) => ({
        ...r,
        permissions: r.permissions.join(', '),
      })),
  },
  menus: {
    roles: ADMIN,
    name: ['菜单列表', 'Menus'],
    columns: [
      ['id', '编号', 'Id'],
      ['parentId', '上级编号', 'Parent'],
      ['path', '路由地址', 'Path'],
      ['component', '组件', 'Component'],
      ['title', '菜单名称', 'Title'],
      ['visible', '显示(0)/隐藏(1)', 'Visible (0) / hidden (1)'],
      ['permission', '权限字符', 'Permission'],
      ['orderNum', '排序', 'Order'],
    ],
    rows: (db) => db.select().from(menus).orderBy(asc(menus.parentId), asc(menus.orderNum), asc(menus.id)),
  },
  'dict-items': {
    roles: ADMIN,
    name: ['字典数据', 'Dictionary items'],
    columns: [
      ['code', '字典编码', 'Code'],
      ['value', '字典值', 'Value'],
      ['label', '字典标签', 'Label'],
      ['orderNum', '排序', 'Order'],
    ],
    rows: (db, _owner, params) =>
      db
        .select()
        .from(dictItems)
        .where(typeof params.code === 'string' && params.code ? eq(dictItems.code, params.code) : undefined)
        .orderBy(asc(dictItems.code), asc(dictItems.orderNum), asc(dictItems.value)),
  },
  regions: {
    roles: MANAGERS,
    name: ['行政区划', 'Regions'],
    columns: [
      ['code', '区划代码', 'Code'],
      ['name', '名称', 'Name'],
      ['level', '级别', 'Level'],
      ['parentCode', '上级代码', 'Parent'],
    ],
    rows: (db, owner) => db.select().from(regions).where(inRegion(owner, regions.code)).orderBy(asc(regions.code)),
  },
  sites: {
    roles: ADMIN,
    name: ['站点列表', 'Sites'],
    columns: [
      ['domain', '域名', 'Domain'],
      ['variant', '站点类型', 'Variant'],
      ['website', '站点名称', 'Name'],
      ['serviceHotline', '服务热线', 'Hotline'],
      ['organizer', '主办单位', 'Organizer'],
      ['recordNumber', '备案号', 'Record number'],
    ],
    rows: (db) => db.select().from(sites).orderBy(asc(sites.id)),
  },
  sessions: {
    roles: ADMIN,
    name: ['在线用户', 'Online sessions'],
    columns: [
      ['username', '用户名', 'Username'],
      ['name', '姓名', 'Name'],
      ['role', '登录角色', 'Role'],
      ['site', '站点', 'Site'],
      ['ip', 'IP', 'IP'],
      ['createdAt', '登录时间', 'Since'],
      ['lastActivityAt', '最后活动', 'Last activity'],
    ],
    rows: async (db, _owner, _params, idleTimeoutMs) => {
      const rows = await db
        .select({ session: sessions, username: users.username, name: users.name, site: sites.domain })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(sites, eq(sites.id, sessions.siteId))
        .where(and(isNull(sessions.endedAt), gt(sessions.lastActivityAt, new Date(Date.now() - idleTimeoutMs))))
        .orderBy(desc(sessions.lastActivityAt));
      return rows.map(({ session, ...who }) => ({
        ...who,
        role: session.role,
        ip: session.ip,
        createdAt: iso(session.createdAt),
        lastActivityAt: iso(session.lastActivityAt),
      }));
    },
  },
  features: {
    roles: ADMIN,
    name: ['新功能列表', 'New features'],
    columns: [
      ['name', '名称', 'Name'],
      ['published', '已发布', 'Published'],
      ['editTime', '更新时间', 'Edited'],
    ],
    rows: async (db) =>
      (await db.select().from(features).orderBy(desc(features.editTime))).map((f) => ({
        ...f,
        published: f.published ? 'Y' : 'N',
        editTime: iso(f.editTime),
      })),
  },
  announcements: {
    roles: MANAGERS,
    name: ['公告列表', 'Announcements'],
    columns: [
      ['title', '标题', 'Title'],
      ['status', '状态', 'Status'],
      ['roles', '面向角色', 'Roles'],
      ['regionCode', '面向地区', 'Region'],
      ['publishedAt', '发布时间', 'Published'],
    ],
    rows: async (db, owner) =>
      (
        await db
          .select()
          .from(announcements)
          .where(inRegion(owner, announcements.regionCode))
          .orderBy(desc(announcements.id))
      ).map((a) => ({
        ...a,
        roles: a.roles.join(', '),
        regionCode: a.regionCode ?? '',
        publishedAt: iso(a.publishedAt),
      })),
  },
};

export const LIST_EXPORT_KINDS = Object.keys(LIST_EXPORTS);

export function registerListExports(exports: ExportService, db: Db, idleTimeoutMs: number): void {
  for (const [kind, list] of Object.entries(LIST_EXPORTS)) {
    exports.register(kind, {
      sheetName: (l) => label(l, ...list.name),
      async run(owner, params) {
        return {
          columns: list.columns.map(([key, zh, en]) => ({
            header: label(owner.locale, zh, en),
            key: key as never,
            width: 20,
          })),
          rows: await list.rows(db, owner, params, idleTimeoutMs),
        };
      },
    });
  }
}
