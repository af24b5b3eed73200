/**
 * What an export of a replica list adds to each of its rows from a server read, where a column
 * shows what the replica does not hold: `draftClosing`, who called off each CLOSED draft and when
 * (the Borradores "Anulados" tab), at `closing.by` and `closing.at` (`closingShown`).
 */
import type { DraftClosing } from '../documents/draft-closing.js';

export const EXPORT_ANNEXES = ['draftClosing'] as const;
export type ExportAnnex = (typeof EXPORT_ANNEXES)[number];

/**
 * What the screen already read of the annex, by row id (who called off the drafts it showed): the
 * export writes it as the screen shows it and asks the server only for the rest, so offline the
 * file still names whoever the screen names.
 */
export type AnnexKnown = Readonly<Record<string, DraftClosing>>;
