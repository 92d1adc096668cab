// Boot: read config, open the database, migrate (SQL, then data), seed when asked, listen; stop gracefully on SIGTERM
// (shutdown.ts).
import { buildApp, loggerOptions } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateData } from './db/data-migrations/index.ts';
import { migrate } from './db/migrate.ts';
import { seedOnStart } from './db/seed/run.ts';
import { StdoutDestination } from './lib/log-destination.ts';
import { PersonalDataCipher } from './lib/personal-data/index.ts';
import { memoryState, redisState } from './lib/shared-state.ts';
import { shutdown } from './shutdown.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await migrate(database);
  await migrateData(database, {
    personalData: new PersonalDataCipher(config.personalDataKey, config.PERSONAL_DATA_OLD_KEYS),
  });
  const state = config.REDIS_URL ? await redisState(config.REDIS_URL, config.REDIS_PREFIX) : memoryState();
  const app = await buildApp({
    config,
    database,
    state,
    logger: { ...loggerOptions(config), stream: new StdoutDestination() },
  });
  await seedOnStart(
    database,
    {
      seedDemo: config.seedDemo,
      storage: app.storage,
      personalDataKey: config.personalDataKey,
      studyHourMinutes: config.STUDY_HOUR_MINUTES,
    },
    app.log,
  );

  let stopping: Promise<number> | null = null;
  const stop = (signal: 'SIGINT' | 'SIGTERM') => {
    // Ctrl-C in a terminal has no balancer to wait for. A second signal (npm start forwards the terminal's Ctrl-C,
    // which the server also gets) changes nothing: SHUTDOWN_TIMEOUT_MS bounds the stop.
    if (stopping) return;
    const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_MS : 0;
    stopping = shutdown(signal, { app, state, database, drainMs, timeoutMs: config.SHUTDOWN_TIMEOUT_MS });
    void stopping.then((code) => process.exit(code));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: database.kind, redis: Boolean(config.REDIS_URL), dataDir: config.dataDir },
    `ready on http://${config.HOST}:${config.PORT}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
