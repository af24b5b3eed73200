/**
 * The change history (data safety). "One history entry per document write" means: every call of the
 * document store's write functions (`insertDoc(s)`, `saveDoc(s)`, `setDocStatus`, `removeDoc`) takes
 * one change number and leaves exactly one entry under it, in its transaction — except the creation
 * of a ledger row (stock record, account movement), which is its own history. A request writing
 * several documents leaves one entry per document it wrote.
 *
 * 500 random actions from four concurrent clients over HTTP (orders and buys through their state
 * machines, stock, cash flow, payments, receipts, customer and provider edits, enabling and disabling,
 * roadmaps created and deleted), then: the change counter (the count of document writes) is matched
 * one to one by entries and ledger rows; every document replays from its entries to its stored
 * version; entries say who, from which device and through which route; `GET /history` answers the
 * document's readers and 404 to everyone else. The seed is printed; `INVARIANTS_SEED` replays it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { replayHistory, type HistoryEntry } from '../../../src-shared/history.js';
import { pairDevice, type PageOf } from '../../support/actors.js';
import { countWrites, readHistory, replayProblems, seqProblems } from '../../support/history-checks.js';
import { runHistoryActions, successes, type HistoryRunReport } from '../../support/history-run.js';
import { runSeed } from '../../support/invariants-random.js';
import { buildWorld, type InvariantWorld } from '../../support/invariants-world.js';
import { call, FLAVOURS, startTestServer, type TestServer } from '../../support/server.js';

const ACTIONS = 500;
const SEED = runSeed();
console.log(`[history] seed ${SEED} (replay with INVARIANTS_SEED=${SEED})`);

describe.each(FLAVOURS)('change history on %s', (flavour) => {
  let server: TestServer;
  let world: InvariantWorld;
  let report: HistoryRunReport;
  let writesBefore: number;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    world = await buildWorld(server);
    writesBefore = (await countWrites(server.database)).writes;
    report = await runHistoryActions(world, SEED, ACTIONS);
  }, 300_000);
  afterAll(async () => {
    await server.close();
  });

  it(`answers ${ACTIONS} random actions, reaching creates, updates, status changes, transitions and deletes`, () => {
    expect(report.failures).toEqual([]);
    const done = successes(report);
    // The frequent ones; the coda makes one write of every kind besides.
    for (const name of ['order.create', 'buy.create', 'customer.update', 'coda.customerDisable', 'coda.providerEnable', 'coda.roadmapRemove']) {
      expect(done.get(name) ?? 0, name).toBeGreaterThan(0);
    }
    const transitions = [...done].filter(([name]) => /^(order|buy)\.(confirm|prepare|deliver|approve|commit|cancel|suspend|rollback)/i.test(name));
    expect(transitions.reduce((sum, [, n]) => sum + n, 0)).toBeGreaterThan(0);
  });

  it('leaves exactly one entry per document write: each change number has one entry or is a ledger row', async () => {
    const count = await countWrites(server.database);
    expect(count.writes).toBeGreaterThan(writesBefore + ACTIONS / 2);
    expect(await seqProblems(server.database)).toEqual([]);
    // PostgreSQL: a write rolled back after taking its numbers (a deadlock run again) left them to no one.
    if (flavour === 'sqlite') expect(count.entries + count.ledgerRows).toBe(count.writes);
    else expect(count.entries + count.ledgerRows).toBeLessThanOrEqual(count.writes);
  });

  it("replays each document's entries, from its creation, to its stored version", async () => {
    const { problems, documents } = await replayProblems(server.database.db);
    expect(problems).toEqual([]);
    expect(documents).toBeGreaterThan(100);
  });

  it('says who wrote, from which device, through which route, with dotted paths for nested fields', async () => {
    const entries = await readHistory(server.database.db);
    const during = entries.filter((e) => e.route !== null && e.route !== 'auth.pairRedeem');
    expect(during.length).toBeGreaterThan(0);
    for (const entry of during) {
      expect(entry.user, `${entry.route} ${entry.entity}`).not.toBeNull();
      expect(entry.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    // The operators signed in on paired devices: their writes carry the device.
    expect(during.filter((e) => e.device !== null).length).toBeGreaterThan(ACTIONS / 2);
    expect(entries.some((e) => e.route === 'roadmap.remove' && e.action === 'delete' && e.entity === 'roadmaps')).toBe(true);
    expect(entries.some((e) => e.action === 'status' && e.changes.status?.after === false)).toBe(true);
    expect(entries.some((e) => e.route === 'customer.update' && Object.keys(e.changes).some((path) => path.startsWith('address.')))).toBe(true);
    // Updates leave updatedAt out: it is the entry's own time.
    expect(entries.filter((e) => e.action === 'update' && 'updatedAt' in e.changes)).toEqual([]);
  });

  it("answers GET /history to the admin and the document's own readers, 404 to everyone else", async () => {
    const av1 = await pairDevice(world.url, world.admin, world.partners[0] ?? '');
    const own = world.customers.find((c) => c.partner === world.partners[0])?.id ?? '';
    const others = world.customers.find((c) => c.partner === world.partners[1])?.id ?? '';
    const all = async (token: string, entity: string, id: string): Promise<HistoryEntry[]> => {
      const out: HistoryEntry[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await call<PageOf<HistoryEntry>>(world.url, 'GET', `/history?entity=${entity}&id=${id}&limit=200&page=${page}`, { token });
        expect(answer.status).toBe(200);
        out.push(...answer.body.docs);
        if (page >= answer.body.pages) return out;
      }
    };
    const mine = await all(av1, 'customers', own);
    expect(mine[0]?.action).toBe('create');
    expect(mine[0]?.userName).toBe('Vendedor Uno');
    const current = await call<Record<string, unknown>>(world.url, 'GET', `/customer/${own}`, { token: av1 });
    expect(replayHistory(mine)).toEqual(current.body);
    expect((await all(world.admin, 'customers', others)).length).toBeGreaterThan(0);

    const refused = [
      ['customers', others],
      ['buys', (await readHistory(server.database.db)).find((e) => e.entity === 'buys')?.docId ?? ''],
      ['customers', '0123456789abcdef01234567'],
    ] as const;
    for (const [entity, id] of refused) {
      expect((await call(world.url, 'GET', `/history?entity=${entity}&id=${id}`, { token: av1 })).status, `${entity} ${id}`).toBe(404);
    }
    const newest = await call<PageOf<HistoryEntry>>(world.url, 'GET', `/history?entity=customers&id=${own}&order=desc&limit=1`, { token: av1 });
    expect(newest.body.docs[0]?.seq).toBe(mine.at(-1)?.seq);
    expect(newest.body.total).toBe(mine.length);
    const deleted = (await readHistory(server.database.db)).find((e) => e.action === 'delete');
    if (deleted) expect((await all(world.admin, deleted.entity, deleted.docId)).at(-1)?.action).toBe('delete');
    expect((await call(world.url, 'GET', `/history?entity=records&id=${own}`, { token: world.admin })).status).toBe(400);
  });
});
