/**
 * Audit periods in commit order (db/period-fence.ts, domain §6): each audit sums [from, to), from
 * the previous audit's end to its own time, and every payment to a provider is counted by exactly
 * one of its audits however the writes and the audits interleave. On PostgreSQL writers run side by
 * side: a payment stamped before an audit but still open when the audit starts is waited for and
 * counted by it; one stamped before an audit but started while the audit holds the period is placed
 * at the period's end and counted by the next; one stamped after an audit but committed before it
 * is left to the next. Then many payments and audits at once. On SQLite, one writer at a time, the
 * same must hold.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runWrite } from '../../../src-server/db/write.js';
import { auditProvider } from '../../../src-server/features/audits/books.js';
import { createProviderEntry } from '../../../src-server/features/cashflow/create.js';
import type { Caller } from '../../../src-server/http/context.js';
import type { AuditFields } from '../../../src-shared/documents/audits.js';
import type { Doc } from '../../../src-server/db/documents.js';
import { Decimal } from '../../../src-shared/money.js';
import { expectStatus } from '../../support/actors.js';
import { createProvider } from '../../support/orders.js';
import { ADMIN, call, FLAVOURS, signIn, startTestServer, type TestServer } from '../../support/server.js';

type Audit = Doc<AuditFields>;

/** A promise and the function that settles it: a point a transaction waits at, held open. */
function gate(): { reached: Promise<void>; reach: () => void } {
  let reach!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  return { reached, reach };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(FLAVOURS)('audit periods with writes around them on %s', (flavour) => {
  let server: TestServer;
  let caller: Caller;
  let provider: string;
  /** Every payment made, and every audit, in the order they were made. */
  const payments: Array<{ id: string; amount: number; createdAt: string }> = [];
  const audits: Audit[] = [];
  // Ahead of the clock, so nothing the server stamps itself falls among these times.
  const base = Date.now() + 3_600_000;
  const at = (ms: number) => new Date(base + ms);

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    const token = await signIn(server.url, ADMIN.username, ADMIN.password);
    const me = await expectStatus(call<{ user: { _id: string } }>(server.url, 'GET', '/auth/me', { token }));
    caller = { kind: 'user', id: me.user._id, role: 'ADMIN', providerId: null, tokenHash: '', device: null };
    provider = await createProvider(server.url, token);
  });
  afterAll(async () => {
    await server?.close();
  });

  const write = <T>(ms: number, work: Parameters<typeof runWrite<T>>[2]) => runWrite(server.database, { actor: caller.id, now: at(ms) }, work);

  /** A payment at `ms`; `held` keeps its transaction open after it wrote, until it is reached. */
  async function pay(ms: number, amount: number, held?: Promise<void>, wrote?: () => void) {
    const entry = await write(ms, async (tx) => {
      const made = await createProviderEntry(tx, caller, { amount, concept: 'EGRESS', paymentMethod: 'CASH', provider });
      wrote?.();
      await held;
      return made;
    });
    payments.push({ id: entry._id, amount, createdAt: entry.createdAt });
    return entry;
  }

  async function audit(ms: number, held?: Promise<void>, made?: () => void): Promise<Audit> {
    const done = await write(ms, async (tx) => {
      const closed = await auditProvider(tx, caller, { provider });
      made?.();
      await held;
      return closed;
    });
    audits.push(done);
    return done;
  }

  const listed = (a: Audit) => a.transactions.map((t) => t.id);

  it('waits for a payment stamped before it that is still being written, and counts it', async () => {
    const wrote = gate();
    const release = gate();
    const slow = pay(1_000, 100, release.reached, wrote.reach);
    await wrote.reached;
    let closed = false;
    const first = audit(2_000).then((a) => ((closed = true), a));
    await pause(300);
    expect(closed, 'the audit waits for the open payment').toBe(false);
    release.reach();
    const [entry, done] = await Promise.all([slow, first]);
    expect(listed(done)).toEqual([entry._id]);
    expect(done.to).toBe(at(2_000).toISOString());
  });

  it('places a payment stamped before an audit that holds the period at the period’s end, for the next audit', async () => {
    const made = gate();
    const release = gate();
    const second = audit(4_000, release.reached, made.reach);
    await made.reached;
    const late = pay(3_000, 7);
    await pause(300);
    release.reach();
    const [done, entry] = await Promise.all([second, late]);
    expect(listed(done)).not.toContain(entry._id);
    expect(entry.createdAt).toBe(done.to);
    const third = await audit(5_000);
    expect(third.from).toBe(done.to);
    expect(listed(third)).toEqual([entry._id]);
  });

  it('leaves a payment stamped after an audit but written before it to the next one', async () => {
    const early = await pay(6_500, 12.5);
    const fourth = await audit(6_000);
    expect(listed(fourth)).not.toContain(early._id);
    expect(listed(await audit(7_000))).toEqual([early._id]);
  });

  it('counts every payment exactly once when many payments and audits run at once', async () => {
    const start = 10_000;
    const writes = Array.from({ length: 24 }, (_, i) => pay(start + ((i * 397) % 2_000), 10 + i));
    const closings = [audit(start + 700), audit(start + 1_400)];
    await Promise.all([...writes, ...closings]);
    await audit(start + 5_000);

    const byPayment = new Map<string, Audit[]>();
    for (const a of audits) for (const id of listed(a)) byPayment.set(id, [...(byPayment.get(id) ?? []), a]);
    expect(payments.filter((p) => byPayment.get(p.id)?.length !== 1)).toEqual([]);
    expect(byPayment.size).toBe(payments.length);
    for (const p of payments) {
      const [closing] = byPayment.get(p.id) ?? [];
      expect(closing?.from === null || p.createdAt >= String(closing?.from), `${p.id} after its audit's start`).toBe(true);
      expect(p.createdAt < String(closing?.to), `${p.id} before its audit's end`).toBe(true);
    }
    // Each audit starts where the one before it in commit order ended, and what they say was paid adds up.
    const ordered = [...audits].sort((a, b) => a.number - b.number);
    ordered.slice(1).forEach((a, i) => expect(a.from).toBe(ordered[i]?.to));
    const paidInPeriods = Decimal.sum(ordered.map((a) => (a.summary as { period: { paid: number } }).period.paid)).toNumber();
    const paid = Decimal.sum(payments.map((p) => p.amount)).toNumber();
    expect(paidInPeriods).toBe(paid);
    expect((ordered.at(-1)?.summary as { balance: { paid: number } }).balance.paid).toBe(paid);
  });
});
