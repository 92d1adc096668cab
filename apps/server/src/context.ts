// The services one server instance runs with, built once and shared by every route.

import { join } from 'node:path';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { CaptchaStore } from './lib/captcha/store.ts';
import { PersonalDataCipher } from './lib/personal-data/index.ts';
import type { SharedState } from './lib/shared-state.ts';
import { LocalStorage, type Storage } from './lib/storage.ts';
import { MyAccountService } from './modules/accounts/my-account.ts';
import { AccountService } from './modules/accounts/service.ts';
import { AnnouncementService } from './modules/announcements/service.ts';
import { AuthService } from './modules/auth/service.ts';
import { SessionService } from './modules/auth/session.service.ts';
import { TokenService } from './modules/auth/tokens.ts';
import { ContentService } from './modules/content/content.service.ts';
import { OrganizationService } from './modules/content/organizations.service.ts';
import { PortalService } from './modules/content/portal.service.ts';
import { DictAdminService } from './modules/dicts/admin.service.ts';
import { DictService } from './modules/dicts/service.ts';
import { registerExports } from './modules/exports/kinds.ts';
import { registerListExports } from './modules/exports/list-kinds.ts';
import { ExportService } from './modules/exports/service.ts';
import { LogService } from './modules/logs/service.ts';
import { MenuAdminService } from './modules/menus/admin.service.ts';
import { MenuService } from './modules/menus/service.ts';
import { OperateAdminService } from './modules/operates/admin.service.ts';
import { OperateService } from './modules/operates/service.ts';
import { RegionService } from './modules/regions/service.ts';
import { RoleService } from './modules/roles/service.ts';
import { OnlineSessionService } from './modules/sessions/service.ts';
import { StudentService } from './modules/students/service.ts';
import { SiteService } from './modules/system/site.service.ts';
import { SiteAdminService } from './modules/system/site-admin.service.ts';
import { TeacherService } from './modules/teachers/service.ts';
import { UploadService } from './modules/uploads/service.ts';
import { ProfileService } from './modules/users/profile.service.ts';
import type { RouteRule } from './plugins/auth.ts';
import { LoginLimiter } from './plugins/login-limit.ts';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  state: SharedState;
  tokens: TokenService;
  sessions: SessionService;
  profiles: ProfileService;
  auth: AuthService;
  sites: SiteService;
  menus: MenuService;
  dicts: DictService;
  students: StudentService;
  teachers: TeacherService;
  operates: OperateService;
  portal: PortalService;
  content: ContentService;
  organizations: OrganizationService;
  uploads: UploadService;
  roles: RoleService;
  menuAdmin: MenuAdminService;
  dictAdmin: DictAdminService;
  regions: RegionService;
  siteAdmin: SiteAdminService;
  operateAdmin: OperateAdminService;
  announcements: AnnouncementService;
  storage: Storage;
  logs: LogService;
  accounts: AccountService;
  myAccount: MyAccountService;
  onlineSessions: OnlineSessionService;
  exports: ExportService;
  /** Image captchas of the public forms (modules/captcha). */
  captcha: CaptchaStore;
  /** Encrypts, hashes and opens ID numbers and phones (lib/personal-data). */
  personalData: PersonalDataCipher;
  /** Every route with its access rule, filled as routes register (the access test walks it). */
  routeRules: RouteRule[];
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export async function createContext(config: Config, database: Database, state: SharedState): Promise<AppContext> {
  const db = database.db;
  const tokens = new TokenService(config.tokenSecret, config.ACCESS_TOKEN_TTL_S, config.REFRESH_TOKEN_TTL_S);
  const sessions = new SessionService(db, state, config.SESSION_IDLE_TIMEOUT_S * 1000, config.SESSION_CACHE_TTL_MS);
  const profiles = new ProfileService(db, state);
  const limiter = new LoginLimiter(
    state,
    config.LOGIN_LIMIT_PER_USERNAME,
    config.LOGIN_LIMIT_PER_IP,
    config.LOGIN_LIMIT_WINDOW_S,
  );
  const dicts = new DictService(db, state);
  const sites = new SiteService(db, state);
  const menus = new MenuService(db, state);
  const storage = new LocalStorage(join(config.dataDir, 'files'));
  const logs = new LogService(db);
  const accounts = new AccountService(db, profiles, sessions);
  const exports = new ExportService(db, state, storage, profiles);
  registerExports(exports, accounts, logs);
  registerListExports(exports, db, config.SESSION_IDLE_TIMEOUT_S * 1000);
  const ctx: AppContext = {
    config,
    database,
    db,
    state,
    tokens,
    sessions,
    profiles,
    auth: new AuthService(db, tokens, sessions, profiles, limiter, logs),
    sites,
    menus,
    dicts,
    students: new StudentService(db, dicts),
    teachers: new TeacherService(db, profiles),
    operates: new OperateService(db),
    portal: new PortalService(db),
    content: new ContentService(db),
    organizations: new OrganizationService(db),
    // Uploads live under DATA_DIR/uploads/<yyyy>/<mm>/.
    uploads: new UploadService(new LocalStorage(config.dataDir)),
    roles: new RoleService(db, profiles, menus),
    menuAdmin: new MenuAdminService(db, menus),
    dictAdmin: new DictAdminService(db, dicts),
    regions: new RegionService(db),
    siteAdmin: new SiteAdminService(db, sites),
    operateAdmin: new OperateAdminService(db),
    announcements: new AnnouncementService(db),
    storage,
    logs,
    accounts,
    myAccount: new MyAccountService(db, sessions),
    onlineSessions: new OnlineSessionService(db, sessions, config.SESSION_IDLE_TIMEOUT_S * 1000),
    exports,
    captcha: new CaptchaStore(state),
    personalData: new PersonalDataCipher(config.personalDataKey, config.PERSONAL_DATA_OLD_KEYS),
    routeRules: [],
  };
  await Promise.all([sessions.start(), profiles.start(), dicts.start(), sites.start(), menus.start()]);
  return ctx;
}
