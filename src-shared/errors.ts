/**
 * Errors as values with codes the UI can act on (design.md), the HTTP error body the server
 * answers with (domain §2), and the mapping between the two. One vocabulary on every side: the
 * server throws `AppError`, the API client turns a failed response into an `AppErrorValue`, and
 * the IPC router sends that value to the screens.
 */
import { z } from 'zod';
import { english, errorKeySchema, errorParamsSchema, type ErrorKey, type ErrorParamValues, type ErrorText } from './error-keys/index.js';

export const ERROR_CODES = ['VALIDATION', 'CONFLICT', 'OFFLINE', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED', 'TIMEOUT', 'PAYLOAD_TOO_LARGE', 'INTERNAL'] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The status each code travels with. OFFLINE is 0 and TIMEOUT 408 because that is how the API
 * client reports a network failure and its own time-out (design.md, spec §8); the server never
 * raises either.
 */
const STATUS_BY_CODE: Readonly<Record<ErrorCode, number>> = {
  OFFLINE: 0,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** The HTTP reason phrase the body's `error` field carries. */
const REASON_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusForCode(code: ErrorCode): number {
  return STATUS_BY_CODE[code];
}

/**
 * The code for a status the API client saw. 422 is treated as a validation failure too. Any
 * other status outside the table (405, 415, an unexpected 3xx) means client and server disagree
 * about the contract, which the user cannot fix by editing input, so it is INTERNAL.
 */
export function codeForStatus(status: number): ErrorCode {
  if (status === 422) return 'VALIDATION';
  for (const code of ERROR_CODES) if (STATUS_BY_CODE[code] === status) return code;
  return 'INTERNAL';
}

export function reasonPhrase(status: number): string {
  return REASON_BY_STATUS[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}

/**
 * One failing field of a validation error: a dotted path (`cart.items.0.quantity`) and why — the
 * contract's English `message`, and the `key` with its `params` (`error-keys/`) that the screens
 * translate. The key is absent only on errors from before keys existed (an outbox kept over an
 * update) or from a server that words something this build has no key for.
 */
export const errorDetailSchema = z.object({ path: z.string(), message: z.string(), key: errorKeySchema, params: errorParamsSchema.optional() });
export interface ErrorDetail {
  path: string;
  message: string;
  key?: ErrorKey | undefined;
  params?: ErrorParamValues | undefined;
}

/**
 * The body of every error response (domain §2): the contract's `statusCode`, `error`, `message` and
 * `details` as it words them, plus `key` and `params` beside them (the contract names the fields an
 * error has, not that there are no others; the client strips what it does not know). Unknown keys
 * are stripped rather than rejected: the client reading an error must not fail on a field a newer
 * server adds.
 */
export const httpErrorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  key: errorKeySchema,
  params: errorParamsSchema.optional(),
  details: z.array(errorDetailSchema).optional(),
});
export interface HttpErrorBody {
  statusCode: number;
  error: string;
  message: string;
  key?: ErrorKey | undefined;
  params?: ErrorParamValues | undefined;
  details?: ErrorDetail[] | undefined;
}

/** The error value that crosses IPC to the screens; the screens show its `key`, never its `message`. */
export const appErrorValueSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  key: errorKeySchema,
  params: errorParamsSchema.optional(),
  details: z.array(errorDetailSchema).optional(),
  /** A 429's `Retry-After`, in seconds: how long the user has to wait, said in their language. */
  retryAfter: z.number().int().nonnegative().optional(),
});
export interface AppErrorValue {
  code: ErrorCode;
  message: string;
  key?: ErrorKey | undefined;
  params?: ErrorParamValues | undefined;
  details?: ErrorDetail[] | undefined;
  retryAfter?: number | undefined;
}

export interface AppErrorOptions {
  /** What the error says as a key and parameters; the message is its English words. */
  readonly text?: { readonly key: ErrorKey; readonly params: ErrorParamValues } | undefined;
  readonly details?: readonly ErrorDetail[];
  /** Overrides the code's usual status (e.g. a 5xx other than 500 passed through). */
  readonly status?: number;
  readonly cause?: unknown;
  /** Seconds until a throttled call may be tried again (429's `Retry-After`). */
  readonly retryAfter?: number;
}

/**
 * The message of a validation failure led by `first`, its first detail, in the one shape every 400
 * has (a zod issue, a planner's row, a single field alike): `path: words`, so the message says where
 * (`rows.3.real: real must be at least 0`). The words alone when they name that very path themselves
 * (`name is required`: the text's `field` is the path; `unknown field: foo`: its `key` is) or when
 * there is no path (the body as a whole: `the body must not be empty`).
 */
export function leadMessage(first: ErrorDetail): string {
  const named = first.path === '' || first.params?.field === first.path || first.params?.key === first.path;
  return named ? first.message : `${first.path}: ${first.message}`;
}

/** Thrown by services; the server's error handler turns it into an `HttpErrorBody`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** What the screens translate; absent, they say what the code means in general. */
  readonly key: ErrorKey | undefined;
  readonly params: ErrorParamValues | undefined;
  readonly details: readonly ErrorDetail[] | undefined;
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? statusForCode(code);
    this.key = options.text?.key;
    this.params = options.text?.params;
    this.details = options.details;
    this.retryAfter = options.retryAfter;
  }

  /** A refusal worded by its key: the message is the key's English words. */
  static refuse(code: ErrorCode, text: ErrorText, options: Omit<AppErrorOptions, 'text'> = {}): AppError {
    return new AppError(code, english(text), { ...options, text });
  }

  /**
   * A validation failure of the given details; the first leads (its words are the message, its key
   * the error's).
   */
  static validation(details: readonly ErrorDetail[], options?: Omit<AppErrorOptions, 'text' | 'details'>): AppError;
  /**
   * A failure worded only in English, for the desktop's own faults no user input causes (a filter
   * the replica lacks): it has no key, so the screens say what VALIDATION means in general.
   */
  static validation(message: string, details?: readonly ErrorDetail[]): AppError;
  static validation(first: readonly ErrorDetail[] | string, second?: readonly ErrorDetail[] | Omit<AppErrorOptions, 'text' | 'details'>): AppError {
    if (typeof first === 'string') {
      const details = second as readonly ErrorDetail[] | undefined;
      return new AppError('VALIDATION', first, details === undefined ? {} : { details });
    }
    return AppError.keyedValidation(first, (second ?? {}) as Omit<AppErrorOptions, 'text' | 'details'>);
  }

  private static keyedValidation(details: readonly ErrorDetail[], options: Omit<AppErrorOptions, 'text' | 'details'>): AppError {
    const first = details[0];
    const text = first?.key === undefined ? undefined : { key: first.key, params: first.params ?? {} };
    return new AppError('VALIDATION', first === undefined ? 'invalid input' : leadMessage(first), { ...options, text, details });
  }

  /** One field refused: a detail on `path` saying `text`, its message led as every 400's is (`leadMessage`). */
  static invalid(path: string, text: ErrorText): AppError {
    return AppError.validation([{ path, message: english(text), key: text.key, params: text.params }]);
  }

  /**
   * One refusal whose words name their subject themselves (a backup by its file name): the words
   * are the message as they stand, with no path before them. Not for an HTTP 400, whose message
   * always says where (`leadMessage`).
   */
  static selfNamed(path: string, text: ErrorText): AppError {
    const message = english(text);
    return new AppError('VALIDATION', message, { text, details: [{ path, message, key: text.key, params: text.params }] });
  }

  static notFound(what: string, id?: string): AppError {
    return AppError.refuse('NOT_FOUND', { key: 'request.notFound', params: { what, id: id ?? '' } });
  }

  static conflict(text: ErrorText): AppError {
    return AppError.refuse('CONFLICT', text);
  }

  static forbidden(message = 'your role may not do this'): AppError {
    return new AppError('FORBIDDEN', message);
  }

  static unauthorized(message = 'sign in required'): AppError {
    return new AppError('UNAUTHORIZED', message);
  }

  private keyed(): Pick<AppErrorValue, 'key' | 'params'> {
    return this.key === undefined ? {} : { key: this.key, params: { ...this.params } };
  }

  toValue(): AppErrorValue {
    const value: AppErrorValue = { code: this.code, message: this.message, ...this.keyed() };
    if (this.details !== undefined) value.details = [...this.details];
    if (this.retryAfter !== undefined) value.retryAfter = this.retryAfter;
    return value;
  }

  toHttpBody(): HttpErrorBody {
    // A status of 0 or below 400 cannot be answered by a server; treat it as the server's fault.
    const statusCode = this.status >= 400 ? this.status : 500;
    const body: HttpErrorBody = { statusCode, error: reasonPhrase(statusCode), message: this.message, ...this.keyed() };
    if (this.details !== undefined) body.details = [...this.details];
    return body;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/**
 * What the API client hands on when a call fails: the code for the status, and the server's
 * message and details when the body is a well-formed error body.
 */
/** `retryAfter`: the answer's `Retry-After` header, kept when it is a number of seconds. */
export function appErrorFromHttp(status: number, body: unknown, retryAfter: string | null = null): AppErrorValue {
  const code = codeForStatus(status);
  const parsed = httpErrorBodySchema.safeParse(body);
  const value: AppErrorValue = parsed.success ? { code, message: parsed.data.message } : { code, message: fallbackMessage(code, status) };
  if (parsed.success && parsed.data.key !== undefined) Object.assign(value, { key: parsed.data.key, params: parsed.data.params ?? {} });
  if (parsed.success && parsed.data.details !== undefined) value.details = parsed.data.details;
  const seconds = retryAfter !== null && /^\d{1,9}$/.test(retryAfter.trim()) ? Number(retryAfter.trim()) : undefined;
  if (seconds !== undefined) value.retryAfter = seconds;
  return value;
}

/** The options that carry an error value's details and wait on as an `AppError`. */
export function errorOptionsOf(value: AppErrorValue): AppErrorOptions {
  return {
    ...(value.key === undefined ? {} : { text: { key: value.key, params: value.params ?? {} } }),
    ...(value.details === undefined ? {} : { details: value.details }),
    ...(value.retryAfter === undefined ? {} : { retryAfter: value.retryAfter }),
  };
}

/** Any thrown value as an error value; anything that is not an `AppError` is INTERNAL. */
export function toAppErrorValue(error: unknown): AppErrorValue {
  if (isAppError(error)) return error.toValue();
  return { code: 'INTERNAL', message: error instanceof Error ? error.message : String(error) };
}

function fallbackMessage(code: ErrorCode, status: number): string {
  if (code === 'OFFLINE') return 'the server could not be reached';
  if (code === 'TIMEOUT') return 'the server did not answer in time';
  return `request failed with status ${status} (${reasonPhrase(status)})`;
}
