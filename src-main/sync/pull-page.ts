/**
 * A pull page from its text to what the replica writer takes: parsed, checked against the sync
 * route's response schema (every document it carries has an `_id`; a page that fails is refused
 * whole), and each document's text (taken from the page's, `pull-page-texts.ts`), column values and
 * search entries worked out (`prepareDoc`).
 * Pure work on the answer's bytes, so it can run on a worker thread (`pull-page-worker.ts`): the
 * bytes cross to it moved, not copied, and are decoded there, off the thread that writes.
 */
import { responseSchemaOf, type RouteResponse } from '../../src-shared/routes/responses/index.js';
import { prepareDoc, type PreparedDoc } from '../replica/prepared-doc.js';
import { documentTextsOf } from './pull-page-texts.js';

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

/** Refuses a page that is not UTF-8 rather than reading replacement characters into documents. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function readPullPage(bytes: ArrayBuffer): PageRead {
  let value: unknown;
  let text: string;
  try {
    text = utf8.decode(bytes);
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'the page is not JSON in UTF-8' };
  }
  const parsed = responseSchemaOf('sync.pull').safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, problem: issue ? `${issue.path.join('.') || 'the page'}: ${issue.message}` : 'unreadable' };
  }
  const { changes, ...page } = parsed.data;
  // The documents' texts as the page holds them; where it is laid out otherwise, each document stringified.
  const texts = documentTextsOf(text, changes);
  return {
    ok: true,
    page: {
      ...page,
      changes: changes.map((change, i) => ({
        collection: change.collection,
        id: change.id,
        seq: change.seq,
        doc: change.deleted || change.doc === undefined || change.doc === null ? null : prepareDoc(change.collection, change.doc, texts?.[i] ?? JSON.stringify(change.doc)),
      })),
    },
  };
}
