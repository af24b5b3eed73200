/**
 * Migration 0020_buy_warning_keys: a buy written before warnings had keys kept the English sentence
 * alone; after the upgrade it reads back as the key with its parameters (the same words as its
 * message), its history entries too, a replica pulling from before sees it again, and a buy with a
 * keyed warning or none is left as it was. Down gives the words alone back.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { BuyFields } from '../../../src-shared/documents/buys.js';
import { english, said } from '../../../src-shared/error-keys/index.js';
import { insertDoc, requireDoc, saveDoc } from '../../../src-server/db/documents.js';
import { migrateToLatest } from '../../../src-server/db/migrate.js';
import { runWrite } from '../../../src-server/db/write.js';
import { BUYS } from '../../../src-server/features/buys/collection.js';
import { listHistory } from '../../../src-server/features/history/service.js';
import { pullChanges } from '../../../src-server/features/sync/pull.js';
import type { Caller } from '../../../src-server/http/context.js';
import { FLAVOURS, openFresh } from '../../support/databases.js';

const BEFORE = '0019_list_search_field_separator';
const MIGRATION = '0020_buy_warning_keys';
const ADMIN: Caller = { kind: 'user', id: 'a'.repeat(24), role: 'ADMIN', providerId: null, tokenHash: 'x', device: null };

/** The sentence a buy under its provider's minimum stored before the keys, word for word. */
const oldText = (cost: string, provider: string, minimum: string) => `the buy's cost ${cost} is under ${provider}'s minimum purchase of ${minimum}`;
/** What a buy stores since: the key's English words for the same figures, and the key with them. */
const keyedText = (provider: string, cost: number, minimum: number) => {
  const text = said('buy.underMinimum', { provider, cost, minimum });
  return { message: english(text), key: 'buy.underMinimum', params: { provider, cost, minimum } };
};

function buyFields(warnings: unknown[], cost: number): BuyFields {
  return {
    cart: { items: [], total: cost },
    state: 'A APROBAR',
    committed: false,
    provider: 'p'.repeat(24),
    providerName: 'Proveedor',
    partner: null,
    garage: 'g'.repeat(24),
    withdrawal: { _id: null, name: null, date: null, charged: false, fee: 0 },
    isBudget: false,
    notes: null,
    driver: null,
    roadmap: null,
    cost,
    logistic: 0,
    total: cost,
    receipts: [],
    warnings,
    approvedAt: null,
    committedAt: null,
  } as unknown as BuyFields;
}

describe.each(FLAVOURS)('migration 0020 on %s', (flavour) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });

  it('rewrites an old buy warning as its key with the same words, in the buy, its history and its pull, and leaves the rest', async () => {
    const database = await openFresh(flavour, inject('postgresUrl'));
    cleanup = database.cleanup;
    await migrateToLatest(database, BEFORE);
    const write = <T>(work: Parameters<typeof runWrite<T>>[2]) => runWrite(database, { actor: ADMIN.id, now: new Date('2026-03-05T12:00:00Z') }, work);

    // A provider whose name holds an apostrophe and the sentence's own words, as a name may.
    const provider = "Distribuidora O'Brien's minimum purchase of Sur";
    const first = oldText('800.00', provider, '1000.00');
    const edited = oldText('950.50', provider, '1000.00');
    const old = await write((tx) => insertDoc(tx, BUYS, buyFields([first], 800)));
    await write(async (tx) => saveDoc(tx, BUYS, await requireDoc(tx.trx, BUYS, old._id), buyFields([edited], 950.5)));
    const recent = await write((tx) => insertDoc(tx, BUYS, buyFields([keyedText('Otro', 10, 20)], 10)));
    const none = await write((tx) => insertDoc(tx, BUYS, buyFields([], 5000)));
    const unknown = await write((tx) => insertDoc(tx, BUYS, buyFields(['some other minimum purchase of words'], 7)));
    const pulledBefore = JSON.parse((await pullChanges(database, ADMIN, 0, 1000)).toString('utf8')) as { cursor: number };
    const untouched = async () => Promise.all([recent, none, unknown].map(async (buy) => requireDoc(database.db, BUYS, buy._id)));
    const before = await untouched();
    const oldBefore = await requireDoc(database.db, BUYS, old._id);

    expect(await migrateToLatest(database, MIGRATION)).toEqual([MIGRATION]);

    const expected = keyedText(provider, 950.5, 1000);
    expect(expected.message).toBe(edited);
    const read = await requireDoc(database.db, BUYS, old._id);
    expect(read.warnings).toEqual([expected]);
    expect({ ...read, warnings: [] }).toEqual({ ...oldBefore, warnings: [] });
    expect([read.cost, read.updatedAt]).toEqual([950.5, '2026-03-05T12:00:00.000Z']);
    expect(await untouched()).toEqual(before);

    // A replica that pulled before the upgrade is sent the rewritten buy, and only it.
    const pulled = JSON.parse((await pullChanges(database, ADMIN, pulledBefore.cursor, 1000)).toString('utf8')) as { changes: Array<{ id: string; doc: BuyFields }> };
    expect(pulled.changes.map((change) => [change.id, change.doc.warnings])).toEqual([[old._id, [expected]]]);

    // Its history says the change of warnings in keys too, the creation and the edit.
    const history = await listHistory(database.db, ADMIN, { entity: 'buys', id: old._id, page: 1, limit: 10, order: 'asc' });
    const warningsOf = history.docs.map((entry) => (entry.changes as Record<string, unknown>).warnings);
    expect(warningsOf).toEqual([{ after: [keyedText(provider, 800, 1000)] }, { before: [keyedText(provider, 800, 1000)], after: [expected] }]);

    // Down: the words alone again, as the code before the keys stored them.
    await migrateToLatest(database, BEFORE);
    expect((await requireDoc(database.db, BUYS, old._id)).warnings).toEqual([edited]);
    expect((await requireDoc(database.db, BUYS, recent._id)).warnings).toEqual([keyedText('Otro', 10, 20).message]);
  });
});
