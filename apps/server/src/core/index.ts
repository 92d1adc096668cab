// The core plugin every module stands on: configuration, the database, shared state, file storage, tokens, the
// session check, the cached user profile, the personal-data cipher and the registry of route rules, decorated on the
// instance.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@/config.ts';
import type { Database, Db } from '@/db/client.ts';
import { EventStreams } from '@/lib/event-stream.ts';
import { PersonalDataCipher } from '@/lib/personal-data/index.ts';
import type { SharedState } from '@/lib/shared-state.ts';
import { LocalStorage, type Storage } from '@/lib/storage.ts';
import type { RouteRule } from './access.ts';
import { ProfileService } from './profiles.ts';
import { SessionService } from './sessions.ts';
import { TokenService } from './tokens.ts';

export { healthRoutes } from './health.ts';

/** How soon a stream ended by a shutdown is told to come back (through the balancer, to an instance that stays). */
const STREAM_RETRY_ON_CLOSE_MS = 1000;

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
    /** Files (uploads/, media/, files/exports/, ...) under DATA_DIR or in the S3_BUCKET, behind the Storage interface. */
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
    /** Set when a shutdown begins (shutdown.ts): /readyz answers 503 and every answer closes its connection. */
    lifecycle: { draining: boolean };
    /** Every open Server-Sent Events stream; a shutdown ends them with a retry hint (lib/event-stream.ts). */
    streams: EventStreams;
  }
}

async function core(app: FastifyInstance, { config, database, state }: CoreOptions) {
  const sessions = new SessionService(state, config.SESSION_IDLE_TIMEOUT_S * 1000, config.SESSION_CACHE_TTL_MS);
  const profiles = new ProfileService(state);
  await Promise.all([sessions.start(), profiles.start()]);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('state', state);
  app.decorate('storage', await storageFor(config));
  app.decorate('tokens', new TokenService(config.tokenSecret, config.ACCESS_TOKEN_TTL_S, config.REFRESH_TOKEN_TTL_S));
  app.decorate('sessions', sessions);
  app.decorate('profiles', profiles);
  app.decorate('routeRules', []);
  app.decorate('personalData', new PersonalDataCipher(config.personalDataKey, config.PERSONAL_DATA_OLD_KEYS));
  app.decorate('lifecycle', { draining: false });
  const streams = new EventStreams();
  app.decorate('streams', streams);
  // A stream never ends by itself: the server could not close. Its client reconnects to another instance.
  app.addHook('preClose', async () => streams.closeAll(STREAM_RETRY_ON_CLOSE_MS));
}

/** Local disk under DATA_DIR, or the S3-compatible bucket the S3_* settings name (docs/deployment.md). */
export async function storageFor(config: Config): Promise<Storage> {
  if (!config.S3_BUCKET) return new LocalStorage(config.dataDir);
  // Loaded only when used: a server on local disk never pays for the SDK at start-up.
  const { S3Storage } = await import('@/lib/s3-storage.ts');
  return new S3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}

export default fp(core, { name: 'core' });
