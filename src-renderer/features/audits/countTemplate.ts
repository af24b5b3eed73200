/**
 * The count template: every enabled product that keeps stock of its own (a mixed one keeps none),
 * as the import reads it (`templateRow`), so the clerk fills in what was counted and imports it
 * back. Its columns are the import's own names, so the file needs no mapping; the export writes it
 * the way the user's spreadsheet reads it (`src-main/export`).
 */
import { IMPORT_COLUMNS, type ImportColumn } from '../../../src-shared/audit-import.js';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import { EMPTY_INVENTORY } from '../../../src-shared/documents/products.js';
import type { ExportColumn, ExportKind } from '../../../src-shared/export/columns.js';
import { templateRow, type CountTemplateRow } from '../../../src-shared/inventory-count.js';
import type { IpcClient } from '../../../src-shared/ipc/client.js';
import type { ProductDoc } from '../../components/documents/read.js';

const KINDS: Readonly<Record<ImportColumn, ExportKind>> = {
  number: 'number',
  name: 'text',
  // A unit cost keeps four places (domain §3): a money cell would round it to the cent, and the count would then change it.
  unitCost: 'cost',
  m100: 'number',
  m500: 'number',
  m1000: 'number',
  wholesaler: 'number',
  theoretical: 'number',
  real: 'number',
};

export const TEMPLATE_COLUMNS: ExportColumn[] = IMPORT_COLUMNS.map((column) => ({ header: column, kind: KINDS[column], field: column }));

/** Numbered by the server (a product still on its way has no number to count it by), and not mixed. */
function countable(doc: ProductDoc): doc is ProductDoc & { number: number } {
  return typeof doc.number === 'number' && !doc.mixed?.components.length;
}

/** The template's rows, in product number order, read from the replica a page at a time. */
export async function templateRows(api: Pick<IpcClient, 'product'>): Promise<CountTemplateRow[]> {
  const rows: CountTemplateRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.product.list({ status: true, limit: MAX_LIMIT, page });
    for (const doc of answer.docs) {
      if (countable(doc)) rows.push(templateRow({ ...doc, unitCost: typeof doc.unitCost === 'number' ? doc.unitCost : null, margins: doc.margins ?? [], inventory: doc.inventory ?? EMPTY_INVENTORY }));
    }
    if (page >= answer.pages) break;
  }
  return rows.sort((a, b) => a.number - b.number);
}
