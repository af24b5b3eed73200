/** Providers as the screens read them: what the replica's provider reads answer (src-shared/ipc/read-documents.ts). */
import type { ReadDoc } from '../../../src-shared/ipc/read-documents.js';

export type ProviderDoc = ReadDoc<'providers'>;
