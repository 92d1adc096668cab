// Compression of the larger public answers (portal lists and details, regions, the site info), which opt in
// with the `compressed` onSend hook; the pages' HTML (plugins/web.ts) shares the negotiation. The hot
// signed-in calls are small and stay uncompressed: no hook runs for them.

import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this a compressed body saves less than the headers it costs. */
export const COMPRESS_MIN_BYTES = 1024;
/** Brotli's speed/size balance for answers compressed per request (11 is for files compressed once). */
const BROTLI_QUALITY = 5;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with for an Accept-Encoding header: br, then gzip; q=0 refuses one. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const offered = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: Encoding) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/** Adds a header name to Vary, keeping what is there. */
export function addVary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current ? current.split(',').map((v) => v.trim()) : [];
  if (!names.some((v) => v.toLowerCase() === name)) reply.header('vary', [...names, name].join(', '));
}

/** onSend hook: a string body of 1 KB or more goes out brotli- or gzip-compressed when the client accepts it. */
export function compressed(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: Error | null, value?: unknown) => void,
): void {
  if (
    typeof payload !== 'string' ||
    Buffer.byteLength(payload) < COMPRESS_MIN_BYTES ||
    reply.hasHeader('content-encoding')
  ) {
    done(null, payload);
    return;
  }
  addVary(reply, 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) {
    done(null, payload);
    return;
  }
  const finish = (error: Error | null, body: Buffer) => {
    if (error) {
      done(null, payload);
      return;
    }
    reply.header('content-encoding', encoding);
    done(null, body);
  };
  if (encoding === 'br') {
    brotliCompress(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }, finish);
  } else {
    gzip(payload, finish);
  }
}
