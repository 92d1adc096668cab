// `npm start`: builds what is missing, then runs the server (migrate, seed demo data, serve). In production
// (NODE_ENV=production) it runs the compiled server (apps/server/dist, made by `npm run build`), with no TypeScript
// compiler loaded; elsewhere the TypeScript source through tsx, as a fresh clone has it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { compiled, serverArgs } from './server-command.mjs';

const root = new URL('..', import.meta.url).pathname;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const production = process.env.NODE_ENV === 'production';

const step = (title, args) => {
  console.log(title);
  const run = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
};
// The web app and the server's build of its first paints (apps/web/dist-ssr, made with it since issue 33).
if (!existsSync(`${root}apps/web/dist/index.html`) || !existsSync(`${root}apps/web/dist-ssr/firstPaint.js`))
  step('Building the web app (first start only)...', ['run', 'build']);
else if (production && !compiled()) step('Compiling the server (first start only)...', ['run', 'build:server']);

const server = spawn(process.execPath, serverArgs([], { compiledJs: production }), { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
