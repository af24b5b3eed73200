import { describe, expect, it } from 'vitest';
import {
  AppError,
  ERROR_CODES,
  appErrorFromHttp,
  appErrorValueSchema,
  codeForStatus,
  errorOptionsOf,
  httpErrorBodySchema,
  isAppError,
  statusForCode,
  toAppErrorValue,
} from '../../src-shared/errors.js';
import { contract, detail } from '../../src-shared/schemas/messages.js';
import { refusedAction } from '../../src-shared/states/index.js';

describe('codeForStatus', () => {
  it.each([
    [0, 'OFFLINE'],
    [400, 'VALIDATION'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [408, 'TIMEOUT'],
    [409, 'CONFLICT'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [422, 'VALIDATION'],
    [429, 'RATE_LIMITED'],
    [500, 'INTERNAL'],
    [502, 'INTERNAL'],
    [503, 'INTERNAL'],
    [504, 'INTERNAL'],
  ] as const)('maps %i to %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });

  it('treats statuses outside the contract as INTERNAL', () => {
    expect(codeForStatus(405)).toBe('INTERNAL');
    expect(codeForStatus(302)).toBe('INTERNAL');
  });
});

describe('statusForCode', () => {
  it('round-trips with codeForStatus for every code', () => {
    for (const code of ERROR_CODES) expect(codeForStatus(statusForCode(code))).toBe(code);
  });

  it('keeps the API client conventions for network failure and time-out', () => {
    expect(statusForCode('OFFLINE')).toBe(0);
    expect(statusForCode('TIMEOUT')).toBe(408);
    expect(statusForCode('CONFLICT')).toBe(409);
  });
});

describe('httpErrorBodySchema', () => {
  it('accepts the domain error body with and without details', () => {
    expect(httpErrorBodySchema.safeParse({ statusCode: 404, error: 'Not Found', message: 'x' }).success).toBe(true);
    const withDetails = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'invalid buy',
      details: [{ path: 'cart.items', message: 'at least 1 item' }],
    };
    expect(httpErrorBodySchema.parse(withDetails)).toEqual(withDetails);
  });

  it('refuses bodies missing a field or with malformed details', () => {
    expect(httpErrorBodySchema.safeParse({ statusCode: 404, message: 'x' }).success).toBe(false);
    expect(httpErrorBodySchema.safeParse({ statusCode: '404', error: 'e', message: 'x' }).success).toBe(false);
    const badDetail = { statusCode: 400, error: 'e', message: 'm', details: [{ path: 'a' }] };
    expect(httpErrorBodySchema.safeParse(badDetail).success).toBe(false);
  });
});

describe('AppError', () => {
  it('is an Error carrying code, status and details', () => {
    const details = [{ path: 'name', message: 'required' }];
    const error = AppError.validation('invalid customer', details);
    expect(error).toBeInstanceOf(Error);
    expect(isAppError(error)).toBe(true);
    expect(error.name).toBe('AppError');
    expect([error.code, error.status, error.details]).toEqual(['VALIDATION', 400, details]);
  });

  it('names the missing document in not-found errors', () => {
    const error = AppError.notFound('order', '65f1c0a2b3d4e5f60718293a');
    expect([error.code, error.status, error.message]).toEqual(['NOT_FOUND', 404, 'order 65f1c0a2b3d4e5f60718293a not found']);
  });

  it('builds the HTTP body with the reason phrase', () => {
    expect(AppError.conflict(refusedAction('buy', 'APROBADA', 'approve')).toHttpBody()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'cannot approve a buy in state APROBADA',
      key: 'buy.state.notAllowed',
      params: { state: 'APROBADA', action: 'approve', flags: '' },
    });
    expect(new AppError('RATE_LIMITED', 'slow down').toHttpBody().error).toBe('Too Many Requests');
  });

  it('never answers HTTP with a status a server cannot send', () => {
    expect(new AppError('OFFLINE', 'unreachable').toHttpBody().statusCode).toBe(500);
  });

  it('honours an explicit status and keeps the cause', () => {
    const cause = new Error('db down');
    const error = new AppError('INTERNAL', 'try later', { status: 503, cause });
    expect(error.status).toBe(503);
    expect(error.cause).toBe(cause);
    expect(error.toHttpBody()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
  });

  it("becomes an IPC value that the value schema accepts, its key and each detail's kept", () => {
    const keyed = AppError.validation([detail('name', contract.required('name'))]).toValue();
    expect(keyed).toEqual({
      code: 'VALIDATION',
      message: 'name is required',
      key: 'validation.required',
      params: { field: 'name' },
      details: [{ path: 'name', message: 'name is required', key: 'validation.required', params: { field: 'name' } }],
    });
    expect(appErrorValueSchema.parse(keyed)).toEqual(keyed);
    const value = AppError.validation('bad', [{ path: 'a', message: 'b' }]).toValue();
    expect(value).toEqual({ code: 'VALIDATION', message: 'bad', details: [{ path: 'a', message: 'b' }] });
    expect(appErrorValueSchema.parse(value)).toEqual(value);
    expect(AppError.forbidden().toValue()).not.toHaveProperty('details');
  });
});

describe('appErrorFromHttp and toAppErrorValue', () => {
  it('keeps the server message and details of a well-formed body', () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'invalid', details: [{ path: 'phone', message: 'pattern' }] };
    expect(appErrorFromHttp(400, body)).toEqual({ code: 'VALIDATION', message: 'invalid', details: body.details });
  });

  it('falls back to a message of its own for a network failure or a foreign body', () => {
    expect(appErrorFromHttp(0, undefined)).toEqual({ code: 'OFFLINE', message: 'the server could not be reached' });
    expect(appErrorFromHttp(408, null).code).toBe('TIMEOUT');
    expect(appErrorFromHttp(502, '<html>bad gateway</html>')).toEqual({
      code: 'INTERNAL',
      message: 'request failed with status 502 (Bad Gateway)',
    });
  });

  it("keeps a 429's Retry-After in seconds through the value and back, so the screen can say how long to wait", () => {
    const body = { statusCode: 429, error: 'Too Many Requests', message: 'too many failed sign-ins: wait 15 minutes and try again' };
    const value = appErrorFromHttp(429, body, '899');
    expect(value).toEqual({ code: 'RATE_LIMITED', message: body.message, retryAfter: 899 });
    expect(appErrorValueSchema.parse(value)).toEqual(value);
    const error = new AppError(value.code, value.message, errorOptionsOf(value));
    expect(error.retryAfter).toBe(899);
    expect(error.toValue()).toEqual(value);
    // A date, or no number at all, is not kept: the screen says "a few minutes" then.
    expect(appErrorFromHttp(429, body, 'Wed, 21 Oct 2015 07:28:00 GMT')).not.toHaveProperty('retryAfter');
    expect(appErrorFromHttp(429, body, null)).not.toHaveProperty('retryAfter');
  });

  it('turns anything thrown into a value, unknown errors as INTERNAL', () => {
    expect(toAppErrorValue(AppError.unauthorized())).toEqual({ code: 'UNAUTHORIZED', message: 'sign in required' });
    expect(toAppErrorValue(new TypeError('boom'))).toEqual({ code: 'INTERNAL', message: 'boom' });
    expect(toAppErrorValue('text')).toEqual({ code: 'INTERNAL', message: 'text' });
  });
});
