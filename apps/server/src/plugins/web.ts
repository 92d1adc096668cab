// Serves the built web app: hashed assets (pre-compressed, immutable), other files, and index.html for SPA paths.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { acceptedEncoding, type Encoding } from '@/lib/compress.ts';
import { type FirstPaintModule, loadFirstPaints, pagePart } from './firstPaint.ts';

/** Paths that belong to the API: an unknown one is a 404 envelope, never the SPA. */
const API_PREFIXES = [
  '/oauth/',
  '/o/',
  '/s/',
  '/f/',
  '/a/',
  '/p/',
  '/docs',
  '/healthz',
  '/readyz',
  '/metrics',
  '/uploads/',
];

/**
 * The build's source maps are for the server (the error reports' stacks: modules/monitoring); a browser asking for
 * one gets the 404 of a missing file.
 */
export const isSourceMap = (path: string) => /\.map(\.(gz|br))?$/i.test(path);

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));
}

/** API calls that answer JSON (not the docs pages or uploaded files, which a browser may render). */
export function isJsonApiPath(url: string): boolean {
  return isApiPath(url) && !url.startsWith('/docs') && !url.startsWith('/uploads/');
}

/** A malformed %-escape is treated as a plain string rather than an error. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A page's HTML, as sent, and compressed once for clients that accept it; with the API answers its page asks for
 * first and the layout whose header the server paints first, when the web build lists them (build/routePreloads.ts).
 */
type Document = { html: Buffer; data?: string[]; frame?: string } & Record<Encoding, Buffer>;

const linkTags = (assets: { js: string[]; css: string[] }) =>
  [
    ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');

/** The web build's empty root element, where a path's first paint goes. */
const ROOT_ELEMENT = '<div id="root"></div>';
/** The entry script and the module preloads, Vite's and ours. */
const MODULE_TAGS = /<(script type="module"|link rel="modulepreload")/g;

/**
 * A page with a first paint: its root element holds it, and its scripts are fetched at low priority, since the first
 * paint does not wait for them (Lighthouse's simulation takes every high-priority script that has arrived before the
 * first paint for one that blocks it: module scripts leave no trace it could tell them apart by).
 */
function withFirstPaint(page: string, firstPaint: string): string {
  return page
    .replace(ROOT_ELEMENT, `<div id="root">${firstPaint}</div>`)
    .replace(MODULE_TAGS, '<$1 fetchpriority="low"');
}

/**
 * index.html for each landing path of dist/route-preloads.json (written by the web build), with the chunks and
 * styles its lazy routes need linked in its head: the browser fetches them alongside the entry instead of one
 * router level after another. A path with a static first paint (the phone pages' frame) has it in the root element,
 * so the page shows something before its scripts have loaded and run; the app renders the same frame in its place.
 * Built once at start; other paths get index.html as it is.
 */
export function routeDocuments(distDir: string): Map<string, Document> {
  const documents = new Map<string, Document>();
  const preloadsFile = join(distDir, 'route-preloads.json');
  if (!existsSync(preloadsFile)) return documents;
  const index = readFileSync(join(distDir, 'index.html'), 'utf8');
  const { routes } = JSON.parse(readFileSync(preloadsFile, 'utf8')) as {
    routes: Record<string, { js: string[]; css: string[]; firstPaint?: string; frame?: string; data?: string[] }>;
  };
  for (const [path, assets] of Object.entries(routes)) {
    let page = index.replace('</head>', `${linkTags(assets)}</head>`);
    if (assets.firstPaint) page = withFirstPaint(page, assets.firstPaint);
    const html = Buffer.from(page);
    documents.set(path, {
      html,
      br: brotliCompressSync(html),
      gzip: gzipSync(html),
      ...(assets.data?.length ? { data: assets.data } : {}),
      ...(assets.frame ? { frame: assets.frame } : {}),
    });
  }
  return documents;
}

function sendDocument(request: FastifyRequest, reply: FastifyReply, document: Document) {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? document[encoding] : document.html);
}

/**
 * The page made for this request (plugins/firstPaint.ts): its header painted in the root element, the answers its
 * page asks for first in a JSON block, its language on the html element. A page with answers asked under the
 * visitor's session is stored by no cache.
 */
async function sendMadePage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  document: Document,
  firstPaints: FirstPaintModule | null,
) {
  const part = await pagePart(app, request, document, firstPaints);
  let page = document.html.toString();
  if (part.firstPaint) page = withFirstPaint(page, part.firstPaint);
  if (part.language) page = page.replace(/<html lang="[^"]*"/, `<html lang="${part.language}"`);
  if (Object.keys(part.answers).length > 0) {
    // `<` escaped, so no text in the answers can close the script element.
    const block = `<script type="application/json" id="first-data">${JSON.stringify(part.answers).replace(/</g, '\\u003c')}</script>`;
    page = page.includes('</body>') ? page.replace('</body>', `${block}</body>`) : page + block;
  }
  if (part.personal) reply.header('cache-control', 'private, no-store');
  const html = Buffer.from(page);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding, cookie');
  if (!encoding) return reply.send(html);
  reply.header('content-encoding', encoding);
  return reply.send(
    encoding === 'br' ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(html),
  );
}

async function webPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const { distDir } = opts;
  const hasWeb = existsSync(join(distDir, 'index.html'));
  const documents = hasWeb ? routeDocuments(distDir) : new Map<string, Document>();
  const firstPaints = hasWeb ? await loadFirstPaints(distDir, app.log) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      serve: false,
      preCompressed: true,
      etag: true,
      lastModified: false,
      cacheControl: false,
    });
    app.get('/assets/*', {
      config: { access: 'public', rateLimit: false },
      schema: { hide: true },
      handler: (request, reply) => {
        const file = (request.params as { '*': string })['*'];
        if (isSourceMap(safeDecode(file))) return reply.callNotFound();
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        return reply.sendFile(file, join(distDir, 'assets'));
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing hashed asset is a 404 (an old chunk after a deploy), never index.html served as script.
    if (
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      isApiPath(path) ||
      path.startsWith('/assets/') ||
      isSourceMap(safeDecode(path))
    ) {
      return reply.code(404).send({ code: 404, msg: request.t('error.route_not_found'), data: null });
    }
    const file = normalize(safeDecode(path)).replace(/^(\.\.[/\\])+/, '');
    const full = join(distDir, file);
    if (file !== '/' && full.startsWith(distDir) && existsSync(full) && statSync(full).isFile()) {
      reply.header('cache-control', 'public, max-age=3600');
      return reply.sendFile(file);
    }
    // Any other page is the SPA's to route; index.html must never be cached so a deploy shows at once.
    reply.header('cache-control', 'no-cache');
    const document = documents.get(path);
    if (!document) return reply.sendFile('index.html');
    if (request.method === 'GET' && (document.data || (document.frame && firstPaints)))
      return sendMadePage(app, request, reply, document, firstPaints);
    return sendDocument(request, reply, document);
  });
}

export default fp(webPlugin, { name: 'web', dependencies: ['http'] });
