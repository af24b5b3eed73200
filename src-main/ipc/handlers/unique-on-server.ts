/**
 * The replica holds no disabled documents, so a value only a disabled document keeps (a disabled
 * user's username, a disabled category's slug) passes the replica's check (`unique-check.ts`) and
 * came back later, refused, in the rejected-changes inbox. When the server answers, it is asked
 * first, among the disabled documents only, so the clerk reads the refusal under the field at once.
 * Offline, or when the server is slow to answer, the write is queued and the server decides, as before.
 */
import { AppError } from '../../../src-shared/errors.js';
import { MAX_LIMIT } from '../../../src-shared/constants/paging.js';
import { UNIQUE_FIELDS } from '../../../src-shared/unique-fields.js';
import type { ApiClient } from '../../api/client.js';
import type { Mutation } from '../../sync/mutate.js';
import { isRecord } from '../../../src-shared/records.js';

/** How long a write waits for the server's answer before it is queued unchecked. */
export const SERVER_CHECK_MS = 2000;

/** The list of a collection's disabled documents, narrowed by the value where the list can. */
type DisabledList = 'user.list' | 'category.list';

const DISABLED_LISTS: Readonly<Record<string, (value: string) => { route: DisabledList; query: Record<string, string | number | boolean> }>> = {
  users: (value) => ({ route: 'user.list', query: { status: false, query: value, limit: MAX_LIMIT } }),
  categories: () => ({ route: 'category.list', query: { status: false, limit: MAX_LIMIT } }),
};

/** The disabled documents the server lists, or null when it does not answer in time. */
async function disabledDocs(api: ApiClient, route: DisabledList, query: Record<string, string | number | boolean>): Promise<Array<Record<string, unknown>> | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SERVER_CHECK_MS);
  });
  try {
    const answer = await Promise.race([api.call(route, { query }), late]);
    if (answer === null || !answer.ok) return null;
    return answer.body.docs;
  } finally {
    clearTimeout(timer);
  }
}

export async function assertUniqueOnServer(api: ApiClient, write: Mutation): Promise<void> {
  if (!isRecord(write.body)) return;
  for (const rule of UNIQUE_FIELDS) {
    const list = DISABLED_LISTS[rule.collection];
    const value = rule.collection === write.collection ? rule.stored(write.body) : null;
    if (!list || value === null) continue;
    const { route, query } = list(value);
    const disabled = await disabledDocs(api, route, query);
    const clash = disabled?.some((doc) => doc._id !== write.docId && typeof doc[rule.field] === 'string' && rule.key(doc[rule.field] as string) === rule.key(value));
    if (clash) {
      throw AppError.invalid(rule.field, rule.taken(value));
    }
  }
}
