/** Builds the API server: Fastify with our error shape, request ids, body limit and every route. */
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { ROUTES } from '../../src-shared/routes/index.js';
import type { ServerDeps } from '../deps.js';
import { ALL_HANDLERS } from '../features/handlers.js';
import type { Handler } from './context.js';
import { readBodiesAsJson } from './bodies.js';
import { answerClientError, errorHandler, noSuchCallBody } from './errors.js';
import { trustProxyOption } from './client-address.js';
import { batchedLogOutput } from './log-output.js';
import { redactUrl } from './redact-url.js';
import { registerRoutes } from './register.js';
import { registerStorefront } from './storefront.js';

export interface AppOptions {
  deps: ServerDeps;
  logger?: FastifyServerOptions['logger'];
  /** Largest accepted request body in bytes (default 1 MiB); larger answers 413. */
  bodyLimit?: number;
  handlers?: Readonly<Record<string, Handler>>;
  /** The renderer build (`dist/renderer`) whose storefront entry is served at `/tienda/`; none: not served. */
  rendererDir?: string | null;
  /** Proxies whose X-Forwarded-For names the client (client-address.ts); none by default. */
  trustProxy?: readonly string[];
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** How long a request may take to arrive whole (spec §7: clients time out after 30 s). */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The access log: one line per request, when it is answered — what was asked, the answer's status
 * and how long it took, under the request's id — instead of Fastify's two (one as it comes in).
 * A refused request's reason has a line of its own (errors.ts). The URL is logged without its
 * secrets and search texts (redact-url.ts).
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, url: redactUrl(request.url), statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const log = batchedLogOutput(options.logger);
  const app = Fastify({
    logger: log.logger,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    // A client that stops sending halfway (a body shorter than its Content-Length) would otherwise
    // hold its connection for Node's five minutes; the contract's clients give up after 30 s anyway.
    requestTimeout: REQUEST_TIMEOUT_MS,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(options.trustProxy),
    logController: new AccessLog(),
    // Query strings like `delivery.delivered=true` are keys, not nested objects.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A path that is no URL, or a parameter past maxParamLength, and bytes that are no HTTP at all
    // answer in the one error shape, with a key, as every other refusal does.
    frameworkErrors: errorHandler,
    clientErrorHandler: answerClientError,
  });
  app.addHook('onClose', async () => log.close());
  readBodiesAsJson(app);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send(noSuchCallBody(request.method, request.url));
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    done(null, payload);
  });
  registerRoutes(app, ROUTES, options.handlers ?? ALL_HANDLERS, options.deps);
  if (options.rendererDir) registerStorefront(app, options.rendererDir);
  await app.ready();
  return app;
}
