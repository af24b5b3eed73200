/**
 * What every write makes anew — its transaction, numbering, plan reads and context, session guard —
 * shares its functions with every other write's: the server runs under tsx, whose esbuild names each
 * function made at run time with a `defineProperty` call, about a microsecond each, and a lifecycle's
 * requests made some eighty of them (issue 21, round 13). Methods and module-level functions are made once.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../../src-server/db/connect.js';
import { runWrite, type WriteTx } from '../../../src-server/db/write.js';
import { sessionGuard } from '../../../src-server/features/auth/session-guard.js';
import { serverPlanContext, serverPlanReads } from '../../../src-server/features/plan-reads.js';
import type { Caller } from '../../../src-server/http/context.js';
import { FLAVOURS, openMigrated } from '../../support/databases.js';

/** The functions an object offers, own or inherited, by name. */
function functionsOf(value: object): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (let at: object | null = value; at !== null && at !== Object.prototype; at = Object.getPrototypeOf(at) as object | null) {
    for (const name of Object.getOwnPropertyNames(at)) {
      const member = (value as Record<string, unknown>)[name];
      if (name !== 'constructor' && typeof member === 'function' && !found.has(name)) found.set(name, member);
    }
  }
  return found;
}

function expectShared(first: object, second: object): void {
  const functions = functionsOf(first);
  expect(functions.size).toBeGreaterThan(0);
  for (const [name, member] of functions) expect(functionsOf(second).get(name), name).toBe(member);
}

const caller: Caller = { kind: 'user', id: '65f000000000000000000001', role: 'ADMIN', providerId: null, tokenHash: 'h', device: null };

describe.each(FLAVOURS)('functions of what each write makes, on %s', (flavour) => {
  let database: Database & { cleanup(): Promise<void> };

  beforeAll(async () => {
    database = await openMigrated(flavour, inject('postgresUrl'));
  });
  afterAll(() => database?.cleanup());

  const openWrite = () => runWrite(database, { actor: null, now: new Date('2026-03-01T12:00:00Z') }, async (tx) => tx);

  it('shares them between two writes: the transaction, its plan reads and context', async () => {
    const first: WriteTx = await openWrite();
    const second: WriteTx = await openWrite();
    expectShared(first, second);
    expectShared(serverPlanReads(first.trx, new Set(), { taxes: true }), serverPlanReads(second.trx));
    expectShared(serverPlanContext(first, caller), serverPlanContext(second, caller));
    expect(serverPlanContext(first, caller).newId()).not.toBe(serverPlanContext(first, caller).newId());
  });

  it('shares them between two session guards', () => {
    expectShared(sessionGuard(caller, new Date()), sessionGuard({ ...caller, id: '65f000000000000000000002' }, new Date()));
  });
});
