// How the server process is started, by `npm start`, the benchmarks and Lighthouse: Node's flags, then the entry.

/**
 * Node's flags for the server. A young generation of 64 MB a semi-space (Node 20's default is 16 MB): a heartbeat
 * waits ~10-20 ms for its batch, so with the default most scavenges found a hundred requests in flight and copied
 * them, and the parallel scavenger's threads cost as much again; with 64 MB scavenges are a quarter as frequent. The
 * learning bench measured 8-12 % less server CPU a report (docs/performance.md); it costs up to ~100 MB of memory.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/** The arguments of `node` that run the server, with `extra` flags (a profiler's, say) before the entry. */
export function serverArgs(extra = []) {
  return [...SERVER_NODE_FLAGS, ...extra, '--import', 'tsx', 'apps/server/src/main.ts'];
}
