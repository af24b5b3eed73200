/**
 * A page of a list's rows with what its `annex` adds from the server (src-shared/export/annexes.ts),
 * read once for the page, as the screen reads it once for the rows it shows. What the screen had
 * read already (`known`) goes out as it shows it, without asking again. Offline, or if the server
 * will not say, the rest go out as the screen shows them then: a CLOSED draft with its own time of
 * change and no name (`closingShown`), rather than no file at all.
 */
import { closingShown, type DraftClosing } from '../../src-shared/documents/draft-closing.js';
import { isAppError } from '../../src-shared/errors.js';
import type { AnnexKnown, ExportAnnex } from '../../src-shared/export/annexes.js';
import type { DraftClosingsAnswer } from '../../src-shared/routes/responses/documents.js';
import type { ReadCall, Row } from './rows.js';

async function draftClosings(rows: readonly Row[], known: AnnexKnown, read: ReadCall): Promise<Row[]> {
  const ids = rows.flatMap((row) => (row.state === 'CLOSED' && typeof row._id === 'string' && !Object.hasOwn(known, row._id) ? [row._id] : []));
  const closings = new Map<string, DraftClosing | null>(Object.entries(known));
  if (ids.length > 0) {
    try {
      const answer = (await read('history.draftClosings', { ids })) as DraftClosingsAnswer;
      for (const doc of answer.docs) closings.set(doc._id, doc.closing);
    } catch (error) {
      if (!isAppError(error)) throw error;
    }
  }
  return rows.map((row) => {
    const updatedAt = typeof row.updatedAt === 'string' ? row.updatedAt : null;
    return { ...row, closing: row.state === 'CLOSED' ? closingShown({ updatedAt }, closings.get(String(row._id))) : null };
  });
}

export function withAnnex(annex: ExportAnnex, rows: readonly Row[], known: AnnexKnown, read: ReadCall): Promise<Row[]> {
  switch (annex) {
    case 'draftClosing':
      return draftClosings(rows, known, read);
  }
}
