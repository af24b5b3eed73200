/**
 * What an administration list exports: the replica's list with the tab's search and filters, or —
 * showing disabled records — the server's list of them (`<collection>.serverList`).
 */
import { EXPORTABLE_SERVER_READS, type ExportableServerRead, type ExportSource } from '../../../../src-shared/ipc/export.js';
import { READ_FEATURES, type ReadFeature } from '../../../../src-shared/ipc/reads.js';

const isReadFeature = (name: string): name is ReadFeature => Object.hasOwn(READ_FEATURES, name);
const isServerRead = (name: string): name is ExportableServerRead => (EXPORTABLE_SERVER_READS as readonly string[]).includes(name);

/** Null when the list has no read an export can page through. */
export function referenceExportSource(collection: string, query: Readonly<Record<string, unknown>>, disabledView: boolean): ExportSource | null {
  if (disabledView) {
    const call = `${collection}.serverList`;
    return isServerRead(call) ? { kind: 'server', call, input: { ...query } } : null;
  }
  return isReadFeature(collection) ? { kind: 'list', feature: collection, query: { ...query } } : null;
}
