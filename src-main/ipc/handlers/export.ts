/**
 * Exports of the lists (src-shared/ipc/export.ts): for the signed-in user, from their replica (or
 * the server, for statistics), whichever list their screen shows.
 */
import type { z } from 'zod';
import { AppError } from '../../../src-shared/errors.js';
import type { IpcResult } from '../../../src-shared/ipc/define.js';
import { READ_FEATURES } from '../../../src-shared/ipc/reads.js';
import { createExportService, type ExportTarget, type ListReader, type ReadCall } from '../../export/index.js';
import type { AppState } from '../../runtime/app-state.js';
import type { EventHub } from '../events.js';
import type { IpcHandlers } from '../router.js';
import { replicaZone } from '../../replica/business-zone.js';
import { localDay } from '../../../src-shared/business-day.js';
import { listOptions } from './list-options.js';

export interface ExportHandlerOptions {
  target: ExportTarget;
  events: EventHub;
  /** The router's own calls: an export of a server read (statistics) asks it as the screen does. */
  call: (name: string, input: unknown) => Promise<IpcResult<unknown>>;
}

export function exportHandlers(state: AppState, options: ExportHandlerOptions): IpcHandlers {
  const read: ReadCall = async (name, input) => {
    const result = await options.call(name, input);
    if (result.ok) return result.value;
    const { code, message, details } = result.error;
    throw new AppError(code, message, details === undefined ? {} : { details });
  };
  // The list's own query schema and its translation to replica options, as `<feature>.list` does.
  const lists: ListReader = {
    ids: (feature, query) => {
      const { collection, query: schema } = READ_FEATURES[feature];
      const parsed = (schema as z.ZodType<Record<string, unknown>>).parse(query);
      const { reader } = state.workspace();
      return reader.listIds(collection, listOptions(feature, parsed, replicaZone(reader)));
    },
    docs: (feature, ids) => state.workspace().reader.getMany(READ_FEATURES[feature].collection, ids),
  };
  const service = createExportService({
    target: options.target,
    lists,
    read,
    get: (collection, id) => state.workspace().reader.get(collection, id),
    progress: (value) => options.events.emit('export-progress', value),
    today: () => localDay(new Date(), replicaZone(state.workspace().reader)),
  });
  return {
    'export.list': (input) => {
      // Signed in before the save dialog opens: nobody is asked where to put a file they cannot have.
      state.workspace();
      return service.start(input);
    },
    'export.cancel': ({ job }) => ({ cancelled: service.cancel(job) }),
  };
}
