/**
 * What an administration list exports: the replica's list with the tab's search and filters, or —
 * showing disabled records — the server's list of them (`<feature>.serverList`). A tab names the
 * replica collection it shows; its feature is the read that reads that collection.
 */
import { EXPORTABLE_SERVER_READS, type ExportableServerRead, type ExportSource } from '../../../../src-shared/ipc/export.js';
import { READ_FEATURES, type ReadFeature } from '../../../../src-shared/ipc/reads.js';

const isServerRead = (name: string): name is ExportableServerRead => (EXPORTABLE_SERVER_READS as readonly string[]).includes(name);

function featureReading(collection: string): ReadFeature | undefined {
  return (Object.keys(READ_FEATURES) as ReadFeature[]).find((feature) => READ_FEATURES[feature].collection === collection);
}

/** Null when the list has no read an export can page through. */
export function referenceExportSource(collection: string, query: Readonly<Record<string, unknown>>, disabledView: boolean): ExportSource | null {
  const feature = featureReading(collection);
  if (feature === undefined) return null;
  if (disabledView) {
    const call = `${feature}.serverList`;
    return isServerRead(call) ? { kind: 'server', call, input: { ...query } } : null;
  }
  return { kind: 'list', feature, query: { ...query } };
}
