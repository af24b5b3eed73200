/**
 * For the tests of the plans PostgreSQL makes for a write's closing statement
 * (held-updates-plan, held-updates-generic-plan): a fresh database holding garages with long names
 * that do not compress (about 4 rows a page), and the closing statement one garage's rename sends.
 */
import { randomBytes } from 'node:crypto';
import { sql, type LogEvent } from 'kysely';
import { openDatabase, type Database } from '../../src-server/db/connect.js';
import { getDocToWrite, insertDocs, saveDoc } from '../../src-server/db/documents.js';
import { migrateToLatest } from '../../src-server/db/migrate.js';
import { runWrite } from '../../src-server/db/write.js';
import { GARAGES, type GarageFields } from '../../src-server/features/catalog/collections.js';
import { freshPostgresUrl } from './databases.js';

export const PLAN_NOW = new Date('2026-03-01T12:00:00Z');
const NAME_LENGTH = 1500;

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** A plan's nodes, the root's first. */
export const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** A statement as the server sent it. */
export interface Sent {
  sql: string;
  parameters: readonly unknown[];
}

export interface GarageTable {
  database: Database;
  /** Renames the first garage and answers the closing statement the rename sent. */
  renameFirst(name: string): Promise<{ id: string; closing: Sent }>;
  /** The stored name of garage `id`. */
  storedName(id: string): Promise<string>;
}

/** A fresh PostgreSQL database with `count` garages; `analysed`: its statistics taken (else as a new table's, before autovacuum looks). */
export async function garageTable(postgresUrl: string, count: number, analysed: boolean): Promise<GarageTable> {
  let sent: Sent[] = [];
  const database = openDatabase(await freshPostgresUrl(postgresUrl), {
    log: (event: LogEvent) => {
      sent.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  await migrateToLatest(database);
  const names = Array.from({ length: count }, (_, i) => ({ name: `${i} ${randomBytes(NAME_LENGTH).toString('base64').slice(0, NAME_LENGTH)}`, inventory: true, isDefault: false }));
  await runWrite(database, { actor: null, now: PLAN_NOW }, (tx) => insertDocs(tx, GARAGES, names));
  if (analysed) await sql`analyze "garages"`.execute(database.db);
  const docOf = (id: string) =>
    database.db
      .selectFrom('garages' as never)
      .select('doc' as never)
      .where('id' as never, '=', id as never)
      .executeTakeFirstOrThrow() as Promise<{ doc: string }>;
  return {
    database,
    async renameFirst(name) {
      const first = (await database.db
        .selectFrom('garages' as never)
        .select('id' as never)
        .orderBy('number' as never)
        .limit(1)
        .executeTakeFirstOrThrow()) as { id: string };
      sent = [];
      await runWrite(database, { actor: null, now: PLAN_NOW }, async (tx) => {
        const current = await getDocToWrite<GarageFields>(tx.trx, GARAGES, first.id);
        await saveDoc(tx, GARAGES, current!, { ...current!, name });
      });
      const closing = sent.find((statement) => statement.sql.includes('take_change_numbers(') && statement.sql.includes('update "garages"'));
      if (!closing) throw new Error('the rename sent no closing statement updating garages');
      return { id: first.id, closing };
    },
    storedName: async (id) => (JSON.parse((await docOf(id)).doc) as { name: string }).name,
  };
}
