// The web build's source maps, read on the server (the browser never gets them: plugins/web.ts refuses .map files):
// a frame in a minified chunk becomes the original file, line and name. A frame whose chunk has no map here (a build
// before this one, a foreign script) stays as the browser wrote it.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { StackFrame } from '@etp/contracts';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { RawFrame } from './stack.ts';

/** A built chunk's address: /assets/<name>.js on any of the sites' hosts. */
const CHUNK_PATH = /^\/assets\/([\w.-]+\.js)$/;
/** Maps kept parsed (the largest chunks' maps are several MB; the reports of one incident name few chunks). */
const CACHE_SIZE = 8;
/** A map file larger than this is not read (a build's largest is far below). */
const MAX_MAP_BYTES = 30 * 1024 * 1024;

/** The chunk file an address names, or null when it is not one of the build's chunks. */
export function chunkOf(url: string): string | null {
  let path: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    path = parsed.pathname;
  } catch {
    // Not an absolute address (an extension's script, `<anonymous>`): no chunk of ours.
    return null;
  }
  return CHUNK_PATH.exec(path)?.[1] ?? null;
}

/**
 * A map's source named from the web app's folder: `src/...` for the app, `packages/contracts/...` for the contracts,
 * `node_modules/<package>/...` for a library (the maps name them relative to dist/assets).
 */
export function sourcePath(source: string): string {
  const library = source.lastIndexOf('node_modules/');
  if (library >= 0) return source.slice(library);
  return source.replace(/^(\.\.\/)+/, '');
}

/** Code of the product: the app's own sources, not a library's or the bundler's helpers. */
const isOwnSource = (path: string) => !path.startsWith('node_modules/') && !path.startsWith('\0') && path !== '';

export class SourceMaps {
  private readonly cache = new Map<string, Promise<TraceMap | null>>();

  constructor(private readonly distDir: string) {}

  /** The frames as the product's code reads them: through the build's maps where a chunk has one. */
  async resolve(frames: RawFrame[]): Promise<StackFrame[]> {
    return Promise.all(frames.map((frame) => this.resolveFrame(frame)));
  }

  private async resolveFrame(frame: RawFrame): Promise<StackFrame> {
    const chunk = chunkOf(frame.url);
    const unmapped: StackFrame = {
      fn: frame.fn,
      file: chunk ? `assets/${chunk}` : frame.url,
      line: frame.line,
      column: frame.column,
      own: chunk !== null,
      mapped: false,
    };
    if (!chunk || frame.line === null || frame.column === null) return unmapped;
    const map = await this.mapOf(chunk);
    if (!map) return unmapped;
    // Browsers count columns from 1, source maps from 0.
    const original = originalPositionFor(map, { line: frame.line, column: Math.max(0, frame.column - 1) });
    if (original.source === null || original.line === null) return unmapped;
    const file = sourcePath(original.source);
    return {
      fn: original.name ?? frame.fn,
      file,
      line: original.line,
      column: original.column === null ? null : original.column + 1,
      own: isOwnSource(file),
      mapped: true,
    };
  }

  private mapOf(chunk: string): Promise<TraceMap | null> {
    const cached = this.cache.get(chunk);
    if (cached) {
      // Most recently used last: the first key is the one to drop.
      this.cache.delete(chunk);
      this.cache.set(chunk, cached);
      return cached;
    }
    const loading = this.load(chunk);
    this.cache.set(chunk, loading);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as string);
    return loading;
  }

  private async load(chunk: string): Promise<TraceMap | null> {
    const file = join(this.distDir, 'assets', `${chunk}.map`);
    try {
      const info = await stat(file);
      if (info.size > MAX_MAP_BYTES) return null;
      return new TraceMap(await readFile(file, 'utf8'));
    } catch {
      // No map for this chunk (another build's, or a build without maps): its frames stay as they came.
      return null;
    }
  }
}
