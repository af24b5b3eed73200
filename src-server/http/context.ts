/** What a route handler receives and may answer. Handlers only validate-free glue: rules live in services. */
import type { Role } from '../../src-shared/constants/roles.js';
import type { Reader } from '../db/documents.js';
import { rowTextOf } from '../db/row-text.js';
import type { WriteTx } from '../db/write.js';
import type { ServerDeps } from '../deps.js';

/** The signed-in principal behind a request. Customers sign in by OTP; everyone else is a user. */
export interface Caller {
  readonly kind: 'user' | 'customer';
  readonly id: string;
  readonly role: Role;
  /** The provider a PROVEEDOR user belongs to. */
  readonly providerId: string | null;
  readonly tokenHash: string;
  readonly device: string | null;
}

export interface HandlerContext<P = unknown, Q = unknown, B = unknown> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly caller: Caller | null;
  readonly deps: ServerDeps;
  /** For reads: the database. For writes: the open transaction's executor. */
  readonly db: Reader | WriteTx['trx'];
  /** Present for every write route: the open write transaction. */
  readonly tx: WriteTx | null;
  readonly ip: string;
  readonly now: Date;
  /**
   * The Idempotency-Key of an anonymous write: the registrar never replays those (register.ts),
   * a handler that can replay one safely does it itself (pairing redemption).
   */
  readonly anonymousKey: string | null;
}

/** A handler's answer when it is not a plain 200 with a JSON body. */
export class HttpResult {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** Commit the transaction even though the status is an error (e.g. a recorded sign-in failure). */
    readonly commit = false,
    /** Headers the answer carries (`Retry-After` of a 429). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

export const created = (body: unknown): HttpResult => new HttpResult(201, body);

/**
 * A body already serialised, sent as it is: a keyed write's answer, serialised once for the client
 * and its record; a list of stored documents that need no parsing to be answered; a pull page put
 * together as UTF-8 bytes (a Buffer is sent as it is, a string measured and encoded on the way out).
 */
export class JsonText {
  constructor(readonly json: string | Buffer) {}
}

/** The JSON of an answer: a body already serialised as it stands, anything else serialised now. */
export function answerJson(body: unknown): string {
  if (body instanceof JsonText) return typeof body.json === 'string' ? body.json : body.json.toString('utf8');
  return JSON.stringify(body ?? null);
}

/**
 * A document a write just stored, answered as the text its row was written with (db/row-text.ts)
 * rather than serialised again: the same bytes. Only for a document nothing changed after the
 * store wrote it (a planner's result answered as `storePlan` returned it); one whose text is not
 * known is answered as it is.
 */
export function asStored(doc: object): JsonText | object {
  const text = rowTextOf(doc);
  return text === undefined ? doc : new JsonText(text);
}

export type Handler = (ctx: HandlerContext<never, never, never>) => Promise<unknown>;

/** Narrows a write handler's context: a write route always runs inside a transaction. */
export function writeTx(ctx: HandlerContext<unknown, unknown, unknown>): WriteTx {
  if (!ctx.tx) throw new Error('write handler called outside a write transaction');
  return ctx.tx;
}

/** The caller of a route that is not anonymous: the registrar has already checked the token. */
export function callerOf(ctx: HandlerContext<unknown, unknown, unknown>): Caller {
  if (!ctx.caller) throw new Error('handler of an authenticated route called without a caller');
  return ctx.caller;
}
