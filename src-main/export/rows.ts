/**
 * The rows an export writes, page after page, from the read the screen makes: a replica list (the
 * `<feature>.list` query with the screen's filters, checked by the same schema, sorted as the
 * screen sorts it), a server read (statistics, through the IPC router like the screen's own), or
 * the rows a screen worked out itself and sent.
 */
import { MAX_LIMIT } from '../../src-shared/constants/paging.js';
import { AppError } from '../../src-shared/errors.js';
import { readPath } from '../../src-shared/export/cells.js';
import type { ExportSource } from '../../src-shared/ipc/export.js';
import type { ReadFeature } from '../../src-shared/ipc/reads.js';
import { isRecord } from '../../src-shared/records.js';
import type { AnnexKnown, ExportAnnex } from '../../src-shared/export/annexes.js';
import { withAnnex } from './annex.js';

export type Row = Readonly<Record<string, unknown>>;

/** One IPC call, answered or thrown as the AppError the screen would get. */
export type ReadCall = (name: string, input: Readonly<Record<string, unknown>>) => Promise<unknown>;

export interface RowPage {
  rows: readonly Row[];
  /** How many rows the whole list has, as the first page said. */
  total: number;
}

interface PageLike {
  docs: unknown[];
  total: number;
  pages: number;
}

function isPage(value: unknown): value is PageLike {
  if (!isRecord(value)) return false;
  return Array.isArray(value.docs) && typeof value.total === 'number' && typeof value.pages === 'number';
}

/** A replica list, read as the screen's `<feature>.list` reads it but without a deep OFFSET per page. */
export interface ListReader {
  /** The ids of every row the list holds with these filters, in its order: a snapshot taken at once. */
  ids(feature: ReadFeature, query: Row): string[];
  /** Those rows as they are now, in the order asked (a row removed since is left out). */
  docs(feature: ReadFeature, ids: readonly string[]): Row[];
}

function* listPages(feature: ReadFeature, query: Row, lists: ListReader): Generator<RowPage> {
  const ids = lists.ids(feature, query);
  for (let start = 0; start < ids.length; start += MAX_LIMIT) yield { rows: lists.docs(feature, ids.slice(start, start + MAX_LIMIT)), total: ids.length };
}

/** A list's pages, each with what its annex adds from one server read. */
async function* annexedPages(pages: Generator<RowPage>, annex: ExportAnnex, known: AnnexKnown, read: ReadCall): AsyncGenerator<RowPage> {
  for (const page of pages) yield { rows: await withAnnex(annex, page.rows, known, read), total: page.total };
}

async function* serverPages(call: string, input: Row, rowsAt: string | undefined, read: ReadCall): AsyncGenerator<RowPage> {
  for (let page = 1; ; page += 1) {
    const answer = await read(call, page === 1 ? input : { ...input, page });
    const rows = rowsAt === undefined ? answer : isRecord(answer) ? readPath(answer, rowsAt) : undefined;
    if (Array.isArray(rows)) {
      yield { rows: rows.filter(isRecord), total: rows.length };
      return;
    }
    if (!isPage(rows)) throw AppError.validation(`${call} answers no rows${rowsAt ? ` at ${rowsAt}` : ''}`, [{ path: 'source.rows', message: 'no rows there' }]);
    yield { rows: rows.docs.filter(isRecord), total: rows.total };
    if (page >= rows.pages) return;
  }
}

function* sentPages(rows: readonly Row[]): Generator<RowPage> {
  for (let start = 0; start < rows.length; start += MAX_LIMIT) yield { rows: rows.slice(start, start + MAX_LIMIT), total: rows.length };
}

export function sourcePages(source: ExportSource, lists: ListReader, read: ReadCall): Generator<RowPage> | AsyncGenerator<RowPage> {
  switch (source.kind) {
    case 'list': {
      const pages = listPages(source.feature, source.query, lists);
      return source.annex === undefined ? pages : annexedPages(pages, source.annex, source.known ?? {}, read);
    }
    case 'server':
      return serverPages(source.call, source.input, source.rows, read);
    case 'rows':
      return sentPages(source.rows);
  }
}
