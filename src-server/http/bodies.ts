/**
 * How request bodies are read. The API speaks JSON only, but an empty body is no body whatever it
 * is labelled: HTTP clients label a bodiless PUT or POST differently (axios on Node sends
 * `application/x-www-form-urlencoded`, curl `-H 'Content-Type: application/json'` without data
 * sends that label, fetch sends none), and a call that takes no body must not depend on which one
 * was used. Whether a missing body is acceptable is the route's schema's to say (register.ts). A
 * non-empty body in any other media type answers 415.
 */
import { errorCodes, type FastifyInstance } from 'fastify';

export function readBodiesAsJson(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    if (text.length === 0) done(null, undefined);
    else json(request, text as string, done);
  });
  // Every other media type, and a body sent without one: read only to see that it is empty.
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, text, done) => {
    if (text.length === 0) done(null, undefined);
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type'] ?? ''), undefined);
  });
}
