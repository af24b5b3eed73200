/**
 * The demo history as a list of business events, each at its own time and by its own person, run
 * through the same services the routes call. An event may plan later ones (an order taken today is
 * prepared tomorrow); events planned after the history's end never happen, which leaves the latest
 * orders and buys half-way, as a working business has them at the end of a day.
 */
import type { RouteName } from '../../../src-shared/routes/index.js';
import type { Database } from '../../db/connect.js';
import { runWrite, type WriteTx } from '../../db/write.js';
import { dayOf, type Day } from './calendar.js';

export interface DemoEvent {
  at: Date;
  /** The user who does it; null for the system. */
  actor: string | null;
  /** The route a clerk doing it on the screens would call: its history entries name it, as a real write's do. */
  route: RouteName;
  run(tx: WriteTx): Promise<void>;
}

interface Queued extends DemoEvent {
  order: number;
}

const before = (a: Queued, b: Queued): boolean => a.at.getTime() < b.at.getTime() || (a.at.getTime() === b.at.getTime() && a.order < b.order);

/** A binary heap of events by time, then by the order they were planned in. */
export class Agenda {
  private readonly heap: Queued[] = [];
  private planned = 0;

  /** Events at or after `end` are never planned. */
  constructor(readonly end: Date) {}

  add(at: Date, actor: string | null, route: RouteName, run: (tx: WriteTx) => Promise<void>): void {
    if (at.getTime() >= this.end.getTime()) return;
    const heap = this.heap;
    heap.push({ at, actor, route, run, order: (this.planned += 1) });
    for (let i = heap.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i] as Queued, heap[parent] as Queued)) break;
      [heap[i], heap[parent]] = [heap[parent] as Queued, heap[i] as Queued];
      i = parent;
    }
  }

  peek(): Queued | undefined {
    return this.heap[0];
  }

  take(): Queued | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (top === undefined || last === undefined || heap.length === 0) return top;
    heap[0] = last;
    for (let i = 0; ;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let least = i;
      if (l < heap.length && before(heap[l] as Queued, heap[least] as Queued)) least = l;
      if (r < heap.length && before(heap[r] as Queued, heap[least] as Queued)) least = r;
      if (least === i) break;
      [heap[i], heap[least]] = [heap[least] as Queued, heap[i] as Queued];
      i = least;
    }
    return top;
  }
}

/** The transaction as seen by one event: its own time, person and route, the same connection and counters. */
function asEvent(tx: WriteTx, event: DemoEvent): WriteTx {
  return { ...tx, now: event.at.toISOString(), actor: event.actor, route: event.route };
}

/**
 * Runs the events in time order, one write transaction per business day (a day's work commits
 * together). `plan(day)` adds the day's own events before the day runs.
 */
export async function runAgenda(database: Database, agenda: Agenda, days: readonly Day[], plan: (day: Day) => void): Promise<number> {
  let done = 0;
  for (const day of days) {
    plan(day);
    const first = agenda.peek();
    if (!first || dayOf(first.at) !== day) continue;
    await runWrite(database, { actor: first.actor, route: first.route, now: first.at }, async (tx) => {
      for (let next = agenda.peek(); next && dayOf(next.at) <= day; next = agenda.peek()) {
        const event = agenda.take() as Queued;
        await event.run(asEvent(tx, event));
        done += 1;
      }
    });
  }
  return done;
}
