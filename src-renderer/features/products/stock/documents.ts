/** Stock ledger records and tracker alerts as these screens read them: what the replica's reads answer (src-shared/ipc/read-documents.ts). */
import type { ReadDoc } from '../../../../src-shared/ipc/read-documents.js';

export type RecordDoc = ReadDoc<'records'>;
export type TrackerDoc = ReadDoc<'trackers'>;
