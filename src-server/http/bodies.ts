/**
 * How request bodies are read. The API speaks JSON only, but an empty body is no body whatever it
 * is labelled: HTTP clients label a bodiless PUT or POST differently (axios on Node sends
 * `application/x-www-form-urlencoded`, curl `-H 'Content-Type: application/json'` without data
 * sends that label, fetch sends none), and a call that takes no body must not depend on which one
 * was used. Whether a missing body is acceptable is the route's schema's to say (register.ts). A
 * non-empty body in any other media type answers 415; bytes that are not UTF-8 or not JSON, a field named
 * twice and a key naming a part of every object (`__proto__`, `constructor`, `prototype`) answer 400
 * naming it, in the contract's words.
 */
import { errorCodes, type FastifyInstance } from 'fastify';
import { said } from '../../src-shared/error-keys/index.js';
import { AppError } from '../../src-shared/errors.js';
import { contract, detail } from '../../src-shared/schemas/messages.js';
import { keyProblem, type KeyProblem } from './json-keys.js';

/** Bytes that are not UTF-8 are refused: read leniently they would become U+FFFD and be stored so. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The 400 a key problem answers: a field named twice, or an object's part as the unknown field it is, worded as the schemas word one. */
function refusal(found: KeyProblem): AppError {
  if (found.problem === 'twice') return AppError.invalid(found.path, said('request.fieldTwice', { field: found.path }));
  return AppError.validation([detail(found.path, contract.unknownField(found.key))]);
}

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
      // The parser refuses `__proto__` and `constructor.prototype` as not JSON: they are named instead.
      const found = keyProblem(text);
      if (error) return done(found?.problem === 'objectPart' ? refusal(found) : AppError.invalid('', said('request.notJson', {})), undefined);
      if (found !== null) return done(refusal(found), undefined);
      done(null, value);
    });
  });
  // Every other media type, and a body sent without one: read only to see that it is empty.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, bytes, done) => {
    if (bytes.length === 0) done(null, undefined);
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type'] ?? ''), undefined);
  });
}
