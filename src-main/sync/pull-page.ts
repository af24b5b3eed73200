/**
 * A pull page from its text to what the replica writer takes: parsed, checked against the sync
 * route's response schema (every document it carries has an `_id`; a page that fails is refused
 * whole), and each document's text, column values and search entries worked out (`prepareDoc`).
 * Pure work on a string, so it can run on a worker thread (`pull-page-worker.ts`).
 */
import { responseSchemaOf, type RouteResponse } from '../../src-shared/routes/responses/index.js';
import { prepareDoc, type PreparedDoc } from '../replica/prepared-doc.js';

/** One page of `GET /sync/pull`, as its response schema checks it. */
export type PullPage = RouteResponse<'sync.pull'>;

export interface PreparedChange {
  collection: string;
  id: string;
  seq: number;
  /** The new version; null for a removal. */
  doc: PreparedDoc | null;
}

export type PreparedPage = Omit<PullPage, 'changes'> & { changes: PreparedChange[] };

export type PageRead = { ok: true; page: PreparedPage } | { ok: false; problem: string };

export function readPullPage(text: string): PageRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'the page is not JSON' };
  }
  const parsed = responseSchemaOf('sync.pull').safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, problem: issue ? `${issue.path.join('.') || 'the page'}: ${issue.message}` : 'unreadable' };
  }
  const { changes, ...page } = parsed.data;
  return {
    ok: true,
    page: {
      ...page,
      changes: changes.map((change) => ({
        collection: change.collection,
        id: change.id,
        seq: change.seq,
        doc: change.deleted || change.doc === undefined || change.doc === null ? null : prepareDoc(change.collection, change.doc),
      })),
    },
  };
}
