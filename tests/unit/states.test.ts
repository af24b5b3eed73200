import { describe, expect, it } from 'vitest';
import { BUY_ACTION, BUY_ACTIONS, BUY_STATE, BUY_STATES, type BuyAction, type BuyState } from '../../src-shared/constants/buys.js';
import { ORDER_ACTION, ORDER_ACTIONS, ORDER_STATE, ORDER_STATES, type OrderAction, type OrderState } from '../../src-shared/constants/orders.js';
import {
  allBuySituations,
  allOrderSituations,
  allowedBuyActions,
  allowedOrderActions,
  canEditBuy,
  canEditOrder,
  conflictMessage,
  editConflictMessage,
  findBuyTransition,
  findOrderTransition,
  stockDeltas,
  type TransitionEffects,
} from '../../src-shared/states/index.js';

/**
 * The stock table of the business rules, restated here on its own so the tests do not read the
 * implementation's table back to itself: for each (state, flag) situation, the allowed actions,
 * where each leads, and the net stock change per unit of item quantity.
 */
type Net = Partial<Record<'pending' | 'real' | 'committed', 1 | -1>>;
interface Expected<S, F> {
  to: S;
  flags: F;
  stock: Net;
  money?: 'settle' | 'unsettle';
  updateCost?: true;
}

const BUY_RULES: Record<string, Partial<Record<BuyAction, Expected<BuyState, boolean>>>> = {
  'A APROBAR|false': {
    approve: { to: 'APROBADA', flags: false, stock: { pending: 1 } },
    cancel: { to: 'CANCELADA', flags: false, stock: {} },
  },
  'APROBADA|false': {
    rollbackApprove: { to: 'A APROBAR', flags: false, stock: { pending: -1 } },
    commit: { to: 'APROBADA', flags: true, stock: { pending: -1, real: 1 }, updateCost: true },
    cancel: { to: 'CANCELADA', flags: false, stock: { pending: -1 } },
  },
  'APROBADA|true': {},
  'CANCELADA|false': {},
};

const ORDER_RULES: Record<string, Partial<Record<OrderAction, Expected<OrderState, boolean>>>> = {
  'PENDIENTE|false': {
    confirm: { to: 'CONFIRMADO', flags: false, stock: { committed: 1 } },
    cancel: { to: 'CANCELADO', flags: false, stock: {} },
  },
  'CONFIRMADO|false': {
    prepare: { to: 'PREPARADO', flags: false, stock: {} },
    suspend: { to: 'PENDIENTE', flags: false, stock: { committed: -1 } },
    cancel: { to: 'CANCELADO', flags: false, stock: { committed: -1 } },
  },
  'PREPARADO|false': {
    rollbackPrepare: { to: 'CONFIRMADO', flags: false, stock: {} },
    deliver: { to: 'PREPARADO', flags: true, stock: { committed: -1, real: -1 }, money: 'settle' },
    suspend: { to: 'PENDIENTE', flags: false, stock: { committed: -1 } },
    cancel: { to: 'CANCELADO', flags: false, stock: { committed: -1 } },
  },
  'PREPARADO|true': {
    rollbackDeliver: { to: 'PREPARADO', flags: false, stock: { committed: 1, real: 1 }, money: 'unsettle' },
  },
  'CANCELADO|false': {},
};

function net(effects: TransitionEffects<Record<string, boolean>>): Net {
  const out: Record<string, number> = {};
  for (const { field, delta } of stockDeltas(effects, 1)) out[field] = (out[field] ?? 0) + delta;
  return out as Net;
}

describe('named states and actions', () => {
  it('name every state and action of the constant lists, once', () => {
    expect(Object.values(BUY_STATE).sort()).toEqual([...BUY_STATES].sort());
    expect(Object.values(ORDER_STATE).sort()).toEqual([...ORDER_STATES].sort());
    expect(Object.entries(BUY_ACTION)).toEqual(BUY_ACTIONS.map((a) => [a, a]));
    expect(Object.entries(ORDER_ACTION)).toEqual(ORDER_ACTIONS.map((a) => [a, a]));
  });
});

describe('buy transitions', () => {
  it('reach exactly the situations of the rules', () => {
    const keys = allBuySituations().map((s) => `${s.state}|${String(s.flags.committed)}`);
    expect(keys.sort()).toEqual(Object.keys(BUY_RULES).sort());
  });

  for (const situation of allBuySituations()) {
    const key = `${situation.state}|${String(situation.flags.committed)}`;
    for (const action of BUY_ACTIONS) {
      const expected = BUY_RULES[key]?.[action];
      it(`${action} from ${key} ${expected ? `→ ${expected.to}` : 'is refused'}`, () => {
        const row = findBuyTransition(situation.state, situation.flags, action);
        if (!expected) {
          expect(row).toBeNull();
          return;
        }
        expect(row).not.toBeNull();
        expect(row?.to).toBe(expected.to);
        expect(net(row!.effects)).toEqual(expected.stock);
        expect({ ...situation.flags, ...row!.effects.setFlags }.committed).toBe(expected.flags);
        expect(row!.effects.updateCost).toBe(expected.updateCost);
        expect(row!.effects.money).toBeUndefined();
      });
    }
  }

  it('list the allowed actions in the constants order', () => {
    expect(allowedBuyActions('A APROBAR', { committed: false })).toEqual(['approve', 'cancel']);
    expect(allowedBuyActions('APROBADA', { committed: false })).toEqual(['rollbackApprove', 'commit', 'cancel']);
    expect(allowedBuyActions('APROBADA', { committed: true })).toEqual([]);
  });

  it('offer every action of the constants somewhere', () => {
    const offered = new Set(allBuySituations().flatMap((s) => allowedBuyActions(s.state, s.flags)));
    expect([...offered].sort()).toEqual([...BUY_ACTIONS].sort());
  });
});

describe('order transitions', () => {
  it('reach exactly the situations of the rules', () => {
    const keys = allOrderSituations().map((s) => `${s.state}|${String(s.flags.delivered)}`);
    expect(keys.sort()).toEqual(Object.keys(ORDER_RULES).sort());
  });

  for (const situation of allOrderSituations()) {
    const key = `${situation.state}|${String(situation.flags.delivered)}`;
    for (const action of ORDER_ACTIONS) {
      const expected = ORDER_RULES[key]?.[action];
      it(`${action} from ${key} ${expected ? `→ ${expected.to}` : 'is refused'}`, () => {
        const row = findOrderTransition(situation.state, situation.flags, action);
        if (!expected) {
          expect(row).toBeNull();
          return;
        }
        expect(row).not.toBeNull();
        expect(row?.to).toBe(expected.to);
        expect(net(row!.effects)).toEqual(expected.stock);
        expect({ ...situation.flags, ...row!.effects.setFlags }.delivered).toBe(expected.flags);
        expect(row!.effects.money).toBe(expected.money);
        expect(row!.effects.updateCost).toBeUndefined();
      });
    }
  }

  it('make roll back deliver the exact reverse of deliver', () => {
    const deliver = findOrderTransition('PREPARADO', { delivered: false }, 'deliver')!;
    const back = findOrderTransition('PREPARADO', { delivered: true }, 'rollbackDeliver')!;
    const reversed = Object.fromEntries(Object.entries(net(deliver.effects)).map(([f, d]) => [f, -d]));
    expect(net(back.effects)).toEqual(reversed);
  });

  it('list the allowed actions in the constants order', () => {
    expect(allowedOrderActions('PREPARADO', { delivered: false })).toEqual(['deliver', 'suspend', 'cancel', 'rollbackPrepare']);
    expect(allowedOrderActions('PREPARADO', { delivered: true })).toEqual(['rollbackDeliver']);
    expect(allowedOrderActions('CANCELADO', { delivered: false })).toEqual([]);
  });

  it('offer every action of the constants somewhere', () => {
    const offered = new Set(allOrderSituations().flatMap((s) => allowedOrderActions(s.state, s.flags)));
    expect([...offered].sort()).toEqual([...ORDER_ACTIONS].sort());
  });
});

describe('stockDeltas', () => {
  it('scales each effect by the item quantity', () => {
    const commit = findBuyTransition('APROBADA', { committed: false }, 'commit')!;
    expect(stockDeltas(commit.effects, 1500)).toEqual([
      { field: 'pending', delta: -1500 },
      { field: 'real', delta: 1500 },
    ]);
  });
});

describe('edit rules', () => {
  it('allow editing buys only awaiting approval', () => {
    const editable = BUY_STATES.filter((s) => canEditBuy(s));
    expect(editable).toEqual(['A APROBAR']);
  });

  it('allow editing orders only while pending or confirmed', () => {
    const editable = ORDER_STATES.filter((s) => canEditOrder(s));
    expect(editable).toEqual(['PENDIENTE', 'CONFIRMADO']);
  });
});

describe('conflict messages', () => {
  it('name the action and the state', () => {
    expect(conflictMessage('buy', 'APROBADA', 'approve')).toBe('cannot approve a buy in state APROBADA');
    expect(conflictMessage('order', 'CANCELADO', 'confirm')).toBe('cannot confirm an order in state CANCELADO');
  });

  it('spell out roll backs and the flags that explain a refusal', () => {
    expect(conflictMessage('buy', 'APROBADA', 'cancel', { committed: true })).toBe('cannot cancel a buy in state APROBADA (committed)');
    expect(conflictMessage('order', 'PREPARADO', 'rollbackDeliver', { delivered: false })).toBe('cannot roll back the delivery of an order in state PREPARADO');
    expect(conflictMessage('buy', 'CANCELADA', 'rollbackApprove')).toBe('cannot roll back the approval of a buy in state CANCELADA');
    expect(conflictMessage('order', 'PENDIENTE', 'rollbackPrepare')).toBe('cannot roll back the preparation of an order in state PENDIENTE');
  });

  it('exist for edits too', () => {
    expect(editConflictMessage('order', 'PREPARADO')).toBe('cannot edit an order in state PREPARADO');
  });
});
