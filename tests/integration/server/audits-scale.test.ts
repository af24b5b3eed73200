/**
 * An audit reads figures, not histories (src-shared/planners/audit-ledgers.ts): the balance of a
 * provider with 10,000 payments is summed by the database, so its audit runs the same statements as
 * one of a provider with ten, and none of them reads a payment's document. Counted, not timed.
 */
import type { LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertDocs, type Doc } from '../../../src-server/db/documents.js';
import { runWrite } from '../../../src-server/db/write.js';
import { auditProvider } from '../../../src-server/features/audits/books.js';
import { CASHFLOWS, type CashflowFields } from '../../../src-server/features/cashflow/collection.js';
import { createProviderEntry } from '../../../src-server/features/cashflow/create.js';
import type { Caller } from '../../../src-server/http/context.js';
import { Decimal } from '../../../src-shared/money.js';
import { ownFields } from '../../../src-shared/planners/reads.js';
import { expectStatus } from '../../support/actors.js';
import { createProvider } from '../../support/orders.js';
import { ADMIN, call, FLAVOURS, signIn, startTestServer, type TestServer } from '../../support/server.js';

const HISTORY = 10_000;
const IN_PERIOD = 5;

describe.each(FLAVOURS)('an audit over a long history on %s', (flavour) => {
  let server: TestServer;
  let caller: Caller;
  let token: string;
  let statements: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'), { messaging: {}, open: { log: (event: LogEvent) => void statements.push(event.query.sql) } });
    token = await signIn(server.url, ADMIN.username, ADMIN.password);
    const me = await expectStatus(call<{ user: { _id: string } }>(server.url, 'GET', '/auth/me', { token }));
    caller = { kind: 'user', id: me.user._id, role: 'ADMIN', providerId: null, tokenHash: '', device: null };
  });
  afterAll(async () => {
    await server?.close();
  });

  // A second apart, so no payment shares its instant with an audit's end (which would place it in the next period).
  let clock = Date.now();
  const write = <T>(work: Parameters<typeof runWrite<T>>[2]) => runWrite(server.database, { actor: caller.id, now: new Date((clock += 1_000)) }, work);
  const pay = (provider: string, amount: number) => write((tx) => createProviderEntry(tx, caller, { amount, concept: 'EGRESS', paymentMethod: 'CASH', provider }));

  /** A provider with `history` payments closed by an audit, then `IN_PERIOD` more: the statements its next audit runs, and the audit. */
  async function auditAfter(history: number) {
    const provider = await createProvider(server.url, token);
    const first = await pay(provider, 1.25);
    const fields: CashflowFields = ownFields(first);
    await write((tx) =>
      insertDocs(
        tx,
        CASHFLOWS,
        Array.from({ length: history - 1 }, () => fields),
      ),
    );
    await write((tx) => auditProvider(tx, caller, { provider }));
    for (let i = 0; i < IN_PERIOD; i += 1) await pay(provider, 10);
    statements = [];
    const audit = await write((tx) => auditProvider(tx, caller, { provider }));
    return { audit, ran: [...statements] };
  }

  it('runs the same few statements as over a short one, and reads no payment', async () => {
    const short = await auditAfter(10);
    const long = await auditAfter(HISTORY);

    expect(long.ran.length).toBe(short.ran.length);
    expect(long.ran.length).toBeLessThanOrEqual(25);
    const documentsOf = (table: string) => long.ran.filter((text) => text.includes(`from "${table}"`) && /select[^]*"doc"[^]*from/.test(text));
    expect(documentsOf('cashflows')).toEqual([]);
    expect(documentsOf('receipts')).toEqual([]);

    const audit: Doc<{ transactions: unknown[]; summary: Record<string, unknown> }> = long.audit;
    expect(audit.transactions).toHaveLength(IN_PERIOD);
    const paid = Decimal.from(1.25)
      .mul(HISTORY)
      .add(10 * IN_PERIOD)
      .toNumber();
    expect(audit.summary).toMatchObject({ balance: { paid, balance: -paid }, period: { paid: 10 * IN_PERIOD } });
  });
});
