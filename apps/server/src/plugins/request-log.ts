// One log line per request (id, method, URL, route, status, time, user id), written when the response ends.
//
// Fastify's own request logging writes two lines a request ("incoming request", "request completed") through a
// child logger made for every request, and pino's redaction (our rules start with a `*` wildcard, which makes it
// walk and copy every logged value) costs about 8 µs to make that child and about 20 µs per line: most of what an
// API call cost. Here the one line is built from fields that hold no secret by construction (the URL loses its
// token parameters and personal numbers) and written straight to the logger's destination; the per-request child logger is only made
// when something logs through `request.log`, and everything logged that way is redacted as before.

import { MEDIA_TOKEN_PARAM } from '@etp/contracts';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions } from 'pino';
import { maskPersonalNumbers } from '@/lib/personal-data/index.ts';

const INFO = pino.levels.values.info ?? 30;

const TOKEN_PARAMS = new RegExp(`([?&](token|access_token|${MEDIA_TOKEN_PARAM})=)[^&]*`, 'gi');

/**
 * A request URL without the values of its token parameters (page URLs may carry ?token=..., and media and live
 * addresses carry their pass as `t`, MEDIA_TOKEN_PARAM, a credential to the file while it holds) and with the mobile
 * and ID numbers of its query masked (a list searched by a whole phone: ?keyword=13812341234).
 */
export function loggableUrl(url: string): string {
  return url.includes('?') ? maskPersonalNumbers(url.replace(TOKEN_PARAMS, '$1[redacted]')) : url;
}

interface LineWriter {
  write(line: string): unknown;
}

/** The destination and the fixed part of the lines, read once from the app's logger. */
interface LineOutput {
  stream: LineWriter;
  /** `{"level":30,"time":` is followed by the time, then this (the logger's bindings: pid, hostname). */
  bindings: string;
}

function isLineWriter(stream: unknown): stream is LineWriter {
  return typeof stream === 'object' && stream !== null && 'write' in stream && typeof stream.write === 'function';
}

function lineOutputOf(logger: FastifyBaseLogger): LineOutput | null {
  const stream: unknown = Reflect.get(logger, pino.symbols.streamSym);
  const bindings: unknown = Reflect.get(logger, pino.symbols.chindingsSym);
  // Not a pino logger (logging is off in tests): there is nowhere to write.
  if (!isLineWriter(stream)) return null;
  return { stream, bindings: typeof bindings === 'string' ? bindings : '' };
}

const str = (value: string) => JSON.stringify(value);

/** The request line, in pino's format and with the names of Fastify's own lines (req, res, responseTime). */
function requestLine(request: FastifyRequest, reply: FastifyReply, bindings: string): string {
  const route = request.routeOptions.url;
  const userId = request.auth?.userId;
  return (
    `{"level":${INFO},"time":${Date.now()}${bindings},"reqId":${str(request.id)}` +
    `,"req":{"method":${str(request.method)},"url":${str(loggableUrl(request.url))}` +
    (route === undefined ? '' : `,"route":${str(route)}`) +
    `,"host":${str(request.hostname)},"ip":${str(request.ip)}}` +
    `,"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime}` +
    (userId === undefined ? '' : `,"userId":${userId}`) +
    `,"msg":"request completed"}\n`
  );
}

/** Fastify's request logging, one line a request; its other lines (stream and serializer errors) are kept. */
class RequestLogController extends LogController {
  #output: LineOutput | null | undefined;

  override incomingRequest(): void {
    // Nothing: everything about the request is in the line written when it ends.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      // The response failed mid-way: the error in full, through the redacting logger.
      reply.log.error({ err: error, res: reply, responseTime: reply.elapsedTime }, 'request errored');
    }
    // The request's level (a route may set its own); 'silent', or no logger at all, has no value: no line.
    const level = pino.levels.values[reply.log.level];
    if (level === undefined || level > INFO) return;
    // Every logger of the app writes to the same destination; read it once.
    if (this.#output === undefined) this.#output = lineOutputOf(request.server.log);
    if (this.#output !== null) this.#output.stream.write(requestLine(request, reply, this.#output.bindings));
  }
}

/**
 * Fastify's per-request child logger, made on first use: most requests log nothing besides their line, and a
 * redacting child costs microseconds to make.
 */
class DeferredChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level() {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level) {
    this.#logger().level = level;
  }

  // Methods, not arrow-function fields: one of these is made per request, and fields would make six closures each.
  fatal(...args: unknown[]): void {
    forward(this.#logger(), 'fatal', args);
  }
  error(...args: unknown[]): void {
    forward(this.#logger(), 'error', args);
  }
  warn(...args: unknown[]): void {
    forward(this.#logger(), 'warn', args);
  }
  info(...args: unknown[]): void {
    forward(this.#logger(), 'info', args);
  }
  debug(...args: unknown[]): void {
    forward(this.#logger(), 'debug', args);
  }
  trace(...args: unknown[]): void {
    forward(this.#logger(), 'trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Calls a pino log method with the arguments it was given, whichever of its overloads they match. */
function forward(logger: FastifyBaseLogger, level: Level, args: unknown[]): void {
  Reflect.apply(logger[level], logger, args);
}

/** Fastify's `childLoggerFactory`. */
function deferredChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new DeferredChildLogger(logger, bindings, options);
}

/** Fastify options for request logging: one line a request, child loggers on first use. */
export function requestLogging() {
  return { logController: new RequestLogController(), childLoggerFactory: deferredChildLogger };
}
