/**
 * How a queued write is planned: the REST request it becomes, and the document screens see until
 * the server answers — predicted only where the outcome is certain.
 */
import { describe, expect, it } from 'vitest';
import { IPC_CONTRACT } from '../../../../src-shared/ipc/contract.js';
import { routeByName, type RouteName } from '../../../../src-shared/routes/index.js';
import { listOptions } from '../../../../src-main/ipc/handlers/list-options.js';
import { plannedWrite, type WriteContext } from '../../../../src-main/ipc/handlers/optimistic.js';
import type { ReplicaDoc } from '../../../../src-main/replica/index.js';

const ID = '65f0a1b2c3d4e5f6a7b8c9d0';
const NEW_ID = '65f0a1b2c3d4e5f6a7b8ffff';
const NOW = new Date('2026-03-05T12:00:00.000Z');
const CUSTOMER: ReplicaDoc = { _id: ID, name: 'Almacén Don Pepe', status: true, address: { label: 'Local', street: 'Mitre 10', city: 'Lanús', province: 'BA' } };
const ORDER: ReplicaDoc = { _id: ID, state: 'PENDIENTE', delivery: { phone: '1', charged: true, address: { label: 'Local' } } };

const context = (docs: ReplicaDoc[] = []): WriteContext => ({
  current: (_collection, id) => docs.find((d) => d._id === id),
  newId: () => NEW_ID,
  now: () => NOW,
});

function plan(name: keyof typeof IPC_CONTRACT & string, route: RouteName, collection: string, input: unknown, docs: ReplicaDoc[] = []) {
  return plannedWrite(routeByName(route), collection, IPC_CONTRACT[name].input.parse(input) as never, context(docs));
}

describe('planned writes', () => {
  it('a create gets a client id (or keeps the one given), carries it in the body, and shows what was sent', () => {
    const address = { label: 'Local', street: 'Mitre 10', city: 'Lanús', province: 'BA' };
    const write = plan('customers.create', 'customer.create', 'customers', { name: 'Nuevo', address });
    expect(write).toEqual({
      method: 'POST',
      path: '/customer',
      body: { _id: NEW_ID, name: 'Nuevo', address },
      collection: 'customers',
      docId: NEW_ID,
      optimistic: { _id: NEW_ID, name: 'Nuevo', address, status: true, createdAt: NOW.toISOString(), updatedAt: NOW.toISOString() },
    });
    expect(plan('customers.create', 'customer.create', 'customers', { _id: ID, name: 'Nuevo', address }).docId).toBe(ID);
  });

  it('puts the query of a create in its path', () => {
    const write = plan('orders.create', 'order.create', 'orders', { customer: ID, cart: { items: [{ product: ID, quantity: 1 }] }, delivery: { phone: '1', contactEmail: null, address: { label: 'a', street: 'b', city: 'c', province: 'd' }, charged: false }, isSupply: true });
    expect(write.path).toBe('/order?isSupply=true');
  });

  it('an edit merges the sent fields (nested ones too) over the current document', () => {
    const write = plan('customers.update', 'customer.update', 'customers', { id: ID, address: { street: 'Alsina 20' } }, [CUSTOMER]);
    expect(write).toMatchObject({ method: 'PATCH', path: `/customer/${ID}`, docId: ID, body: { address: { street: 'Alsina 20' } } });
    expect(write.optimistic).toEqual({ ...CUSTOMER, address: { ...(CUSTOMER.address as object), street: 'Alsina 20' } });
  });

  it('an edit of one field of the document lands in that field', () => {
    const write = plan('orders.setDelivery', 'order.delivery', 'orders', { id: ID, _id: ID, phone: '2', contactEmail: '', address: { label: 'x', street: 'y', city: 'z', province: 'w' }, charged: false }, [ORDER]);
    expect(write.optimistic).toMatchObject({ state: 'PENDIENTE', delivery: { phone: '2', charged: false, address: { label: 'x' } } });
    expect(write.optimistic).not.toHaveProperty('phone');
  });

  it('disable and enable flip the status; removals of drafts hide them; state actions show the document unchanged', () => {
    expect(plan('customers.disable', 'customer.disable', 'customers', { id: ID }, [CUSTOMER]).optimistic).toEqual({ ...CUSTOMER, status: false });
    expect(plan('drafts.remove', 'order.draftRemove', 'drafts', { id: ID }, [{ _id: ID }])).toMatchObject({ method: 'DELETE', optimistic: null });
    expect(plan('orders.confirm', 'order.confirm', 'orders', { id: ID, date: '2026-03-06' }, [ORDER])).toMatchObject({ path: `/order/confirm/${ID}`, optimistic: ORDER, body: { date: '2026-03-06' } });
    // Not in the replica (yet): nothing to show, the pull brings it.
    expect(plan('orders.prepare', 'order.prepare', 'orders', { id: ID }).optimistic).toBeNull();
  });
});

describe('list options from a list query', () => {
  it('passes paging, status, text and period to the reader and the rest as filters', () => {
    const query = IPC_CONTRACT['orders.list'].input.parse({ page: 2, state: 'CONFIRMADO', 'delivery.delivered': false, fromDate: '2026-01-01', query: 'pepe' });
    expect(listOptions('orders', query)).toEqual({
      page: 2,
      limit: 20,
      status: undefined,
      query: 'pepe',
      fromDate: '2026-01-01',
      toDate: undefined,
      filters: { state: 'CONFIRMADO', 'delivery.delivered': false, customer: undefined, partner: undefined, driver: undefined, noAdmin: undefined, stored: undefined },
    });
  });

  it('translates what means something else in the replica', () => {
    expect(listOptions('roadmaps', { fromDate: '2026-03-01', toDate: '2026-03-31' }).filters).toEqual({ date: { from: '2026-03-01', to: '2026-03-31' } });
    expect(listOptions('buys', { withoutReceipt: true }).filters).toEqual({ hasReceipt: false });
    expect(listOptions('buys', { withoutReceipt: false }).filters).toEqual({ hasReceipt: undefined });
    expect(listOptions('products', { name: 'queso' }).query).toBe('queso');
  });
});
