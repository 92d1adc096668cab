// Conditional GET for public content: a weak ETag over the body, revalidated on every use so edits show at once.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = tag.slice(2);
  return ifNoneMatch.split(',').some((given) => {
    const t = given.trim();
    return t === '*' || t === tag || t === bare || t === `W/${bare}`;
  });
}

/** onSend hook: 200 responses get an ETag; a request that already holds it gets 304 without the body. */
export function revalidatedByEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: Error | null, value?: unknown) => void,
): void {
  if (reply.statusCode !== 200 || typeof payload !== 'string') {
    done(null, payload);
    return;
  }
  const tag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('etag', tag);
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  // msg is in the caller's language, so the body (and the tag) depends on it.
  reply.header('vary', 'accept-language');
  if (request.method === 'GET' && matches(request.headers['if-none-match'], tag)) {
    reply.code(304);
    reply.removeHeader('content-length');
    done(null, '');
    return;
  }
  done(null, payload);
}
