// The seven roles of the product with their Chinese names and permission strings (`*:*:*` means all).
import { ALL_PERMISSION, NAVBAR_PERMISSIONS, type Role } from '@etp/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { roles } from '../../schema/index.ts';

const nav = NAVBAR_PERMISSIONS;
const ALL_NAVBAR = Object.values(nav);

/** What a regional administrator may do inside their own region. */
const REGIONAL = [
  ...ALL_NAVBAR,
  'dashboard:view',
  'institution:review',
  'course:list',
  'class:list',
  'class:approve',
  'student:list',
  'settlement:review',
  'certificate:manage',
  'service:survey:list',
  'survey:manage',
  'collection:review',
  'announcement:publish',
  'content:*',
  'competition:*',
  'system:region:list',
  'download:export',
  'system:user:*',
];

export const ROLE_SEEDS: { key: Role; name: string; nameEn: string; permissions: string[] }[] = [
  { key: 'admin', name: '系统管理员', nameEn: 'System administrator', permissions: [ALL_PERMISSION] },
  {
    key: 'teacher',
    name: '班主任',
    nameEn: 'Class teacher',
    permissions: [
      ...ALL_NAVBAR,
      'todo:task:list',
      'class:*',
      'student:*',
      'train:homework:list',
      'train:testResult:list',
      'exam:bank:list',
      'exam:test:edit',
      'exam:mark',
      'settlement:claim',
      'download:export',
    ],
  },
  {
    key: 'trainer',
    name: '培训讲师',
    nameEn: 'Trainer',
    permissions: [
      ...ALL_NAVBAR,
      'dashboard:view',
      'todo:task:list',
      'class:list',
      'train:live:*',
      'train:homework:*',
      'download:export',
      'train:testResult:list',
      'exam:bank:list',
      'exam:mark',
    ],
  },
  {
    key: 'student',
    name: '学员',
    nameEn: 'Student',
    permissions: [
      nav.home,
      nav.resource,
      nav.course,
      nav.game,
      nav.message,
      'study:*',
      'exam:theory:take',
      'homework:submit',
      'survey:submit',
    ],
  },
  {
    key: 'province',
    name: '省级管理员',
    nameEn: 'Provincial administrator',
    permissions: [...REGIONAL, 'region:city:manage'],
  },
  { key: 'city', name: '市级管理员', nameEn: 'City administrator', permissions: [...REGIONAL, 'region:area:manage'] },
  { key: 'area', name: '区县管理员', nameEn: 'District administrator', permissions: REGIONAL },
];

export async function seedRoles(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(ROLE_SEEDS.map((role, i) => ({ ...role, orderNum: i + 1 })))
    .onConflictDoNothing();
  // Databases made before roles had English names get them (a name an administrator wrote stays).
  for (const role of ROLE_SEEDS) {
    await db
      .update(roles)
      .set({ nameEn: role.nameEn })
      .where(and(eq(roles.key, role.key), eq(roles.nameEn, '')));
  }
}
