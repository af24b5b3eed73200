/**
 * What the server logs per request: the access log (one line when a request is answered), and each
 * request's own logger (`request.log`), whose lines carry the request's id.
 *
 * Most requests log nothing but their access line, so a request's own logger is made only when
 * something logs through it (a refusal's reason, an error): making a child logger per request, as
 * Fastify does, was paid by every request for the few that use it. The access line is written by
 * the server's logger with the request's id as its first field, the very line the request's child
 * logger would write (pino writes a child's bindings where the first fields of a line go).
 */
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './redact-url.js';

/** The field every line of a request carries its id in (Fastify's `requestIdLogLabel`; the access line's `reqId`). */
export const REQUEST_ID_LABEL = 'reqId';

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LogMethod = (...args: unknown[]) => void;

/** A request's logger: the child of the server's with the request's bindings, made on its first use. */
class RequestLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get log(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.log.level;
  }

  set level(level: string) {
    this.log.level = level;
  }

  fatal(...args: unknown[]): void {
    (this.log.fatal as LogMethod)(...args);
  }

  error(...args: unknown[]): void {
    (this.log.error as LogMethod)(...args);
  }

  warn(...args: unknown[]): void {
    (this.log.warn as LogMethod)(...args);
  }

  info(...args: unknown[]): void {
    (this.log.info as LogMethod)(...args);
  }

  debug(...args: unknown[]): void {
    (this.log.debug as LogMethod)(...args);
  }

  trace(...args: unknown[]): void {
    (this.log.trace as LogMethod)(...args);
  }

  silent(...args: unknown[]): void {
    (this.log.silent as LogMethod)(...args);
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.log.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made when first used. */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildOptions): FastifyBaseLogger {
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}

/**
 * The access log: one line per request, when it is answered — what was asked, the answer's status
 * and how long it took, under the request's id — instead of Fastify's two (one as it comes in).
 * A refused request's reason has a line of its own (errors.ts). The URL is logged without its
 * secrets and search texts (redact-url.ts). `server`: the server's logger, given once it is made.
 */
export class AccessLog extends LogController {
  server: FastifyBaseLogger | null = null;

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const url = redactUrl(request.url);
    if (error || !this.server) {
      const line = { method: request.method, url, statusCode: reply.statusCode, responseTime: reply.elapsedTime };
      if (error) reply.log.error({ ...line, err: error }, 'request errored');
      else reply.log.info(line, 'request completed');
      return;
    }
    this.server.info({ reqId: request.id, method: request.method, url, statusCode: reply.statusCode, responseTime: reply.elapsedTime }, 'request completed');
  }
}
