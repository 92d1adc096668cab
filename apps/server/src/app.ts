// buildApp: the Fastify instance with every plugin and route; tests build it in-process and call app.inject.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { APP_VERSION } from '@etp/contracts';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type AppContext, createContext } from './context.ts';
import type { Database } from './db/client.ts';
import { tooManyRequests } from './lib/errors.ts';
import type { SharedState } from './lib/shared-state.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { announcementRoutes } from './modules/announcements/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { captchaRoutes } from './modules/captcha/index.ts';
import { contentAdminRoutes } from './modules/content/admin.routes.ts';
import { portalRoutes } from './modules/content/public.routes.ts';
import { dictAdminRoutes } from './modules/dicts/admin.routes.ts';
import { dictRoutes } from './modules/dicts/routes.ts';
import { exportRoutes } from './modules/exports/routes.ts';
import { logRoutes } from './modules/logs/routes.ts';
import { menuRoutes } from './modules/menus/routes.ts';
import { operateAdminRoutes } from './modules/operates/admin.routes.ts';
import { operateRoutes } from './modules/operates/routes.ts';
import { regionRoutes } from './modules/regions/routes.ts';
import { roleRoutes } from './modules/roles/routes.ts';
import { sessionRoutes } from './modules/sessions/routes.ts';
import { studentRoutes } from './modules/students/routes.ts';
import { siteAdminRoutes } from './modules/system/admin.routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { teacherRoutes } from './modules/teachers/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import auditPlugin from './plugins/audit.ts';
import authPlugin from './plugins/auth.ts';
import httpPlugin from './plugins/http.ts';
import securityHeaders from './plugins/security-headers.ts';
import webPlugin from './plugins/web.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  state: SharedState;
  /** Pino logger options or false (tests). */
  logger?: boolean | object;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
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
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; hostname?: string; ip?: string }) {
        // Page URLs may carry ?token=...; keep it out of the logs.
        return {
          method: request.method,
          url: request.url.replace(/([?&](token|access_token)=)[^&]*/gi, '$1[redacted]'),
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
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses are checked against their schema in tests; in production they are only serialised (hot paths).
  app.setSerializerCompiler(config.NODE_ENV === 'test' ? serializerCompiler : () => (data) => JSON.stringify(data));

  const ctx: AppContext = await createContext(config, deps.database, deps.state);
  app.decorate('ctx', ctx);
  // Callback style: an async hook costs a promise per request on every response.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
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
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    redis: deps.state.redis ?? undefined,
    nameSpace: `${config.REDIS_PREFIX}rl:`,
    errorResponseBuilder: (_request, context) => tooManyRequests('error.rate_limited', Math.ceil(context.ttl / 1000)),
  });
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

  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(systemRoutes);
  await app.register(dictRoutes);
  await app.register(studentRoutes);
  await app.register(teacherRoutes);
  await app.register(operateRoutes);
  await app.register(portalRoutes);
  await app.register(contentAdminRoutes);
  await app.register(uploadRoutes);
  await app.register(roleRoutes);
  await app.register(menuRoutes);
  await app.register(dictAdminRoutes);
  await app.register(regionRoutes);
  await app.register(siteAdminRoutes);
  await app.register(operateAdminRoutes);
  await app.register(announcementRoutes);
  await app.register(accountRoutes);
  await app.register(sessionRoutes);
  await app.register(logRoutes);
  await app.register(exportRoutes);
  await app.register(captchaRoutes);
  await app.register(webPlugin, { distDir: config.WEB_DIST ?? DEFAULT_WEB_DIST });

  await app.ready();
  return app;
}
