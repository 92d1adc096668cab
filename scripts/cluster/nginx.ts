// nginx from Debian in front of the instances, as a child process on loopback with a generated configuration: the
// same directives as the production sample in docs/deployment.md, less TLS. Marking an instance down and reloading
// (SIGHUP: new workers take the new upstream, old ones finish their requests) is the rolling restart's first step.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanups, sleep, stopChild } from '../bench-lib.ts';

export interface Upstream {
  name: string;
  port: number;
  down?: boolean;
}

/** Debian's nginx (nginx-light or nginx), wherever the package put it. */
export function nginxBinary(): string | null {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(path)) return path;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

/**
 * The http block of the sample: the upstream with passive failure marks and kept-alive connections (closed by nginx
 * after 4 s idle: shorter than SHUTDOWN_DRAIN_MS, so a draining instance sees none left open), the client's address
 * in X-Forwarded-For (set, not appended: TRUST_PROXY=1 then trusts only nginx), nginx's request id, no buffering of
 * the event streams, and a retry on the other instance only where the request never reached one.
 */
export function httpBlock(upstreams: Upstream[], listen: string, extraServer = ''): string {
  const servers = upstreams
    .map((u) => `    server 127.0.0.1:${u.port} max_fails=1 fail_timeout=5s${u.down ? ' down' : ''};  # ${u.name}`)
    .join('\n');
  return `  upstream etp {
${servers}
    keepalive 32;
    keepalive_timeout 4s;
  }
  server {
    listen ${listen};
${extraServer}    client_max_body_size 600m;
    location / {
      proxy_pass http://etp;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 75s;
      proxy_request_buffering off;
    }
  }
`;
}

export class Nginx {
  private child: ChildProcess | null = null;
  readonly conf: string;
  readonly errorLog: string;

  constructor(
    private readonly dir: string,
    readonly port: number,
    private upstreams: Upstream[],
  ) {
    this.conf = join(dir, 'nginx.conf');
    this.errorLog = join(dir, 'error.log');
    for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp), { recursive: true });
  }

  private write(): void {
    const d = this.dir;
    writeFileSync(
      this.conf,
      `# Written by scripts/cluster/nginx.ts: the sample of docs/deployment.md on loopback, without TLS.
daemon off;
master_process on;
worker_processes 1;
worker_shutdown_timeout 10s;
pid ${d}/nginx.pid;
error_log ${d}/error.log notice;
events { worker_connections 2048; }
http {
  access_log ${d}/access.log;
  client_body_temp_path ${d}/body;
  proxy_temp_path ${d}/proxy;
  fastcgi_temp_path ${d}/fastcgi;
  uwsgi_temp_path ${d}/uwsgi;
  scgi_temp_path ${d}/scgi;
${httpBlock(this.upstreams, `127.0.0.1:${this.port}`)}}
`,
    );
  }

  async start(binary: string): Promise<void> {
    this.write();
    // -e: the log nginx writes before it reads the configuration, in the test's folder too (not /var/log).
    const args = ['-c', this.conf, '-p', this.dir, '-e', this.errorLog];
    const test = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
    // Run as the user it is (root on CI): `user` left out, nginx keeps its workers under the same account.
    this.child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    this.child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[nginx] ${chunk}`));
    const child = this.child;
    cleanups.push(() => stopChild(child));
    for (let i = 0; i < 100; i++) {
      const up = await fetch(`http://127.0.0.1:${this.port}/healthz`).then(
        () => true,
        () => false,
      );
      if (up) return;
      if (child.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(this.errorLog, 'utf8').slice(-2000)}`);
      await sleep(100);
    }
    throw new Error('nginx did not start');
  }

  /** Marks an instance down or up and reloads; resolves once the old worker has gone. */
  async mark(name: string, down: boolean): Promise<void> {
    this.upstreams = this.upstreams.map((u) => (u.name === name ? { ...u, down } : u));
    this.write();
    const before = this.workers();
    this.child?.kill('SIGHUP');
    for (let i = 0; i < 300; i++) {
      await sleep(50);
      const now = this.workers();
      if (now.length > 0 && now.every((pid) => !before.includes(pid))) return;
    }
    throw new Error('nginx did not reload within 15 s');
  }

  /** The worker processes of the master. */
  private workers(): number[] {
    const pid = this.child?.pid;
    if (!pid) return [];
    const found = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' });
    return found.stdout.split('\n').filter(Boolean).map(Number);
  }
}
