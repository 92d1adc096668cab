// Every environment variable the server reads, parsed once with zod; a bad value stops start-up naming it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_REPLAY_MAX_BYTES } from '@etp/contracts';
import { z } from 'zod';
import { developmentDataKey, parseDataKey } from './lib/personal-data/index.ts';

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');
const dataKey = z.string().transform((v, ctx) => {
  const key = parseDataKey(v);
  if (key) return key;
  ctx.addIssue({ code: 'custom', message: 'must be 32 bytes written as 64 hex characters or base64' });
  return z.NEVER;
});
const optionalUrl = (protocols: RegExp) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.test(v), { message: 'must be a URL with the right scheme' });

const addressList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );

/** The web build beside the server in the repository (apps/web/dist) unless WEB_DIST names another. */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//),
  REDIS_URL: optionalUrl(/^rediss?:\/\//),
  REDIS_PREFIX: z.string().default('etp:'),
  TOKEN_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  PERSONAL_DATA_KEY: dataKey.optional(),
  /** Earlier keys, comma-separated: they only open what was written with them (key rotation). */
  PERSONAL_DATA_OLD_KEYS: z
    .string()
    .default('')
    .transform((v) => v.split(',').filter((s) => s.trim() !== ''))
    .pipe(z.array(dataKey)),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(60).max(86_400).default(7200),
  REFRESH_TOKEN_TTL_S: z.coerce
    .number()
    .int()
    .min(300)
    .max(90 * 86_400)
    .default(30 * 86_400),
  SESSION_IDLE_TIMEOUT_S: z.coerce
    .number()
    .int()
    .min(10)
    .max(30 * 86_400)
    .default(2 * 3600),
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: bool.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  RATE_LIMIT_SYNC_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** Failed logins a (username, address) pair makes before it waits; failed logins of an address in the window. */
  LOGIN_LIMIT_PER_USERNAME: z.coerce.number().int().min(1).default(10),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(900),
  /**
   * /completionTest identification: failures a (name + ID number, address) pair makes before it waits, and failures
   * an address makes across people in the window (a classroom behind one address: its right answers cost nothing).
   */
  COMPLETION_LIMIT_PER_PERSON: z.coerce.number().int().min(1).default(5),
  COMPLETION_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  COMPLETION_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(600),
  CAPTCHA_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  CAPTCHA_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(60),
  /**
   * The captcha's cost: the highest counter a challenge hides, so the most keys (PBKDF2-SHA-256, 1000 iterations
   * each) a browser derives to solve it; a challenge costs between half of it and all of it.
   */
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  WEB_DIST: z.string().optional(),
  /** Face checks: a capture matches the registered photo when the median distance is below this. */
  FACE_THRESHOLD: z.coerce.number().min(0.2).max(1).default(0.5),
  /** Failed checks in a row after which study pauses until the teacher allows it again. */
  FACE_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(3),
  /** Days a check's capture is kept (encrypted) for review; the cleanup job deletes older ones. */
  FACE_CAPTURE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Face worker threads (started on first use). */
  FACE_WORKERS: z.coerce.number().int().min(1).max(8).default(1),
  /** /faceRecognition identify: failures per address, and per (name + ID number, address) pair before it waits. */
  FACE_IDENTIFY_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  FACE_IDENTIFY_LIMIT_PER_PERSON: z.coerce.number().int().min(1).default(5),
  FACE_IDENTIFY_WINDOW_S: z.coerce.number().int().min(1).default(900),
  /** Run the background workers (the download centre's export queue) in this instance. */
  WORKERS: bool.default(true),
  /** The largest video an admin may upload (MP4, H.264/AAC). */
  VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .default(500 * 1024 * 1024),
  /** auto: an instance with workers makes an HLS rendition and a poster when ffmpeg is on the PATH; off: never. */
  MEDIA_TRANSCODE: z.enum(['auto', 'off']).default('auto'),
  CHAT_TEMPLATE_ID: z.string().default('etp-smart-service'),
  /** Where trainers' streaming software pushes a live session ({key}: its stream key); shown as server + key. */
  LIVE_PUSH_URL: z.string().trim().default('rtmp://127.0.0.1:1935/live/{key}'),
  /** Where players pull a live session ({key}); unset: the server publishes its simulated demo stream (issue 13). */
  LIVE_PULL_URL: optionalUrl(/^https?:\/\/\S*\{key\}/),
  /** Study time (issue 13): credited minutes per 学时, and the most a student is credited per day. */
  STUDY_HOUR_MINUTES: z.coerce.number().int().min(1).max(120).default(45),
  STUDY_DAILY_LIMIT_MINUTES: z.coerce.number().int().min(1).max(1440).default(480),
  /** "Still there?" questions come at random after this many credited minutes (from,to). */
  STUDY_IDLE_CHECK_MINUTES: z
    .string()
    .default('20,40')
    .transform((v) => v.split(',').map(Number))
    .pipe(z.tuple([z.number().int().min(1), z.number().int().min(1)])),
  /** Random face checks (courses with study_face_check) after this many credited minutes (from,to). */
  STUDY_FACE_CHECK_MINUTES: z
    .string()
    .default('15,30')
    .transform((v) => v.split(',').map(Number))
    .pipe(z.tuple([z.number().int().min(1), z.number().int().min(1)])),
  /** The API map at /docs (Swagger UI, /docs/json, /docs/yaml): on outside production, off in production unless 1. */
  API_DOCS: bool.optional(),
  /** A name for this instance: every answer carries it in `x-instance` and every log line in `instance` (unset: none). */
  INSTANCE_NAME: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,64}$/, { message: 'letters, digits, dot, dash or underscore (1-64)' })
    .optional(),
  /**
   * SIGTERM: how long the instance keeps serving, with /readyz at 503 and every answer closing its connection, before it
   * stops taking connections (the balancer's time to notice); then SHUTDOWN_TIMEOUT_MS bounds the whole shutdown.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  /** Object storage (S3-compatible): a bucket makes every file go there instead of DATA_DIR (lib/s3-storage.ts). */
  S3_BUCKET: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  S3_ENDPOINT: optionalUrl(/^https?:\/\//),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Addressed as <endpoint>/<bucket>/<key> (most S3-compatible servers); 0: <bucket>.<endpoint>/<key>. */
  S3_FORCE_PATH_STYLE: bool.default(true),
  /** A folder in the bucket every key is written under (several deployments may share one bucket). */
  S3_PREFIX: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^[\w.-]+(\/[\w.-]+)*$/.test(v), { message: 'folder names joined by /' }),
  /** Addresses /readyz tells which database and Redis answer; everyone else only learns "ready". */
  READYZ_DETAIL_ADDRESSES: addressList('127.0.0.1,::1,::ffff:127.0.0.1'),
  /** Addresses that may read /metrics without a token (none by default: behind a proxy every caller is local). */
  METRICS_ADDRESSES: addressList(''),
  /** The bearer token a scraper sends for /metrics (`Authorization: Bearer <token>`); unset: addresses only. */
  METRICS_TOKEN: z.string().min(16, { message: 'must be at least 16 characters' }).optional(),
  /** Days browser error reports (and their replays) are kept; the retention job deletes older ones. */
  CLIENT_ERROR_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Error-report requests one address may send a minute (a class behind one address shares it). */
  CLIENT_ERROR_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
  /** The largest replay kept (bytes of its JSON); a longer one starts at a later full snapshot. */
  CLIENT_REPLAY_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(10_000)
    .max(20 * 1024 * 1024)
    .default(CLIENT_REPLAY_MAX_BYTES),
  /** Replays kept per issue: a few show what happened; later reports of the issue are kept without theirs. */
  CLIENT_REPLAYS_PER_ISSUE: z.coerce.number().int().min(0).max(1000).default(20),
  /** Days the page-view counts per route and day are kept. */
  PAGE_VIEW_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
  /** Page-view beacons one address may send a minute. */
  PAGE_VIEW_LIMIT_PER_IP: z.coerce.number().int().min(1).default(600),
});

export type Config = z.infer<typeof envSchema> & {
  tokenSecret: string;
  dataDir: string;
  seedDemo: boolean;
  /** Whether /docs is served (API_DOCS, default: not in production). */
  apiDocs: boolean;
  /** The built web app the server serves and reads the source maps of (WEB_DIST or apps/web/dist). */
  webDist: string;
  /** The key new personal data is encrypted with (PERSONAL_DATA_KEY, or DATA_DIR's outside production). */
  personalDataKey: Buffer;
  /** This instance's name in the jobs it takes: INSTANCE_NAME, or the host name and process id. */
  instance: string;
};

/** Reads and checks the environment; throws one readable error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  const dataDir = resolve(cfg.DATA_DIR);
  if (cfg.NODE_ENV === 'production') {
    const missing = [
      cfg.TOKEN_SECRET ? '' : '  TOKEN_SECRET: required when NODE_ENV=production (32+ characters)',
      cfg.PERSONAL_DATA_KEY ? '' : '  PERSONAL_DATA_KEY: required when NODE_ENV=production (32 bytes, hex or base64)',
    ].filter(Boolean);
    if (missing.length) throw new Error(`Invalid configuration:\n${missing.join('\n')}`);
  }
  if (cfg.S3_BUCKET && !cfg.S3_ACCESS_KEY_ID !== !cfg.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  const tokenSecret = cfg.TOKEN_SECRET ?? developmentSecret(dataDir);
  const personalDataKey = cfg.PERSONAL_DATA_KEY ?? developmentDataKey(dataDir);
  const seedDemo = cfg.SEED_DEMO ?? cfg.NODE_ENV !== 'production';
  const apiDocs = cfg.API_DOCS ?? cfg.NODE_ENV !== 'production';
  const webDist = resolve(cfg.WEB_DIST ?? DEFAULT_WEB_DIST);
  const instance = cfg.INSTANCE_NAME ?? `${hostname()}-${process.pid}`;
  return { ...cfg, dataDir, tokenSecret, seedDemo, apiDocs, personalDataKey, webDist, instance };
}

/** Outside production a secret is made once and kept in DATA_DIR so restarts keep sessions. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
