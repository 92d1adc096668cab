// The server instances of the cluster: child processes on loopback ports, each with its log file (JSON lines), run
// compiled when `npm run build` has made apps/server/dist (as production runs them), from the source otherwise.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Child, freePort, startChild, waitForHttp } from '../bench-lib.ts';
import { compiled, serverArgs } from '../server-command.mjs';

export class Instance {
  private child: Child | null = null;
  readonly log: string;
  /** Exit codes of the stops so far. */
  readonly exits: (number | null)[] = [];

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    dir: string,
  ) {
    this.log = join(dir, `${name}.log`);
  }

  static async create(name: string, env: NodeJS.ProcessEnv, dir: string): Promise<Instance> {
    return new Instance(name, await freePort(), env, dir);
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.process.pid;
  }

  /** Starts it (migrating and seeding when the database is new) and resolves once /readyz answers 200. */
  async start(extra: NodeJS.ProcessEnv = {}): Promise<void> {
    this.child = startChild(
      this.name,
      serverArgs([], { compiledJs: compiled() }),
      { ...this.env, ...extra, INSTANCE_NAME: this.name, PORT: String(this.port) },
      this.log,
    );
    await waitForHttp(this.child, `${this.base}/readyz`, 300_000);
  }

  /** SIGTERM; resolves with the exit code once it is gone. */
  async stop(): Promise<number | null> {
    const running = this.child?.process;
    if (!running || running.exitCode !== null) return running?.exitCode ?? null;
    const gone = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
    running.kill('SIGTERM');
    const code = await gone;
    this.exits.push(code);
    return code;
  }

  /** Its log lines so far, parsed. */
  lines(): { msg: string; [field: string]: unknown }[] {
    return readFileSync(this.log, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string });
  }
}

export const usingCompiled = compiled;
