/**
 * A value the server keeps unique, already held by another document of the replica, is refused
 * before the write is queued — with the server's message on the field — so the form shows it at
 * once; the document's own value, and free values, pass. A real replica file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertUniqueLocally } from '../../../../src-main/ipc/handlers/unique-check.js';
import { plannedWrite } from '../../../../src-main/ipc/handlers/optimistic.js';
import { createDocumentWriter, createReplicaReader, openReplica, type Replica, type ReplicaDoc } from '../../../../src-main/replica/index.js';
import { IPC_CONTRACT } from '../../../../src-shared/ipc/contract.js';
import { AppError } from '../../../../src-shared/errors.js';
import { routeByName, type RouteName } from '../../../../src-shared/routes/index.js';

const ANA = '65f0a1b2c3d4e5f6a7b80001';
const BETO = '65f0a1b2c3d4e5f6a7b80002';
const FIAMBRES = '65f0a1b2c3d4e5f6a7b80003';
const DON_PEPE = '65f0a1b2c3d4e5f6a7b80004';
const NEW_ID = '65f0a1b2c3d4e5f6a7b8ffff';
const ADDRESS = { label: 'Local', street: 'Mitre 10', city: 'Lanús', province: 'Buenos Aires' };
const DOCS: Array<[string, ReplicaDoc]> = [
  ['users', { _id: ANA, username: 'Ana', name: 'Ana Gómez', role: 'AV', status: true }],
  ['users', { _id: BETO, username: 'beto', name: 'Beto Ruiz', role: 'OPERACION', status: true }],
  ['categories', { _id: FIAMBRES, name: 'Fiambres', slug: 'fiambres', status: true }],
  ['customers', { _id: DON_PEPE, name: 'Almacén Don Pepe', phone: '+54 11 40000000', address: ADDRESS, status: true }],
];

let dir: string;
let replica: Replica;
let reader: ReturnType<typeof createReplicaReader>;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'unique-check-'));
  replica = openReplica(join(dir, 'replica.db'));
  const writer = createDocumentWriter(replica.db);
  DOCS.forEach(([collection, doc], seq) => writer.applyServer(collection, doc._id, seq + 1, doc, 0));
  reader = createReplicaReader(replica.db);
});
afterEach(() => {
  replica.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Plans the IPC call as the mutation handler does, then runs the check it runs before queuing. */
async function check(name: keyof typeof IPC_CONTRACT & string, route: RouteName, collection: string, input: unknown): Promise<void> {
  const def = routeByName(route);
  const context = {
    current: (c: string, id: string) => reader.get(c, id),
    replica: reader,
    signedIn: () => null,
    newId: () => NEW_ID,
    now: () => new Date(),
    seller: () => ({ caller: null, housePartner: () => undefined }),
  };
  const write = await plannedWrite(def, collection, IPC_CONTRACT[name].input.parse(input) as never, context);
  assertUniqueLocally(reader, write);
}

async function refusal(run: () => Promise<void>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the write was expected to be refused');
}

describe('unique values checked in the replica before a write is queued', () => {
  it('refuses a new user whose username another user holds, whatever its case, on the username field', async () => {
    const error = await refusal(() => check('user.create', 'user.create', 'users', { username: 'ANA', name: 'Otra Ana', role: 'AV' }));
    expect(error.code).toBe('VALIDATION');
    expect(error.details).toEqual([{ path: 'username', message: 'username ANA is already taken', key: 'validation.taken', params: { field: 'username', value: 'ANA' } }]);
  });

  it('lets a user keep its own username and take a free one, and refuses renaming it to another user’s', async () => {
    await expect(check('user.update', 'user.update', 'users', { id: ANA, username: 'ana' })).resolves.toBeUndefined();
    await expect(check('user.update', 'user.update', 'users', { id: ANA, username: 'ana.gomez' })).resolves.toBeUndefined();
    expect((await refusal(() => check('user.update', 'user.update', 'users', { id: ANA, username: 'Beto' }))).details).toMatchObject([{ path: 'username', message: 'username Beto is already taken' }]);
  });

  it('refuses a category whose slug another category holds, and takes a free one', async () => {
    expect((await refusal(() => check('category.create', 'category.create', 'categories', { name: 'Fiambres finos', slug: 'fiambres' }))).details).toEqual([
      { path: 'slug', message: 'slug fiambres is already taken', key: 'validation.taken', params: { field: 'slug', value: 'fiambres' } },
    ]);
    await expect(check('category.create', 'category.create', 'categories', { name: 'Quesos', slug: 'quesos' })).resolves.toBeUndefined();
    await expect(check('category.update', 'category.update', 'categories', { id: FIAMBRES, slug: 'fiambres' })).resolves.toBeUndefined();
  });

  it('refuses a customer on a phone line another customer holds, spaces aside, and lets a customer restate its own', async () => {
    expect((await refusal(() => check('customer.create', 'customer.create', 'customers', { name: 'Otro Pepe', phone: '+5411 40000000', address: ADDRESS }))).details).toEqual([
      { path: 'phone', message: 'phone +5411 40000000 is already taken', key: 'validation.taken', params: { field: 'phone', value: '+5411 40000000' } },
    ]);
    await expect(check('customer.create', 'customer.create', 'customers', { name: 'Kiosco Nuevo', phone: '+54 11 40000001', address: ADDRESS })).resolves.toBeUndefined();
    await expect(check('customer.update', 'customer.update', 'customers', { id: DON_PEPE, phone: '+54 1140000000' })).resolves.toBeUndefined();
  });
});
