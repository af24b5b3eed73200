/**
 * Random writes for the sync fault test: creates and updates of customers, providers and products
 * (the server routes that exist), each carrying a unique token in a free-text field so the test
 * can tell afterwards which write the server kept.
 */
import { newId } from '../../src-shared/ids.js';
import type { Mutation } from '../../src-main/sync/index.js';
import type { ReplicaDoc } from '../../src-main/replica/index.js';
import { ADDRESS } from './actors.js';
import { productBody } from './catalog.js';
import type { TestReplica } from './sync-replicas.js';

export type Kind = 'customers' | 'providers' | 'products';

/** The free-text field each collection's token goes in. */
export const TOKEN_FIELD: Readonly<Record<Kind, string>> = { customers: 'notes', providers: 'notes', products: 'description' };

export interface PlannedWrite {
  mutation: Mutation;
  kind: Kind;
  create: boolean;
  token: string;
}

function pickId(replica: TestReplica, collection: Kind, random: () => number): string | undefined {
  const rows = replica.replica.db.prepare('SELECT id FROM documents WHERE collection = ? AND doc IS NOT NULL ORDER BY id').all(collection) as Array<{ id: string }>;
  return rows[Math.floor(random() * rows.length)]?.id;
}

function create(kind: Kind, token: string, index: number, provider: string | undefined): { body: Record<string, unknown>; optimistic: ReplicaDoc } | null {
  const _id = newId();
  let body: Record<string, unknown>;
  if (kind === 'customers') body = { _id, name: `Cliente ${index}`, address: ADDRESS, notes: token };
  else if (kind === 'providers') body = { _id, name: `Proveedor ${index}`, notes: token };
  else if (provider) body = { _id, ...productBody(provider, { name: `Producto ${index}`, description: token }) };
  else return null;
  return { body, optimistic: { ...body, _id, status: true } };
}

const ROUTE: Readonly<Record<Kind, string>> = { customers: '/customer', providers: '/provider', products: '/product' };

/** One random write a replica can make from what it sees now. */
export function planWrite(replica: TestReplica, index: number, tag: string, random: () => number): PlannedWrite {
  const kinds: Kind[] = ['customers', 'providers', 'products'];
  const kind = kinds[Math.floor(random() * kinds.length)] ?? 'customers';
  const token = `${tag}-${index}`;
  const target = random() < 0.5 ? pickId(replica, kind, random) : undefined;
  if (target) {
    const current = replica.reader.get(kind, target);
    if (current) {
      const patch: Record<string, unknown> =
        kind === 'products' ? { taxBase: 50 + Math.floor(random() * 100), taxes: [], wholesalerContributions: 5, description: token } : { [TOKEN_FIELD[kind]]: token };
      return {
        kind,
        create: false,
        token,
        mutation: { method: 'PATCH', path: `${ROUTE[kind]}/${target}`, body: patch, collection: kind, docId: target, optimistic: { ...current, ...patch } },
      };
    }
  }
  const made = create(kind, token, index, pickId(replica, 'providers', random)) ?? create('customers', token, index, undefined);
  if (!made) throw new Error('unreachable: a customer can always be created');
  const madeKind = made.body.address ? 'customers' : kind;
  return {
    kind: madeKind,
    create: true,
    token,
    mutation: { method: 'POST', path: ROUTE[madeKind], body: made.body, collection: madeKind, docId: made.optimistic._id, optimistic: made.optimistic },
  };
}
