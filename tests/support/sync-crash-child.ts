/**
 * The process the crash test kills: the desktop runtime's write path (replica + sync engine)
 * making writes as fast as it can and acknowledging each on stdout only after `mutate` resolved,
 * i.e. after its commit. Arguments: replica file, API base URL, token, run number.
 * Lines: `ready`, then `ack <entry id> <document id>` per write.
 */
import { newId } from '../../src-shared/ids.js';
import { createApiClient } from '../../src-main/api/client.js';
import { openReplica } from '../../src-main/replica/open.js';
import { createSyncEngine } from '../../src-main/sync/engine.js';

type Doc = { _id: string; [field: string]: unknown };

// No top-level await: the test bundles this file as CommonJS so 200 restarts start fast.
async function main(path: string, baseUrl: string, token: string, run: string): Promise<never> {
  const replica = openReplica(path);
  const api = createApiClient({ baseUrl, token: () => token, timeoutMs: 5_000 });
  const engine = createSyncEngine({ db: replica.db, api, backoff: { baseMs: 10, maxMs: 100 }, onError: (e) => console.error(e) });
  const find = replica.db.prepare(`SELECT doc FROM documents WHERE collection = 'customers' AND id = ? AND doc IS NOT NULL`);
  const replicaDoc = (id: string): Doc | undefined => {
    const row = find.get(id) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as Doc) : undefined;
  };
  engine.start();
  process.stdout.write('ready\n');
  const mine: string[] = [];
  for (let i = 0; ; i += 1) {
    await write(i);
    if (i % 4 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
  }

  async function write(i: number): Promise<void> {
    const target = i % 3 === 2 ? mine[Math.floor(Math.random() * mine.length)] : undefined;
    const current = target ? replicaDoc(target) : undefined;
    let entryId: string;
    let docId: string;
    if (target && current) {
      const body = { notes: `run ${run} write ${i}` };
      entryId = (await engine.mutate({ method: 'PATCH', path: `/customer/${target}`, body, collection: 'customers', docId: target, optimistic: { ...current, ...body } })).id;
      docId = target;
    } else {
      docId = newId();
      const body = { _id: docId, name: `Cliente ${run}-${i}`, address: { label: 'Casa', street: 'Mitre 1', city: 'Avellaneda', province: 'Buenos Aires' } };
      entryId = (await engine.mutate({ method: 'POST', path: '/customer', body, collection: 'customers', docId, optimistic: { ...body, status: true } })).id;
      mine.push(docId);
    }
    // Pipes are synchronous on Linux: once written, the line reaches the parent even if we die next.
    process.stdout.write(`ack ${entryId} ${docId}\n`);
  }
}

const [path, baseUrl, token, run] = process.argv.slice(2);
if (!path || !baseUrl || !token || !run) throw new Error('usage: sync-crash-child <replica> <api url> <token> <run>');
main(path, baseUrl, token, run).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
