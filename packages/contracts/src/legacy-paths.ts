// The old grouped path tables, built from the domain modules while the apps move to those (removed after).
import { ANNOUNCEMENTS_API } from './announcements.api.ts';
import { AUTH_API } from './auth.api.ts';
import { CONTENT_API } from './content.api.ts';
import { DICTS_API } from './dicts.api.ts';
import { EXAMS_API } from './exams.api.ts';
import { EXPORTS_API } from './exports.api.ts';
import { LEARNING_API } from './learning.api.ts';
import { LOGS_API } from './logs.api.ts';
import { MENUS_API } from './menus.api.ts';
import { OPERATES_API } from './operates.api.ts';
import { REGIONS_API } from './regions.api.ts';
import { ROLES_API } from './roles.api.ts';
import { SESSIONS_API } from './sessions.api.ts';
import { SETTLEMENT_API } from './settlement.api.ts';
import { SITES_API } from './sites.api.ts';
import { STUDENTS_API } from './students.api.ts';
import { TEACHERS_API } from './teachers.api.ts';
import { UPLOADS_API } from './uploads.api.ts';
import { USERS_API } from './users.api.ts';

export const API = {
  token: AUTH_API.token,
  refreshToken: AUTH_API.refreshToken,
  userInfo: USERS_API.info,
  userMenu: MENUS_API.mine,
  userWebsite: SITES_API.mine,
  logout: AUTH_API.logout,
  systemInfo: SITES_API.info,
  dicts: DICTS_API.lookup,
  operateShow: OPERATES_API.operateShow,
  functionShow: OPERATES_API.functionShow,
  operateInfo: OPERATES_API.operateInfo,
  functionInfo: OPERATES_API.functionInfo,
  student: STUDENTS_API.detail,
  studentTable: STUDENTS_API.table,
  studentSurvey: STUDENTS_API.survey,
  theoryTest: EXAMS_API.theory,
  teacherHome: TEACHERS_API.home,
  books: TEACHERS_API.books,
  learningRecord: LEARNING_API.learningRecord,
  liveLearningRecord: LEARNING_API.liveLearningRecord,
  companySettlement: SETTLEMENT_API.companySettlement,
  paymentInfo: STUDENTS_API.paymentInfo,
  verifyBatchDel: STUDENTS_API.verifyBatchDel,
} as const;

export const ACCOUNTS_API = {
  users: USERS_API.list,
  user: USERS_API.one,
  userStatus: USERS_API.status,
  userPassword: USERS_API.password,
  userImportTemplate: USERS_API.importTemplate,
  userImport: USERS_API.import,
  userExport: USERS_API.export,
  sessions: SESSIONS_API.list,
  session: SESSIONS_API.one,
  mySessions: SESSIONS_API.mine,
  mySession: SESSIONS_API.myOne,
  myPassword: USERS_API.myPassword,
  loginLogs: LOGS_API.login,
  loginLogExport: LOGS_API.loginExport,
  auditLogs: LOGS_API.audit,
  auditLogExport: LOGS_API.auditExport,
  exports: EXPORTS_API.mine,
  exportFile: EXPORTS_API.file,
  listExport: EXPORTS_API.list,
} as const;

export const ADMIN_API = {
  roles: ROLES_API.list,
  role: ROLES_API.one,
  roleMenus: ROLES_API.menus,
  menus: MENUS_API.list,
  menu: MENUS_API.one,
  menuComponents: MENUS_API.components,
  dictTypes: DICTS_API.types,
  dictType: DICTS_API.type,
  dictItems: DICTS_API.items,
  dictItem: DICTS_API.item,
  regions: REGIONS_API.list,
  region: REGIONS_API.one,
  sites: SITES_API.list,
  site: SITES_API.one,
  operateGuide: OPERATES_API.guide,
  features: OPERATES_API.features,
  feature: OPERATES_API.feature,
  announcements: ANNOUNCEMENTS_API.list,
  announcement: ANNOUNCEMENTS_API.one,
  announcementPublish: ANNOUNCEMENTS_API.publish,
  announcementUnpublish: ANNOUNCEMENTS_API.unpublish,
  myAnnouncements: ANNOUNCEMENTS_API.mine,
  myUnreadCount: ANNOUNCEMENTS_API.unreadCount,
  myAnnouncement: ANNOUNCEMENTS_API.myOne,
  myAnnouncementRead: ANNOUNCEMENTS_API.read,
} as const;

export const CONTENT_ADMIN_API = { ...CONTENT_API, uploads: UPLOADS_API.upload } as const;
