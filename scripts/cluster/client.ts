// Calls through the balancer as a given client address: each simulated person connects from an address of its own on
// the loopback network (127.x.y.z), so nginx passes it on in X-Forwarded-For and the per-address limits count it apart.
import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  /** The parsed JSON body, or the text. */
  body: { code?: number; msg?: string; data?: unknown } & Record<string, unknown>;
  /** The instance that answered (x-instance), '' when nginx answered itself. */
  instance: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Why a call failed before an answer: no answer at all (reset, refused, timed out). */
export class NoAnswer extends Error {
  constructor(
    message: string,
    /** The connection was a kept-alive one, closed before any byte of an answer. */
    readonly reused = false,
  ) {
    super(message);
  }
}

const agents = new Map<string, Agent>();
const agentFor = (from: string) => {
  let agent = agents.get(from);
  if (!agent) {
    agent = new Agent({ keepAlive: true, localAddress: from, maxSockets: 8 });
    agents.set(from, agent);
  }
  return agent;
};

export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** The client's address (127.x.y.z); default 127.0.0.1. */
  from?: string;
  timeoutMs?: number;
}

/**
 * One call. Sent again, once, when a kept-alive connection turns out closed before any answer (nginx's old worker
 * closing idle connections on a reload): browsers do the same, since such a request never reached the server.
 */
export async function call(base: string, path: string, opts: CallOptions = {}): Promise<Answer> {
  try {
    return await callOnce(base, path, opts);
  } catch (error) {
    if (error instanceof NoAnswer && error.reused) {
      resent++;
      return callOnce(base, path, opts);
    }
    throw error;
  }
}

let resent = 0;
/** Calls sent again after their kept-alive connection closed before any answer. */
export const resentCount = () => resent;

function callOnce(base: string, path: string, opts: CallOptions): Promise<Answer> {
  const url = new URL(path, base);
  const payload = opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: opts.method ?? (payload ? 'POST' : 'GET'),
        agent: agentFor(opts.from ?? '127.0.0.1'),
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
        timeout: opts.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => reject(new NoAnswer(error.message)));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Answer['body'];
          try {
            body = JSON.parse(text);
          } catch {
            body = { text };
          }
          resolve({
            status: res.statusCode ?? 0,
            body,
            instance: String(res.headers['x-instance'] ?? ''),
            headers: res.headers,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(new NoAnswer(error.message, req.reusedSocket && ['ECONNRESET', 'EPIPE'].includes(error.code ?? ''))),
    );
    req.end(payload);
  });
}
