/**
 * Every replica migration in order. A static list (not a folder scan) so the bundled desktop app
 * carries them; a test checks it names exactly the numbered files of this folder.
 */
import type Sqlite from 'better-sqlite3';
import * as m0001 from './0001_documents.js';
import * as m0002 from './0002_list_search.js';
import * as m0003 from './0003_list_order.js';
import * as m0004 from './0004_outbox_linked.js';
import * as m0005 from './0005_live_flag.js';
import * as m0006 from './0006_unasked_sort_indexes.js';
import * as m0007 from './0007_state_tab_indexes.js';
import * as m0008 from './0008_document_versions.js';
import * as m0009 from './0009_deferred_indexes.js';
import * as m0010 from './0010_item_products_rowid.js';

export interface ReplicaMigration {
  readonly id: string;
  up(db: Sqlite.Database): void;
}

export const REPLICA_MIGRATIONS: readonly ReplicaMigration[] = [
  { id: '0001_documents', up: m0001.up },
  { id: '0002_list_search', up: m0002.up },
  { id: '0003_list_order', up: m0003.up },
  { id: '0004_outbox_linked', up: m0004.up },
  { id: '0005_live_flag', up: m0005.up },
  { id: '0006_unasked_sort_indexes', up: m0006.up },
  { id: '0007_state_tab_indexes', up: m0007.up },
  { id: '0008_document_versions', up: m0008.up },
  { id: '0009_deferred_indexes', up: m0009.up },
  { id: '0010_item_products_rowid', up: m0010.up },
];
