// Server-Sent Events on a hijacked reply, for every stream of the app (the live chat today): the headers that keep
// proxies from buffering or closing it, a reconnect delay, a comment line every so often, the reply's own headers
// (request id, instance name), and one registry so a shutdown ends every open stream with a short retry hint: the
// browser's EventSource reconnects through the balancer to an instance that stays (docs/deployment.md).
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface StreamEvent {
  id?: number | string;
  event?: string;
  data: unknown;
}

export interface EventStream {
  send(event: StreamEvent): void;
}

export interface EventStreamOptions {
  /** The reconnect delay sent when the stream opens (EventSource's `retry`). */
  retryMs: number;
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs: number;
}

export class EventStreams {
  private readonly open = new Set<(retryMs: number) => void>();
  private closing = false;

  constructor(private readonly options: EventStreamOptions = { retryMs: 3000, heartbeatMs: 15_000 }) {}

  /** Streams open now. */
  get size(): number {
    return this.open.size;
  }

  /**
   * Answers the request with an event stream (the reply is hijacked); `onClose` runs once when the client goes or the
   * stream is ended. Listen for what the stream sends before calling this, so nothing falls between.
   */
  start(request: FastifyRequest, reply: FastifyReply, onClose: () => void): EventStream {
    const out = reply.raw;
    reply.hijack();
    const headers = { ...reply.getHeaders() } as Record<string, string | string[] | number | undefined>;
    out.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: this.closing ? 'close' : 'keep-alive',
      'x-accel-buffering': 'no',
    });
    out.write(`retry: ${this.options.retryMs}\n\n`);
    const beat = setInterval(() => out.write(': keep-alive\n\n'), this.options.heartbeatMs);
    beat.unref();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(beat);
      this.open.delete(close);
      onClose();
    };
    const close = (retryMs: number) => {
      if (!out.writableEnded) out.end(`retry: ${retryMs}\n\n`);
      end();
    };
    this.open.add(close);
    request.raw.on('close', end);
    if (this.closing) close(this.options.retryMs);
    return {
      send(event) {
        if (ended) return;
        const lines = [
          event.id === undefined ? '' : `id: ${event.id}\n`,
          event.event ? `event: ${event.event}\n` : '',
          `data: ${JSON.stringify(event.data)}\n\n`,
        ];
        out.write(lines.join(''));
      },
    };
  }

  /** Ends every open stream, telling its client to come back after `retryMs`; streams opened later end at once. */
  closeAll(retryMs: number): void {
    this.closing = true;
    for (const close of [...this.open]) close(retryMs);
  }
}
