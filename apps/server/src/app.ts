// buildApp: the Fastify instance with every plugin and route; tests build it in-process and call app.inject.
import { randomUUID } from 'node:crypto';
import { APP_VERSION } from '@etp/contracts';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import core, { healthRoutes } from './core/index.ts';
import type { Database } from './db/client.ts';
import { cleanTextValidatorCompiler } from './lib/clean-input.ts';
import { flushLogs } from './lib/log-destination.ts';
import { serializeError } from './lib/log-errors.ts';
import type { SharedState } from './lib/shared-state.ts';
import announcements from './modules/announcements/index.ts';
import auth from './modules/auth/index.ts';
import captcha from './modules/captcha/index.ts';
import certificates from './modules/certificates/index.ts';
import classes from './modules/classes/index.ts';
import collection from './modules/collection/index.ts';
import competitions from './modules/competitions/index.ts';
import content from './modules/content/index.ts';
import courses from './modules/courses/index.ts';
import dashboard from './modules/dashboard/index.ts';
import dicts from './modules/dicts/index.ts';
import exams from './modules/exams/index.ts';
import exports from './modules/exports/index.ts';
import face from './modules/face/index.ts';
import homework from './modules/homework/index.ts';
import institutions from './modules/institutions/index.ts';
import learning from './modules/learning/index.ts';
import live from './modules/live/index.ts';
import logs from './modules/logs/index.ts';
import menus from './modules/menus/index.ts';
import monitoring from './modules/monitoring/index.ts';
import operates from './modules/operates/index.ts';
import regions from './modules/regions/index.ts';
import reporting from './modules/reporting/index.ts';
import roles from './modules/roles/index.ts';
import sessions from './modules/sessions/index.ts';
import settlement from './modules/settlement/index.ts';
import signUps from './modules/signups/index.ts';
import sites from './modules/sites/index.ts';
import students from './modules/students/index.ts';
import surveys from './modules/surveys/index.ts';
import teachers from './modules/teachers/index.ts';
import uploads from './modules/uploads/index.ts';
import users from './modules/users/index.ts';
import auditPlugin from './plugins/audit.ts';
import authPlugin from './plugins/auth.ts';
import httpPlugin from './plugins/http.ts';
import rateLimit from './plugins/rate-limit.ts';
import { loggableUrl, requestLogging } from './plugins/request-log.ts';
import securityHeaders from './plugins/security-headers.ts';
import webPlugin from './plugins/web.ts';

/**
 * The domains, each a named plugin that builds and decorates its service and registers its routes and exports. A
 * module comes after the ones it names in its fastify-plugin `dependencies` (start-up fails otherwise).
 */
const MODULES = [
  exports,
  logs,
  sites,
  auth,
  sessions,
  users,
  menus,
  roles,
  dicts,
  regions,
  operates,
  announcements,
  content,
  uploads,
  captcha,
  competitions,
  students,
  teachers,
  institutions,
  courses,
  classes,
  live,
  exams,
  learning,
  face,
  signUps,
  surveys,
  collection,
  homework,
  reporting,
  certificates,
  settlement,
  dashboard,
  // Last: its metrics read the queues and batches of the modules above.
  monitoring,
];

export interface AppDeps {
  config: Config;
  database: Database;
  state: SharedState;
  /** Pino logger options or false (tests). */
  logger?: boolean | object;
}

const REQUEST_ID = /^[\w-]{1,64}$/;

/** Log redaction: tokens, passwords and ID numbers never reach the logs. */
const SECRET_FIELDS = [
  'password',
  'old_password',
  'new_password',
  'access_token',
  'refresh_token',
  'token',
  'authorization',
  'id_card',
  'idCard',
  'id_number',
];
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  // At the top of a log object and one or two levels down (pino's * matches one level).
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

export function loggerOptions(config: Config) {
  return {
    level: config.LOG_LEVEL,
    // Several instances behind a balancer write to one place: each line names its instance.
    ...(config.INSTANCE_NAME ? { base: { pid: process.pid, instance: config.INSTANCE_NAME } } : {}),
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // A failed statement is logged by its code and name, never its parameters (lib/log-errors.ts).
      err: serializeError,
      req(request: { method: string; url: string; hostname?: string; ip?: string }) {
        // Page URLs may carry ?token=...; keep it out of the logs.
        return {
          method: request.method,
          url: loggableUrl(request.url),
          host: request.hostname,
          ip: request.ip,
        };
      },
    },
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger === undefined ? loggerOptions(config) : deps.logger,
    // One line per request, written when it ends (plugins/request-log.ts).
    ...requestLogging(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  // Every route's zod schema, behind the floor no text may break (control characters: lib/clean-input.ts).
  app.setValidatorCompiler(cleanTextValidatorCompiler);
  // Responses are checked against their schema in tests; in production they are only serialised (hot paths).
  app.setSerializerCompiler(config.NODE_ENV === 'test' ? serializerCompiler : () => (data) => JSON.stringify(data));

  await app.register(core, { config, database: deps.database, state: deps.state });
  // Log lines are written in batches: nothing may stay behind when the server stops.
  app.addHook('onClose', (instance, done) => {
    flushLogs(instance.log);
    done();
  });
  // Set when the request arrives (headers set then are kept on every answer, errors and 404s included): with no
  // onSend hook of its own, a hot route's reply skips Fastify's onSend stage. Callback style: no promise a request.
  // Behind a balancer: `x-instance` names the instance that answered (INSTANCE_NAME); while it drains for a shutdown,
  // every answer closes its connection, so the balancer's kept-alive connections are gone before it stops listening.
  const instance = config.INSTANCE_NAME;
  const { lifecycle } = app;
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (instance) reply.header('x-instance', instance);
    if (lifecycle.draining) reply.header('connection', 'close');
    done();
  });

  await app.register(httpPlugin);
  await app.register(authPlugin);
  await app.register(auditPlugin);
  // Helmet's headers, computed once (see plugins/security-headers.ts).
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd injects its CSS-in-JS at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(cors, { origin: config.CORS_ORIGINS, credentials: false });
  }
  await app.register(rateLimit, {
    redis: deps.state.redis,
    max: config.RATE_LIMIT_MAX,
    windowMs: config.RATE_LIMIT_WINDOW_MS,
    syncMs: config.RATE_LIMIT_SYNC_MS,
  });
  // The API map is for developers: off in production unless API_DOCS=1 (every route and field is in it).
  if (config.apiDocs) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Entrepreneurship training platform API', version: APP_VERSION },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      // Swagger UI sets a few inline styles; allow them on the docs pages only.
      transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
    });
  }

  await app.register(healthRoutes);
  for (const module of MODULES) await app.register(module);
  await app.register(webPlugin, { distDir: config.webDist });

  await app.ready();
  return app;
}
