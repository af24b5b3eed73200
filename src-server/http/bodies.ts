/**
 * How request bodies are read. The API speaks JSON only, but an empty body is no body whatever it
 * is labelled: HTTP clients label a bodiless PUT or POST differently (axios on Node sends
 * `application/x-www-form-urlencoded`, curl `-H 'Content-Type: application/json'` without data
 * sends that label, fetch sends none), and a call that takes no body must not depend on which one
 * was used. Whether a missing body is acceptable is the route's schema's to say (register.ts). A
 * non-empty body in any other media type answers 415; bytes that are not UTF-8 and a field named
 * twice answer 400.
 */
import { errorCodes, type FastifyInstance } from 'fastify';
import { said } from '../../src-shared/error-keys/index.js';
import { AppError } from '../../src-shared/errors.js';
import { duplicateKey } from './json-keys.js';

/** Bytes that are not UTF-8 are refused: read leniently they would become U+FFFD and be stored so. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function decoded(bytes: Buffer): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

export function readBodiesAsJson(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, bytes, done) => {
    if (bytes.length === 0) return done(null, undefined);
    const text = decoded(bytes as Buffer);
    if (text === null) return done(AppError.invalid('', said('request.notUtf8', {})), undefined);
    // Only white space is no JSON value either: as empty as no bytes at all.
    if (text.trim().length === 0) return done(null, undefined);
    json(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const twice = duplicateKey(text);
      if (twice === null) return done(null, value);
      done(AppError.invalid(twice, said('request.fieldTwice', { field: twice })), undefined);
    });
  });
  // Every other media type, and a body sent without one: read only to see that it is empty.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, bytes, done) => {
    if (bytes.length === 0) done(null, undefined);
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type'] ?? ''), undefined);
  });
}
