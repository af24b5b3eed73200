/** Turns anything a request can throw into the one error shape of domain §2. */
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { english, said, type ErrorText } from '../../src-shared/error-keys/index.js';
import { AppError, isAppError, reasonPhrase, type HttpErrorBody } from '../../src-shared/errors.js';
import { contract, issuesToDetails } from '../../src-shared/schemas/messages.js';

/** An error worded by its key, as every answer is: the message is the key's English words, the screens translate the key. */
function body(statusCode: number, text: ErrorText, details?: HttpErrorBody['details']): HttpErrorBody {
  const worded = { statusCode, error: reasonPhrase(statusCode), message: english(text), key: text.key, params: text.params };
  return details ? { ...worded, details } : worded;
}

/** The 404 of a path no route takes, worded as every other error is. */
export function noSuchCallBody(method: string, url: string): HttpErrorBody {
  return body(404, said('request.noSuchCall', { method, path: url.split('?')[0] ?? '' }));
}

/** A zod failure on one part of the request, as a 400 naming every failing field. */
export function validationError(error: ZodError, part: 'body' | 'query' | 'params'): AppError {
  const details = issuesToDetails(error);
  // Messages already name their field ("name is required"); the first one leads.
  return details.length > 0 ? AppError.validation(details) : AppError.invalid(part, contract.invalid(part));
}

export function toErrorBody(error: unknown): HttpErrorBody {
  if (isAppError(error)) return error.toHttpBody();
  if (error instanceof ZodError) return validationError(error, 'body').toHttpBody();
  const fastifyError = error as Partial<FastifyError> & { status?: number };
  const status = fastifyError.statusCode ?? fastifyError.status;
  if (status === 413 || fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return body(413, said('request.bodyTooLarge', {}));
  }
  if (status === 415 || fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return body(415, said('request.notJsonMediaType', {}));
  }
  if (status !== undefined && status >= 400 && status < 500) {
    // Malformed JSON and similar transport-level faults: the client's to fix.
    const text = said('request.malformed', { reason: fastifyError.message ?? 'bad request' });
    return body(status, text, [{ path: '', message: english(text), key: text.key, params: text.params }]);
  }
  return { statusCode: 500, error: reasonPhrase(500), message: 'unexpected server error; the request was not applied' };
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const payload = toErrorBody(error);
  if (payload.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ statusCode: payload.statusCode, message: payload.message }, 'request refused');
  void reply.status(payload.statusCode).send(payload);
}

/**
 * Bytes that are no HTTP request (a Content-Length that is no number, a header too large, a request
 * that stops arriving) never reach a route: Node hands the socket here, and the answer is written on
 * it in the one error shape, as Fastify's own handler would write its bare one.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const reason = status === 408 ? 'the request did not arrive in time' : status === 431 ? 'the request headers are too large' : 'the request is not valid HTTP';
  const payload = JSON.stringify(body(status, said('request.malformed', { reason })));
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${reasonPhrase(status)}\r\nContent-Length: ${Buffer.byteLength(payload)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${payload}`);
  }
  socket.destroy(error);
}
