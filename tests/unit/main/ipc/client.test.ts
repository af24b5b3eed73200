/**
 * The screens' typed client over any transport: names and inputs typed from the contract, results
 * unwrapped, failures thrown as the one `AppError` with the code and details the main process sent.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { AppError } from '../../../../src-shared/errors.js';
import { createIpcClient, onIpcEvent, type IpcInvoke } from '../../../../src-shared/ipc/client.js';
import { IPC_CALL_NAMES } from '../../../../src-shared/ipc/contract.js';
import type { QueuedWrite } from '../../../../src-shared/ipc/route-input.js';
import type { Session } from '../../../../src-shared/ipc/auth.js';
import { createIpcRouter } from '../../../../src-main/ipc/router.js';

const ID = '65f0a1b2c3d4e5f6a7b8c9d0';

describe('typed IPC client', () => {
  it('offers every contract call as api.<feature>.<action>', () => {
    const api = createIpcClient(async () => ({ ok: true, value: null }));
    const offered = Object.entries(api).flatMap(([feature, actions]) => Object.keys(actions).map((action) => `${feature}.${action}`));
    expect(offered.sort()).toEqual([...IPC_CALL_NAMES].sort());
  });

  it('calls the transport with the contract name and the input, and resolves to the value', async () => {
    const calls: Array<[string, unknown]> = [];
    const invoke: IpcInvoke = async (name, input) => {
      calls.push([name, input]);
      return { ok: true, value: { id: ID, entry: 'entry-1' } };
    };
    const api = createIpcClient(invoke);
    const queued = await api.order.confirm({ id: ID, date: '2026-03-05' });
    expect(queued).toEqual({ id: ID, entry: 'entry-1' });
    expect(calls).toEqual([['order.confirm', { id: ID, date: '2026-03-05' }]]);
  });

  it('rejects with an AppError carrying the code, message and details sent', async () => {
    const router = createIpcRouter([{ 'customer.create': () => ({ id: ID, entry: 'e' }) }]);
    const api = createIpcClient((name, input) => router.call(name, input));
    const failure = await api.customer.create({ name: '', address: { label: 'Local', street: 'Mitre 10', city: 'Lanús', province: 'Buenos Aires' } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'VALIDATION', details: [{ path: 'name', message: 'name must be at least 1 character' }] });
  });

  it('rejects an answer that is not a result envelope rather than trusting it', async () => {
    const api = createIpcClient(async () => ({ value: 'surprise' }) as never);
    await expect(api.auth.session()).rejects.toMatchObject({ code: 'INTERNAL' });
  });

  it('types inputs and outputs from the contract', () => {
    const api = createIpcClient(async () => ({ ok: true, value: null }));
    expectTypeOf(api.order.create).parameter(0).toHaveProperty('customer').toEqualTypeOf<string>();
    expectTypeOf(api.order.create).parameter(0).toHaveProperty('isBudget').toEqualTypeOf<boolean | undefined>();
    expectTypeOf(api.product.list).parameter(0).exclude<undefined>().toHaveProperty('page').toEqualTypeOf<number | undefined>();
    expectTypeOf(api.order.create).returns.resolves.toEqualTypeOf<QueuedWrite>();
    expectTypeOf(api.auth.session).returns.resolves.toEqualTypeOf<Session>();
    // @ts-expect-error: a call outside the contract does not exist on the client.
    void api.order.drop;
    // @ts-expect-error: confirming needs the date.
    void api.order.confirm({ id: ID });
  });

  it('subscribes to push events through the bridge, typed by event', () => {
    const seen: unknown[] = [];
    const listeners: Array<(payload: unknown) => void> = [];
    const off = onIpcEvent({ on: (_event, listener) => (listeners.push(listener), () => undefined) }, 'replica-changed', (payload) => {
      expectTypeOf(payload.collections).toEqualTypeOf<string[]>();
      seen.push(payload.collections);
    });
    listeners[0]?.({ collections: ['orders'] });
    expect(seen).toEqual([['orders']]);
    expect(typeof off).toBe('function');
  });
});
