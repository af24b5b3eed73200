/** Stock ledger records and tracker alerts as these screens read them, cast here once. */
import type { RecordFields, TrackerFields } from '../../../../src-shared/documents/stock.js';
import type { IpcDocument } from '../../../../src-shared/ipc/documents.js';
import type { DocBase } from '../../../components/documents/purchasing.js';

export type RecordDoc = DocBase & RecordFields;
export type TrackerDoc = DocBase & TrackerFields;

export const asRecord = (doc: IpcDocument): RecordDoc => doc as RecordDoc;
export const asTracker = (doc: IpcDocument): TrackerDoc => doc as TrackerDoc;
