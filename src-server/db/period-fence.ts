/**
 * Audit periods in commit order (domain §6). An audit sums the documents placed in its period
 * [from, to) — by creation, or an order by its delivery — and the next one starts at its `to`, so a
 * document is counted exactly once only if no write stamped before an audit's `to` commits after
 * the audit has read. A write's time is taken when its request arrives, before its transaction
 * starts, so without more a slow write could land behind an audit, in a period already closed.
 *
 * The fence is a `counters` row holding the end of the latest audit (ms since the epoch):
 * - a write that places a document in a period (`placesInPeriod`) reads it before it commits — on
 *   PostgreSQL with a share lock, held to its commit — and a time before it means the period
 *   closed while the write waited: the write runs again at the fence's time (`StampInClosedPeriod`,
 *   write.ts), in the period still open;
 * - an audit locks it for update first: on PostgreSQL that waits for every write holding it, whose
 *   documents its reads (each statement its own snapshot) then see; and it moves it to its `to`.
 * SQLite runs one writer at a time: reading the row is enough there.
 */
import { LEDGERS } from '../../src-shared/planners/audit-ledgers.js';
import { mark, runText } from './sql-text.js';
import type { WriteTx } from './write.js';

/** The fence's row in `counters` (migrations/server/0012_period_fence.ts makes it). */
export const PERIOD_FENCE = 'audits:closed';

/** The write's time falls in a period an audit closed meanwhile: run it again at the period's end. */
export class StampInClosedPeriod extends Error {
  constructor(readonly closedAt: Date) {
    super(`an audit closed the period at ${closedAt.toISOString()}`);
  }
}

const ledgers = Object.values(LEDGERS);
const PLACED_AT_CREATION: ReadonlySet<string> = new Set(ledgers.filter((l) => l.at === 'createdAt').map((l) => l.collection));
const PLACED_AT_DELIVERY: ReadonlySet<string> = new Set(ledgers.filter((l) => l.at === 'deliveredAt').map((l) => l.collection));

const deliveredAtOf = (doc: object | null): unknown => (doc as { delivery?: { deliveredAt?: unknown } | null } | null)?.delivery?.deliveredAt ?? null;

/** Whether writing `after` over `before` (null: a new document) places a document of `collection` in an audit's period. */
export function placesInPeriod(collection: string, before: object | null, after: object): boolean {
  if (before === null && PLACED_AT_CREATION.has(collection)) return true;
  return PLACED_AT_DELIVERY.has(collection) && deliveredAtOf(after) !== deliveredAtOf(before);
}

async function fence(tx: WriteTx, lock: 'share' | 'update' | null): Promise<number> {
  // SQLite read it with every counter as the write started, in the snapshot it still reads (tx-state.ts).
  const started = tx.kind === 'sqlite' ? tx.state.startCounters?.get(PERIOD_FENCE) : undefined;
  if (started !== undefined) return started;
  const text = `select "value" from "counters" where "name" = ${mark(tx.kind, 0)}${lock && tx.kind === 'postgres' ? ` for ${lock}` : ''}`;
  const [row] = await runText<{ value: unknown }>(tx.trx, text, [PERIOD_FENCE]);
  if (row === undefined) throw new Error(`the counters row ${PERIOD_FENCE} is missing: migrate the database`);
  return Number(row.value);
}

function checkOpen(tx: WriteTx, closedAt: number): void {
  if (Date.parse(tx.now) < closedAt) throw new StampInClosedPeriod(new Date(closedAt));
}

/** Before a write places a document in a period: once per transaction (see the header). */
export async function placeInOpenPeriod(tx: WriteTx): Promise<void> {
  if (tx.state.periodChecked) return;
  tx.state.periodChecked = true;
  checkOpen(tx, await fence(tx, 'share'));
}

/** An audit closes its period at its time: call before it reads anything (see the header). */
export async function closePeriod(tx: WriteTx): Promise<void> {
  checkOpen(tx, await fence(tx, 'update'));
  await runText(tx.trx, `update "counters" set "value" = ${mark(tx.kind, 0)} where "name" = ${mark(tx.kind, 1)}`, [Date.parse(tx.now), PERIOD_FENCE]);
  // SQLite: the counters the write numbers from now hold the fence this wrote (sqlite-counters.ts checks them as it closes).
  const started = tx.state.startCounters;
  tx.state.startCounters = started ? new Map(started).set(PERIOD_FENCE, Date.parse(tx.now)) : null;
}
