// Boot: read config, open the database, migrate (SQL, then data), seed when asked, listen.
import { buildApp, loggerOptions } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateData } from './db/data-migrations/index.ts';
import { migrate } from './db/migrate.ts';
import { seedOnStart } from './db/seed/run.ts';
import { flushLogs, StdoutDestination } from './lib/log-destination.ts';
import { PersonalDataCipher } from './lib/personal-data/index.ts';
import { memoryState, redisState } from './lib/shared-state.ts';

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

  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // Stops the background workers too (their onClose hooks).
    await app.close();
    await state.close();
    await database.close();
    flushLogs(app.log);
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

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
