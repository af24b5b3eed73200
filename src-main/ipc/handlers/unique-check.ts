/**
 * Before a write is queued: a value the server keeps unique (src-shared/unique-fields.ts) that
 * another document of the replica already holds is refused here, with the server's own message on
 * the field, so the form shows it at once. Without this the write was accepted locally and the
 * clerk learned of the clash later, from the rejected-changes inbox.
 */
import { AppError } from '../../../src-shared/errors.js';
import { UNIQUE_FIELDS } from '../../../src-shared/unique-fields.js';
import type { ReplicaReader } from '../../replica/index.js';
import type { Mutation } from '../../sync/mutate.js';
import { isRecord } from '../../../src-shared/records.js';

export function assertUniqueLocally(reader: Pick<ReplicaReader, 'listIds' | 'getMany'>, write: Mutation): void {
  if (!isRecord(write.body)) return;
  for (const rule of UNIQUE_FIELDS) {
    if (rule.collection !== write.collection) continue;
    const value = rule.stored(write.body);
    if (value === null) continue;
    const key = rule.key(value);
    const holders = reader.getMany(rule.collection, reader.listIds(rule.collection));
    const clash = holders.some((doc) => doc._id !== write.docId && typeof doc[rule.field] === 'string' && rule.key(doc[rule.field] as string) === key);
    if (clash) {
      throw AppError.invalid(rule.field, rule.taken(value));
    }
  }
}
