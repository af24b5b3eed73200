/**
 * Change history (data safety): every document write on the server leaves one entry saying who,
 * from which device, when, what action, and each field's value before and after. Pure, so the
 * server writes entries with `diffDocs` and a screen (or a test) replays them with `applyChanges`.
 *
 * `changes` maps a field path to `{ before, after }`. Nested objects are walked and named by dotted
 * paths (`address.street`); arrays, and objects whose keys hold a dot, change as whole values. A side
 * left out means the field was absent on that side (`{ after: 5 }`: the field appeared), so a replay
 * tells a removed field from one set to null.
 */
import { isRecord } from './records.js';

/** Every collection a history entry can name; `LEDGER_ENTITIES` are left out, see there. */
export const HISTORY_ENTITIES = [
  'users',
  'customers',
  'providers',
  'categories',
  'products',
  'taxes',
  'deliveries',
  'withdrawals',
  'thirds',
  'garages',
  'chargeMethods',
  'payMethods',
  'trackers',
  'buys',
  'orders',
  'drafts',
  'carts',
  'receipts',
  'cashflows',
  'accounts',
  'roadmaps',
  'audits',
  'settings',
] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/**
 * Append-only ledgers: a stock record and an account movement are written once and never changed,
 * and each already says who, when, how much and why (its `user` or account, `reason`/`kind`, `refId`).
 * Their creation is their own history, so it writes no entry; any later write of one would.
 */
export const LEDGER_ENTITIES = ['records', 'accountMovements'] as const;

/**
 * What the document store did: created, saved a new version, enabled/disabled, hard-deleted; or
 * `baseline`, the document as it stood when its database started keeping history (migration 0005).
 */
export const HISTORY_ACTIONS = ['create', 'update', 'status', 'delete', 'baseline'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export interface FieldChange {
  before?: unknown;
  after?: unknown;
}
export type Changes = Record<string, FieldChange>;

/** One entry, as `GET /history` answers it. */
export interface HistoryEntry {
  _id: string;
  /** The change number of the write (the document's `seq` right after it). */
  seq: number;
  at: string;
  /**
   * The user or customer id on whose behalf the write ran; null for the system (setup, migrations)
   * and for a writer the caller may not see (`withheld`). See `writerOf`.
   */
  user: string | null;
  /** Set when the entry has a writer the caller may not see (a customer is not told which staff member confirmed its order). */
  withheld?: true;
  userName: string | null;
  /** The signed-in device of the caller (a paired device id), when it has one. */
  device: string | null;
  entity: string;
  docId: string;
  action: HistoryAction;
  /** The route that made the write (`order.confirm`); null for system writes. */
  route: string | null;
  changes: Changes;
}

/** Who wrote an entry, as a reader may be told: a named user, the system, or someone the reader may not see. */
export function writerOf(entry: Pick<HistoryEntry, 'user' | 'withheld'>): 'user' | 'system' | 'withheld' {
  if (entry.user !== null) return 'user';
  return entry.withheld ? 'withheld' : 'system';
}

/**
 * Fields an update's entry leaves out: `updatedAt` is always the write's own time, which is the
 * entry's `at`. A creation, a baseline and a deletion list every field.
 */
export const UNLISTED_ON_UPDATE = ['updatedAt'] as const;

type Json = Record<string, unknown>;

/**
 * Calls `visit` with each key of `a`, then each key of `b` that `a` has not: their union, in that
 * order, without building it. Every write diffs whole documents (an order's cart and its lines),
 * and a set of keys per object compared was most of a diff's time.
 */
function eachKey(a: Json, b: Json, visit: (key: string) => boolean): boolean {
  for (const key of Object.keys(a)) if (!visit(key)) return false;
  for (const key of Object.keys(b)) if (!Object.hasOwn(a, key) && !visit(key)) return false;
  return true;
}

/** Two JSON values are the same: arrays in order, objects whatever their key order, undefined as absent. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  return eachKey(a, b, (key) => sameValue(a[key], b[key]));
}

/** Walked field by field only when every key can be written in a dotted path. */
const walkable = (value: Json): boolean => Object.keys(value).every((key) => !key.includes('.'));

function change(before: unknown, after: unknown): FieldChange {
  const out: FieldChange = {};
  if (before !== undefined) out.before = before;
  if (after !== undefined) out.after = after;
  return out;
}

function walk(before: Json, after: Json, prefix: string, skip: ReadonlySet<string>, out: Changes): void {
  eachKey(before, after, (key) => {
    if (prefix === '' && skip.has(key)) return true;
    const b = before[key];
    const a = after[key];
    if (sameValue(b, a)) return true;
    const path = prefix + key;
    if (isRecord(b) && isRecord(a) && walkable(b) && walkable(a)) walk(b, a, `${path}.`, skip, out);
    else out[path] = change(b, a);
    return true;
  });
}

/** The changes from `before` to `after` (null: the document does not exist on that side). */
export function diffDocs(before: object | null, after: object | null, unlisted: readonly string[] = []): Changes {
  const out: Changes = {};
  walk((before ?? {}) as Json, (after ?? {}) as Json, '', new Set(unlisted), out);
  return out;
}

/** `doc` with `changes` applied (a new object): each path set to its `after`, or removed without one. */
export function applyChanges<T extends object>(doc: T | null, changes: Changes): Json {
  const out = JSON.parse(JSON.stringify(doc ?? {})) as Json;
  for (const [path, fieldChange] of Object.entries(changes)) {
    const keys = path.split('.');
    const last = keys.pop() ?? path;
    let target: Json = out;
    for (const key of keys) {
      const next = target[key];
      if (!isRecord(next)) target[key] = {};
      target = target[key] as Json;
    }
    if (Object.hasOwn(fieldChange, 'after')) target[last] = fieldChange.after;
    else delete target[last];
  }
  return out;
}

/**
 * A document's versions replayed from its entries, oldest first: what it was after the last one
 * (null once deleted). An update's `updatedAt` is its entry's time, as `UNLISTED_ON_UPDATE` says.
 */
export function replayHistory(entries: ReadonlyArray<Pick<HistoryEntry, 'action' | 'at' | 'changes'>>): Json | null {
  let doc: Json | null = null;
  for (const entry of entries) {
    if (entry.action === 'delete') {
      doc = null;
      continue;
    }
    const whole = entry.action === 'create' || entry.action === 'baseline';
    doc = applyChanges(whole ? null : doc, entry.changes);
    if (!whole) doc.updatedAt = entry.at;
  }
  return doc;
}
