// The core plugin every module stands on: configuration, the database, shared state, file storage, tokens, the
// session check, the cached user profile, the personal-data cipher and the registry of route rules, decorated on the
// instance.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@/config.ts';
import type { Database, Db } from '@/db/client.ts';
import { PersonalDataCipher } from '@/lib/personal-data/index.ts';
import type { SharedState } from '@/lib/shared-state.ts';
import { LocalStorage, type Storage } from '@/lib/storage.ts';
import type { RouteRule } from './access.ts';
import { ProfileService } from './profiles.ts';
import { SessionService } from './sessions.ts';
import { TokenService } from './tokens.ts';

export { healthRoutes } from './health.ts';

export interface CoreOptions {
  config: Config;
  database: Database;
  state: SharedState;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    state: SharedState;
    /** Files under DATA_DIR (uploads/, files/exports/), behind the Storage interface. */
    storage: Storage;
    tokens: TokenService;
    /** The live-session check of every authenticated call, and ending sessions. */
    sessions: SessionService;
    /** The signed-in user's profile, cached for the hot paths. */
    profiles: ProfileService;
    /** Every route with its access rule, filled as routes register (the access test walks it). */
    routeRules: RouteRule[];
    /** Encrypts ID numbers and phones at rest, hashes them for lookups (lib/personal-data). */
    personalData: PersonalDataCipher;
  }
}

async function core(app: FastifyInstance, { config, database, state }: CoreOptions) {
  const sessions = new SessionService(
    database.db,
    state,
    config.SESSION_IDLE_TIMEOUT_S * 1000,
    config.SESSION_CACHE_TTL_MS,
  );
  const profiles = new ProfileService(database.db, state);
  await Promise.all([sessions.start(), profiles.start()]);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('state', state);
  app.decorate('storage', new LocalStorage(config.dataDir));
  app.decorate('tokens', new TokenService(config.tokenSecret, config.ACCESS_TOKEN_TTL_S, config.REFRESH_TOKEN_TTL_S));
  app.decorate('sessions', sessions);
  app.decorate('profiles', profiles);
  app.decorate('routeRules', []);
  app.decorate('personalData', new PersonalDataCipher(config.personalDataKey, config.PERSONAL_DATA_OLD_KEYS));
}

export default fp(core, { name: 'core' });
