/**
 * Document ids, ObjectId-shaped (domain §2): 24 lowercase hex characters made of a 4-byte
 * big-endian count of seconds since the epoch, 5 random bytes fixed per generator (per process),
 * and a 3-byte counter that starts at a random value and wraps. Clients create ids offline, so
 * the shape must make collisions between devices practically impossible without coordination.
 */
import { ID_LENGTH } from './constants/field-lengths.js';

const TIMESTAMP_BYTES = 4;
const RANDOM_BYTES = 5;
const COUNTER_BYTES = 3;
const COUNTER_MODULUS = 2 ** (8 * COUNTER_BYTES);
const SECONDS_MODULUS = 2 ** (8 * TIMESTAMP_BYTES);
const TIMESTAMP_HEX = 2 * TIMESTAMP_BYTES;

/**
 * What the validator accepts: the spec says "24-hex-character strings" without a case, so upper
 * case is accepted on input; `normalizeId` turns it into the stored lowercase form.
 */
export const OBJECT_ID_PATTERN = new RegExp(`^[0-9a-fA-F]{${ID_LENGTH}}$`);

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value);
}

/** The stored form of an id (domain §2: lowercase). Does not validate; pair with `isObjectId`. */
export function normalizeId(id: string): string {
  return id.toLowerCase();
}

/** When the id was created, to the second; null when the string is not an id. */
export function idTimestamp(id: string): Date | null {
  if (!isObjectId(id)) return null;
  const seconds = Number.parseInt(id.slice(0, TIMESTAMP_HEX), 16);
  return new Date(seconds * 1000);
}

export interface IdGeneratorOptions {
  /** Returns `length` random bytes; injected so tests can fix the random part and counter start. */
  readonly random?: (length: number) => Uint8Array;
  /** The clock used when `next()` is called without a date. */
  readonly now?: () => Date;
}

export interface IdGenerator {
  next(now?: Date): string;
}

function cryptoRandom(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

function hex(value: number, bytes: number): string {
  return value.toString(16).padStart(2 * bytes, '0');
}

function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += hex(b, 1);
  return out;
}

function bytesToInt(bytes: Uint8Array): number {
  let value = 0;
  for (const b of bytes) value = value * 256 + b;
  return value;
}

function secondsOf(date: Date): number {
  const ms = date.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('cannot make an id from an invalid date');
  const seconds = Math.floor(ms / 1000);
  if (seconds < 0 || seconds >= SECONDS_MODULUS) {
    throw new RangeError(`cannot make an id for ${date.toISOString()}: outside 4-byte seconds`);
  }
  return seconds;
}

/**
 * Holds the one piece of mutable state the id scheme needs: the counter. It is closed over here
 * rather than passed around because its whole purpose is to be shared by every id a process
 * makes (two generators in one process would only widen the collision window); design.md's
 * "no module-level mutable singletons" rule is about data and clocks callers must control, and
 * tests still get a private generator with a fixed random source and clock.
 */
export function createIdGenerator(options: IdGeneratorOptions = {}): IdGenerator {
  const random = options.random ?? cryptoRandom;
  const clock = options.now ?? (() => new Date());
  const processPart = random(RANDOM_BYTES);
  const counterStart = random(COUNTER_BYTES);
  if (processPart.length !== RANDOM_BYTES || counterStart.length !== COUNTER_BYTES) {
    throw new RangeError('the random source returned the wrong number of bytes');
  }
  const processHex = bytesToHex(processPart);
  let counter = bytesToInt(counterStart);
  return {
    next(now?: Date): string {
      const seconds = secondsOf(now ?? clock());
      const id = hex(seconds, TIMESTAMP_BYTES) + processHex + hex(counter, COUNTER_BYTES);
      counter = (counter + 1) % COUNTER_MODULUS;
      return id;
    },
  };
}

/** The process-wide generator: see `createIdGenerator` for why this one shared instance exists. */
const defaultGenerator = createIdGenerator();

/** A new lowercase id; `now` sets the timestamp part (for imports that keep the original time). */
export function newId(now?: Date): string {
  return defaultGenerator.next(now);
}

/**
 * The id of the second of two documents written together (a transfer's INGRESS half, domain §6),
 * made from the first's: the same second and counter, the random part inverted. So a desktop that
 * queues a transfer offline knows the id the server will give the other half. Another id equal to
 * it would need a generator whose random part is exactly that inversion, in that second, at that
 * count: no likelier than any two ids colliding. Input in either case; the answer is lowercase.
 */
export function pairedId(id: string): string {
  const stored = normalizeId(id);
  const start = TIMESTAMP_HEX;
  const end = start + 2 * RANDOM_BYTES;
  let inverted = '';
  for (const digit of stored.slice(start, end)) inverted += (15 - Number.parseInt(digit, 16)).toString(16);
  return stored.slice(0, start) + inverted + stored.slice(end);
}
