/** Providers as the screens read them, cast from the loose IPC documents in this one place. */
import type { ProviderFields } from '../../../src-shared/documents/catalog.js';
import type { IpcDocument } from '../../../src-shared/ipc/documents.js';
import type { DocBase } from './purchasing.js';

export type ProviderDoc = DocBase & ProviderFields;

export const asProvider = (doc: IpcDocument): ProviderDoc => doc as ProviderDoc;
