// Helmet's security headers, worked out once at start-up and set on every response.
// @fastify/helmet builds helmet (re-parsing the whole CSP) on every request through two onRequest hooks, one of
// them async: about 8% of the CPU of a cached API call. Our policy has no per-request part (no CSP nonces), so the
// headers are the same for every response: we let @fastify/helmet compute them once on a private probe instance
// and copy them. A route that sets its own header (swagger-ui's static CSP) still overrides ours.
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isJsonApiPath } from './web.ts';

/** @fastify/helmet's options; CSP nonces (a per-request value) are refused. */
export type SecurityHeadersOptions = FastifyHelmetOptions;

/** The headers @fastify/helmet sets with these options, read from one request to a throw-away instance. */
export async function helmetHeaders(options: SecurityHeadersOptions): Promise<Record<string, string | string[]>> {
  if (options.enableCSPNonces) throw new Error('security headers: CSP nonces differ per request; use @fastify/helmet');
  const probe = Fastify({ logger: false });
  let headers: Record<string, string | string[]> = {};
  try {
    await probe.register(fastifyHelmet, options);
    probe.get('/', (_request, reply) => {
      // Only the onRequest hooks ran yet: the raw response holds helmet's headers and nothing else.
      for (const [name, value] of Object.entries(reply.raw.getHeaders())) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value : String(value);
      }
      return '';
    });
    const response = await probe.inject({ method: 'GET', url: '/' });
    if (response.statusCode !== 200) throw new Error(`helmet probe answered ${response.statusCode}`);
  } finally {
    await probe.close();
  }
  if (!headers['content-security-policy']) throw new Error('helmet probe returned no content-security-policy');
  headers = Object.freeze(headers) as Record<string, string | string[]>;
  return headers;
}

/**
 * JSON answers are never rendered as pages, so they get the short set OWASP's REST guidance names instead of a
 * page's full policy (about 1 KB less to write on every API call, the hottest path of the server).
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
});

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isJsonApiPath(request.url) ? API_HEADERS : headers);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
