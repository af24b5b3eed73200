/**
 * The commerce flows keep their books straight under load (domain §4–§6). On a small world (see
 * `invariants-world.ts`), four clients send 2,000 random actions at once over real HTTP — buys and
 * orders through every state machine action on any existing document, stock adjustments, force
 * adjustments and critical levels, cash flow entries of every type with transfers, edits and
 * removals, payments on account, receipts. Refusals must be 400 or 409; any 5xx fails. Then every
 * stock figure, balance and cash sum is recomputed from the documents and compared with the
 * database and the API. The run prints its seed; `INVARIANTS_SEED=<seed>` replays its choices.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accountProblems, cashProblems, partnerProblems, providerProblems } from '../../support/invariants-money.js';
import { runSeed } from '../../support/invariants-random.js';
import { runActions, summarize, type RunReport } from '../../support/invariants-run.js';
import { holdingProblems, inventoryProblems, recordProblems } from '../../support/invariants-stock.js';
import { buildWorld, type InvariantWorld } from '../../support/invariants-world.js';
import { FLAVOURS, startTestServer, type TestServer } from '../../support/server.js';

const ACTIONS = 2000;
const SEED = runSeed();
console.log(`[invariants] seed ${SEED} (replay with INVARIANTS_SEED=${SEED})`);

/** No problem at all; a failure shows how many there are and the first ones in full. */
function expectNone(problems: readonly string[]): void {
  expect({ problems: problems.length, first: problems.slice(0, 25) }).toEqual({ problems: 0, first: [] });
}

describe.each(FLAVOURS)('commerce invariants on %s', (flavour) => {
  let server: TestServer;
  let world: InvariantWorld;
  let report: RunReport | undefined;

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    world = await buildWorld(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it(`answers ${ACTIONS} random actions from concurrent clients without a server error`, { timeout: 240_000 }, async () => {
    report = await runActions(world, SEED, ACTIONS);
    console.log(summarize(report, flavour));
    expectNone(report.failures);
    // The mix reached every kind of action, and most of them did something.
    const succeeded = [...report.counts].filter(([, byStatus]) => (byStatus.get(200) ?? 0) + (byStatus.get(201) ?? 0) > 0).map(([name]) => name);
    expect(succeeded.length).toBeGreaterThanOrEqual(report.counts.size - 1);
  });

  it('keeps every stock figure equal to the sum of its records', async () => {
    expectNone(await recordProblems(world));
  });

  it('holds in committed and pending exactly what open orders and buys say, never below zero', async () => {
    expectNone(await holdingProblems(world));
  });

  it("reports each product's inventory as the sum over its garages", async () => {
    expectNone(await inventoryProblems(world));
  });

  it('keeps account balances equal to their movements and settles each delivered order once', async () => {
    expectNone(await accountProblems(world));
  });

  it('reports provider balances as receipts less payments', async () => {
    expectNone(await providerProblems(world));
  });

  it('reports partner balances as toPay of delivered orders less collections plus payments', async () => {
    expectNone(await partnerProblems(world));
  });

  it('reports cash per garage as its active ingress less egress', async () => {
    expectNone(await cashProblems(world));
  });
});
