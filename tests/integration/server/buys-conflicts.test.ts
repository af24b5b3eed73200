/**
 * Every refusal of the buy state machine, generated from the shared table (domain §5: any other
 * action from any other state answers 409 and changes nothing): for each reachable situation, each
 * action the table does not allow there, and each edit outside the editable states. A new row or
 * state in the table changes the cases here without touching this file.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUY_ACTIONS, type BuyAction } from '../../../src-shared/constants/buys.js';
import {
  BUY_START,
  allBuySituations,
  allowedBuyActions,
  applyTransition,
  canEditBuy,
  conflictMessage,
  editConflictMessage,
  findBuyTransition,
  type BuySituation,
} from '../../../src-shared/states/index.js';
import { expectStatus, type ErrorBody, type PageOf } from '../../support/actors.js';
import { api, buyAction, buyBody, createBuy, createProduct, createProvider, getBuy, inventory, openDesk, type Desk } from '../../support/purchasing.js';
import { FLAVOURS } from '../../support/server.js';

const key = (s: BuySituation): string => `${s.state}${s.flags.committed ? ' (committed)' : ''}`;

/** The shortest list of actions that takes a new buy to `target`, found by walking the table. */
function pathTo(target: BuySituation): BuyAction[] {
  const queue: Array<{ at: BuySituation; path: BuyAction[] }> = [{ at: BUY_START, path: [] }];
  const seen = new Set([key(BUY_START)]);
  for (const { at, path } of queue) {
    if (key(at) === key(target)) return path;
    for (const action of BUY_ACTIONS) {
      const row = findBuyTransition(at.state, at.flags, action);
      if (!row) continue;
      const next = applyTransition(row, at.flags);
      if (seen.has(key(next))) continue;
      seen.add(key(next));
      queue.push({ at: next, path: [...path, action] });
    }
  }
  throw new Error(`no path to ${key(target)}`);
}

const SITUATIONS = allBuySituations();
const REFUSED = SITUATIONS.flatMap((situation) =>
  BUY_ACTIONS.filter((action) => !allowedBuyActions(situation.state, situation.flags).includes(action)).map((action) => ({
    label: `${action} of a buy in ${key(situation)}`,
    situation,
    action,
  })),
);
const NOT_EDITABLE = SITUATIONS.filter((s) => !canEditBuy(s.state)).map((situation) => ({ label: key(situation), situation }));

describe('the generated cases', () => {
  it('cover every reachable situation, and refuse something in each', () => {
    expect(new Set(REFUSED.map((c) => key(c.situation)))).toEqual(new Set(SITUATIONS.map(key)));
    expect(NOT_EDITABLE.length).toBeGreaterThan(0);
  });
});

describe.each(FLAVOURS)('refused buy actions on %s', (flavour) => {
  let desk: Desk;
  let provider: string;
  let product: string;

  beforeAll(async () => {
    desk = await openDesk(flavour, inject('postgresUrl'));
    provider = (await createProvider(desk, { name: 'Distribuidora Oeste' }))._id;
    product = (await createProduct(desk, { name: 'Aceite', provider, unit: 'UNITY', taxBase: 900 }))._id;
  });
  afterAll(async () => desk?.server.close());

  /** A new buy driven to `situation` through the API, with what a refusal must leave untouched. */
  async function buyIn(situation: BuySituation) {
    const buy = await createBuy(desk, provider, [{ product, quantity: 5 }]);
    for (const step of pathTo(situation)) await expectStatus(buyAction(desk, buy._id, step));
    const snapshot = async () => ({
      buy: await getBuy(desk, buy._id),
      stock: await inventory(desk, product),
      records: (await expectStatus(api<PageOf<unknown>>(desk, desk.compras.token, 'GET', `/record/${product}`))).total,
    });
    const before = await snapshot();
    expect(before.buy).toMatchObject({ state: situation.state, committed: situation.flags.committed });
    return { id: buy._id, before, snapshot };
  }

  it.each(REFUSED)('$label → 409, buy and stock unchanged', async ({ situation, action }) => {
    const { id, before, snapshot } = await buyIn(situation);
    const response = await buyAction(desk, id, action);
    expect(response.status).toBe(409);
    expect((response.body as unknown as ErrorBody).message).toBe(conflictMessage('buy', situation.state, action, situation.flags));
    expect(await snapshot()).toEqual(before);
  });

  it.each(NOT_EDITABLE)('PUT and PATCH of a buy in $label → 409, unchanged', async ({ situation }) => {
    const { id, before, snapshot } = await buyIn(situation);
    const put = await api<ErrorBody>(desk, desk.compras.token, 'PUT', `/buy/${id}`, buyBody(provider, [{ product, quantity: 50 }]));
    const patch = await api<ErrorBody>(desk, desk.compras.token, 'PATCH', `/buy/${id}`, { notes: 'tarde' });
    for (const response of [put, patch]) {
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(editConflictMessage('buy', situation.state));
    }
    expect(await snapshot()).toEqual(before);
  });
});
