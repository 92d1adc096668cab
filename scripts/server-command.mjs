// How the server process is started, by `npm start`, the benchmarks, the cluster test and Lighthouse: Node's flags,
// then the entry: the TypeScript source through tsx, or the compiled JavaScript (`npm run build`, scripts/build-server.mjs)
// that production runs with no TypeScript compiler loaded.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Node's flags for the server. A young generation of 64 MB a semi-space (Node 20's default is 16 MB): a heartbeat
 * waits ~10-20 ms for its batch, so with the default most scavenges found a hundred requests in flight and copied
 * them, and the parallel scavenger's threads cost as much again; with 64 MB scavenges are a quarter as frequent. The
 * learning bench measured 8-12 % less server CPU a report (docs/performance.md); it costs up to ~100 MB of memory.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/** The compiled server's entry, relative to the repository. */
export const COMPILED_ENTRY = 'apps/server/dist/main.js';
const root = fileURLToPath(new URL('..', import.meta.url));

/** Whether `npm run build` has compiled the server. */
export function compiled() {
  return existsSync(`${root}${COMPILED_ENTRY}`);
}

/**
 * The arguments of `node` that run the server, with `extra` flags (a profiler's, say) before the entry; `compiledJs`
 * runs apps/server/dist instead of the source.
 */
export function serverArgs(extra = [], { compiledJs = false } = {}) {
  const entry = compiledJs ? [COMPILED_ENTRY] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  return [...SERVER_NODE_FLAGS, ...extra, ...entry];
}
