// The envelope {code, msg, data}, the request's language, and the one place errors become responses.
import { isMessageKey, type Locale, type MessageKey, pickLocale, translate } from '@etp/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '@/lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t(key: MessageKey, params?: Record<string, string | number>): string;
  }
  interface FastifyReply {
    /** 200 (or the given status) with the envelope; msg defaults to "ok". */
    ok<T>(data: T, key?: MessageKey, status?: 200 | 201 | 204): FastifyReply;
  }
  interface FastifyContextConfig {
    /** A sentence that leads the msg of a validation failure on this route. */
    validationSummary?: MessageKey;
  }
}

/** Turns a zod issue message into a readable sentence: our messages are keys; zod's own are English. */
function issueMessage(locale: Locale, message: string, params?: Record<string, string | number>): string {
  if (isMessageKey(message)) return translate(locale, message, params);
  return locale === 'en-US' ? message : translate(locale, 'validation.invalid');
}

/** The values a custom issue names in its sentence (`ctx.addIssue({ params })`, e.g. the age range). */
function issueParams(params: Record<string, unknown>): Record<string, string | number> | undefined {
  const given = params.params;
  if (!given || typeof given !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(given).filter((entry): entry is [string, string | number] =>
      ['string', 'number'].includes(typeof entry[1]),
    ),
  );
}

/** Field messages given as keys (see fieldError) are sent as sentences in the request's language. */
function translateFields(locale: Locale, data: unknown): unknown {
  if (!data || typeof data !== 'object' || !('fields' in data)) return data;
  const fields = (data as { fields: Record<string, string> }).fields;
  return { ...data, fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, issueMessage(locale, v)])) };
}

const STATUS_KEYS: Record<number, MessageKey> = {
  400: 'error.validation',
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.not_found',
  409: 'error.conflict',
  413: 'error.body_too_large',
  415: 'error.unsupported_media',
  429: 'error.rate_limited',
};

export function sendError(request: FastifyRequest, reply: FastifyReply, error: FastifyError | AppError | Error) {
  const t = (key: MessageKey, params?: Record<string, string | number>) => request.t(key, params);
  if (error instanceof AppError) {
    reply.headers(error.headers);
    return reply
      .code(error.status)
      .send({ code: error.status, msg: t(error.key, error.params), data: translateFields(request.locale, error.data) });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
      // A field left out (a PUT takes the whole record) says it is required, not that its type is wrong.
      const missing = issue.keyword === 'invalid_type' && /received undefined$/.test(issue.message ?? '');
      fields[field] ??= missing
        ? t('validation.required')
        : issueMessage(request.locale, issue.message ?? '', issueParams(issue.params));
    }
    const first = Object.values(fields)[0] ?? t('error.validation');
    const summary = reply.routeOptions.config.validationSummary;
    const msg = summary ? `${t(summary)}：${first}` : first;
    return reply.code(400).send({ code: 400, msg, data: { fields } });
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
    return reply.code(400).send({ code: 400, msg: t('error.bad_json'), data: null });
  }
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ code: status, msg: t(STATUS_KEYS[status] ?? 'error.validation'), data: null });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ code: 500, msg: t('error.generic'), data: null });
}

async function httpPlugin(app: FastifyInstance) {
  app.decorateRequest('locale', 'zh-CN');
  app.decorateRequest('t', function (this: FastifyRequest, key: MessageKey, params?: Record<string, string | number>) {
    return translate(this.locale, key, params);
  });
  app.decorateReply('ok', function <
    T,
  >(this: FastifyReply, data: T, key: MessageKey = 'ok', status: 200 | 201 | 204 = 200) {
    return this.code(status).send({ code: status, msg: this.request.t(key), data });
  });
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = pickLocale(request.headers['accept-language']);
    done();
  });
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error as Error));
}

export default fp(httpPlugin, { name: 'http' });
