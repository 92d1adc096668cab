// `npm start`: builds the web app if it is not built, then runs the server (migrate, seed demo data, serve).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serverArgs } from './server-command.mjs';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(`${root}apps/web/dist/index.html`)) {
  console.log('Building the web app (first start only)...');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, serverArgs(), { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
