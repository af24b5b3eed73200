/**
 * The IPC router: the contract is the gate — names outside it are refused, inputs are validated
 * (handlers see the parsed value), outputs are checked, and every failure leaves as one error value.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../../../src-shared/errors.js';
import { createIpcRouter } from '../../../../src-main/ipc/router.js';

const ID = '65f0a1b2c3d4e5f6a7b8c9d0';

function quietRouter(handlers: Parameters<typeof createIpcRouter>[0]) {
  const reported: Array<{ name: string; error: unknown }> = [];
  const router = createIpcRouter(handlers, { onInternalError: (name, error) => reported.push({ name, error }) });
  return { router, reported };
}

describe('IPC router', () => {
  it('refuses names outside the contract, and contract names nobody handles', async () => {
    const { router } = quietRouter([{ 'auth.session': () => ({ status: 'signed-out' }) }]);
    expect(await router.call('db.exec', { sql: 'DROP TABLE x' })).toEqual({ ok: false, error: { code: 'NOT_FOUND', message: 'there is no IPC call named db.exec' } });
    expect(await router.call(42, {})).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await router.call('__proto__', {})).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await router.call('order.create', {})).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', message: 'order.create is not available here' } });
  });

  it('answers VALIDATION with one detail per failing field, flat as the screen wrote them, and never runs the handler', async () => {
    let ran = false;
    const { router } = quietRouter([{ 'order.confirm': () => ((ran = true), { id: ID, entry: 'e' }) }]);
    const result = await router.call('order.confirm', { id: 'not-an-id', extra: 1 });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'VALIDATION',
        message: 'id must be a 24-hex-character id',
        key: 'validation.id',
        params: { field: 'id' },
        details: [
          { path: 'id', message: 'id must be a 24-hex-character id', key: 'validation.id', params: { field: 'id' } },
          { path: 'date', message: 'date is required', key: 'validation.required', params: { field: 'date' } },
          { path: 'extra', message: 'unknown field: extra', key: 'validation.unknownField', params: { key: 'extra' } },
        ],
      },
    });
    expect(ran).toBe(false);
  });

  it('hands the handler the parsed input: a flat route input split into params and body, ids lower-cased', async () => {
    const seen: unknown[] = [];
    const { router } = quietRouter([{ 'order.confirm': (args) => (seen.push(args), { id: args.params.id, entry: 'entry-1' }) }]);
    const result = await router.call('order.confirm', { id: ID.toUpperCase(), date: '2026-03-05' });
    expect(result).toEqual({ ok: true, value: { id: ID, entry: 'entry-1' } });
    expect(seen).toEqual([{ params: { id: ID }, query: undefined, body: { date: '2026-03-05' } }]);
  });

  it('checks the output: an answer outside the contract is INTERNAL for the screen and reported for the log', async () => {
    const { router, reported } = quietRouter([{ 'auth.session': () => ({ status: 'signed-in' }) as never }]);
    const result = await router.call('auth.session', undefined);
    expect(result).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(reported.map((r) => r.name)).toEqual(['auth.session']);
  });

  it('passes an AppError through as its value, a thrown ZodError as VALIDATION, anything else as INTERNAL without its text', async () => {
    const { router, reported } = quietRouter([
      {
        'customer.get': () => {
          throw AppError.notFound('customers', ID);
        },
        'product.get': () => z.object({ name: z.string() }).parse({}) as never,
        'user.get': () => {
          throw new Error('SQLITE_CORRUPT: secret internals');
        },
      },
    ]);
    expect(await router.call('customer.get', { id: ID })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', message: `customers ${ID} not found`, key: 'request.notFound', params: { what: 'customers', id: ID } },
    });
    expect(await router.call('product.get', { id: ID })).toMatchObject({ ok: false, error: { code: 'VALIDATION', details: [{ path: 'name' }] } });
    const internal = await router.call('user.get', { id: ID });
    expect(internal).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
    expect(JSON.stringify(internal)).not.toContain('SQLITE_CORRUPT');
    expect(reported).toHaveLength(1);
  });

  it('names the log file an unexpected failure was written to', async () => {
    const failing = { 'user.get': () => Promise.reject(new Error('boom')) };
    const withFile = createIpcRouter([failing], { onInternalError: () => undefined, logFile: '/data/Mostrador/logs/app.log' });
    expect(await withFile.call('user.get', { id: ID })).toEqual({ ok: false, error: { code: 'INTERNAL', message: 'user.get failed unexpectedly; the details are in /data/Mostrador/logs/app.log' } });
    const { router } = quietRouter([failing]);
    expect(await router.call('user.get', { id: ID })).toEqual({ ok: false, error: { code: 'INTERNAL', message: "user.get failed unexpectedly; the details are in the main process's output" } });
  });

  it('refuses two handlers for one name, handlers for names outside the contract, and (when complete) missing ones', () => {
    const handler = () => ({ status: 'signed-out' as const });
    expect(() => createIpcRouter([{ 'auth.session': handler }, { 'auth.session': handler }])).toThrow('two features handle auth.session');
    expect(() => createIpcRouter([{ 'auth.nope': handler } as never])).toThrow('not in the IPC contract');
    expect(() => createIpcRouter([{ 'auth.session': handler }], { complete: true })).toThrow(/no handler for auth\.setup/);
  });
});
