/**
 * A delivery's money as its planner builds it (src-shared/planners/order-settlement.ts, domain §6,
 * issues 18 and 19), over documents held in memory: what the account, its movements and the cash
 * entries become, and that rolling the delivery back leaves the balance where it was.
 */
import { describe, expect, it } from 'vitest';
import type { AccountFields, AccountMovementFields, CashflowFields } from '../../../src-shared/documents/money.js';
import type { OrderFields } from '../../../src-shared/documents/orders.js';
import { AppError } from '../../../src-shared/errors.js';
import { planSettlement, planUnsettlement } from '../../../src-shared/planners/order-settlement.js';
import type { PlanCollection, PlanContext, PlannedDoc, PlanReads, Stored, StoredBase } from '../../../src-shared/planners/types.js';

const NOW = '2026-03-05T15:00:00.000Z';
const CUSTOMER = '65f0a1b2c3d4e5f6a7b80001';
const ACCOUNT = '65f0a1b2c3d4e5f6a7b80002';
const ORDER = '65f0a1b2c3d4e5f6a7b80003';

const base = (_id: string, number = 1): StoredBase => ({ _id, number, status: true, createdAt: '2026-03-01T12:00:00.000Z', updatedAt: '2026-03-01T12:00:00.000Z', createdBy: null });

/** Documents by collection and id, and the open account of CUSTOMER when one is held. */
function readsOver(held: ReadonlyArray<{ collection: PlanCollection; doc: StoredBase }>): PlanReads {
  const find = (collection: PlanCollection, id: string) => held.find((h) => h.collection === collection && h.doc._id === id)?.doc;
  const unused = () => Promise.reject(new Error('not read by a settlement'));
  return {
    docs: (collection, ids) => Promise.resolve(new Map(ids.flatMap((id) => (find(collection, id) ? [[id, find(collection, id)]] : [])) as never)),
    activeAccount: (customer) => Promise.resolve(held.find((h) => h.collection === 'accounts' && h.doc.status && (h.doc as Stored<AccountFields>).customer === customer)?.doc as never),
    taxes: unused,
    housePartner: unused,
    defaultGarage: unused,
    roadmapsOn: unused,
    onRoadmap: unused,
    stockIn: unused,
    lastAudit: unused,
    ledgerSums: unused,
    ledgerEntries: unused,
    ledgerDocs: unused,
    productsNumbered: unused,
  };
}

function contextAt(now = NOW): PlanContext {
  let next = 0;
  return { actor: { id: 'operator', role: 'ADMIN' }, now, newId: () => `6c0b000000000000000000${(++next).toString(16).padStart(2, '0')}` };
}

const order = (settlement: OrderFields['settlement'] = null) =>
  ({ ...base(ORDER, 41), customer: CUSTOMER, partner: 'partner', garage: 'garage', isBudget: false, total: 1000, paymentMethod: 'EFECTIVO', settlement }) as unknown as Stored<OrderFields>;

const account = (balance: number): Stored<AccountFields> => ({ ...base(ACCOUNT), customer: CUSTOMER, partner: 'partner', balance });

/** What the store would hold after a plan: each planned document over the version it replaces. */
const storedOf = (planned: PlannedDoc[]) => planned.map((doc) => ({ collection: doc.collection, doc: { ...(doc.before ?? base(doc._id, 7)), ...doc.fields, _id: doc._id } as StoredBase }));

const fieldsOf = <F>(planned: PlannedDoc[], collection: PlanCollection) => planned.filter((doc) => doc.collection === collection).map((doc) => ({ _id: doc._id, ...(doc.fields as F) }));

describe('a delivery settled', () => {
  it('on an open account with part collected: charged the total, paid the part at once, the account stored once with the last balance', async () => {
    const plan = await planSettlement(order(), readsOver([{ collection: 'accounts', doc: account(200) }]), contextAt(), { amount: 400, paymentMethod: 'BANCO' });
    const [charge, payment] = fieldsOf<AccountMovementFields>(plan.linked, 'accountMovements');
    const [entry] = fieldsOf<CashflowFields>(plan.linked, 'cashflows');
    expect(fieldsOf<AccountFields>(plan.linked, 'accounts')).toEqual([expect.objectContaining({ _id: ACCOUNT, balance: 800 })]);
    expect(charge).toMatchObject({ kind: 'order', delta: 1000, balance: 1200, refId: ORDER, account: ACCOUNT });
    expect(payment).toMatchObject({ kind: 'payment', delta: -400, balance: 800, refId: entry?._id });
    expect(entry).toMatchObject({
      type: 'commercial.partner',
      concept: 'INGRESS',
      amount: 400,
      paymentMethod: 'BANK',
      payment: payment?._id,
      order: null,
      description: 'Cobro en la entrega del pedido N.º 41',
    });
    expect(plan.settlement).toEqual({ kind: 'account', ref: ACCOUNT, payment: payment?._id });
  });

  it('on an open account with nothing collected: only the charge', async () => {
    const plan = await planSettlement(order(), readsOver([{ collection: 'accounts', doc: account(0) }]), contextAt());
    expect(plan.linked.map((doc) => doc.collection)).toEqual(['accounts', 'accountMovements']);
    expect(plan.settlement).toEqual({ kind: 'account', ref: ACCOUNT });
  });

  it('without an account: the whole total an INGRESS naming the order, with the method given', async () => {
    const plan = await planSettlement(order(), readsOver([]), contextAt(), { amount: 1000, paymentMethod: 'BANCO' });
    const [entry] = fieldsOf<CashflowFields>(plan.linked, 'cashflows');
    expect(plan.linked).toHaveLength(1);
    expect(entry).toMatchObject({ amount: 1000, paymentMethod: 'BANK', order: ORDER, customer: CUSTOMER, partner: 'partner', garage: 'garage', description: 'Pedido #41' });
    expect(plan.settlement).toEqual({ kind: 'cash', ref: entry?._id });
  });

  it('refuses on the amount a part collected without an account, and more than the total with one', async () => {
    const refusal = (reads: PlanReads, amount: number) => planSettlement(order(), reads, contextAt(), { amount, paymentMethod: 'EFECTIVO' }).catch((error: unknown) => error);
    for (const error of [await refusal(readsOver([]), 999), await refusal(readsOver([{ collection: 'accounts', doc: account(0) }]), 1000.01)]) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).details).toEqual([expect.objectContaining({ path: 'collected.amount' })]);
    }
  });
});

describe('a delivery rolled back', () => {
  it('on an account: the payment and the charge reversed, the balance back where it was, the INGRESS removed', async () => {
    const settled = await planSettlement(order(), readsOver([{ collection: 'accounts', doc: account(200) }]), contextAt(), { amount: 400, paymentMethod: 'BANCO' });
    const back = await planUnsettlement(order(settled.settlement), readsOver(storedOf(settled.linked)), contextAt('2026-03-06T10:00:00.000Z'));
    const movements = fieldsOf<AccountMovementFields>(back.linked, 'accountMovements');
    expect(movements.map(({ kind, delta, balance, refId }) => ({ kind, delta, balance, refId }))).toEqual([
      { kind: 'paymentReversal', delta: 400, balance: 1200, refId: ORDER },
      { kind: 'orderReversal', delta: -1000, balance: 200, refId: ORDER },
    ]);
    expect(fieldsOf<AccountFields>(back.linked, 'accounts')).toEqual([expect.objectContaining({ balance: 200 })]);
    expect(fieldsOf<CashflowFields & { status: boolean }>(back.linked, 'cashflows')).toEqual([
      expect.objectContaining({ status: false, removedAt: '2026-03-06T10:00:00.000Z', removedBy: 'operator' }),
    ]);
    expect(back.settlement).toBeNull();
  });

  it('collected without an account: its INGRESS removed; one already removed is left as it is', async () => {
    const settled = await planSettlement(order(), readsOver([]), contextAt());
    const back = await planUnsettlement(order(settled.settlement), readsOver(storedOf(settled.linked)), contextAt());
    expect(back.linked).toEqual([expect.objectContaining({ collection: 'cashflows', fields: expect.objectContaining({ status: false }) })]);
    const again = await planUnsettlement(order(settled.settlement), readsOver(storedOf(back.linked)), contextAt());
    expect(again.linked).toEqual([]);
  });

  it('answers 404 when the entry it settled is missing', async () => {
    await expect(planUnsettlement(order({ kind: 'cash', ref: '65f0a1b2c3d4e5f6a7b8ffff' }), readsOver([]), contextAt())).rejects.toMatchObject({ status: 404 });
  });
});
