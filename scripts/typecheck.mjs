// `npm run typecheck`: every TypeScript project, as many at a time as the machine has cores (tsc is single-threaded).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// The largest first, so the last to start is a small one.
const PROJECTS = ['apps/web', 'apps/server', 'scripts', 'packages/contracts', 'packages/contracts/test'];
const root = new URL('..', import.meta.url).pathname;

/** Runs one `tsc -p`, keeping its output until it ends so the projects' messages do not interleave. */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      if (code !== 0) console.error(`tsc -p ${project}: failed`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
