/** Turns anything a request can throw into the one error shape of domain §2. */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError, isAppError, reasonPhrase, type HttpErrorBody } from '../../src-shared/errors.js';
import { contract, issuesToDetails } from '../../src-shared/schemas/messages.js';

function body(statusCode: number, message: string, details?: HttpErrorBody['details']): HttpErrorBody {
  return details ? { statusCode, error: reasonPhrase(statusCode), message, details } : { statusCode, error: reasonPhrase(statusCode), message };
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
    return body(413, 'the request body is too large');
  }
  if (status === 415 || fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return body(415, 'send the body as application/json');
  }
  if (status !== undefined && status >= 400 && status < 500) {
    // Malformed JSON and similar transport-level faults: the client's to fix.
    const message = fastifyError.message ?? 'bad request';
    return body(status, message, [{ path: '', message }]);
  }
  return body(500, 'unexpected server error; the request was not applied');
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const payload = toErrorBody(error);
  if (payload.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ statusCode: payload.statusCode, message: payload.message }, 'request refused');
  void reply.status(payload.statusCode).send(payload);
}
