/**
 * What an export of a replica list adds to each of its rows from a server read, where a column
 * shows what the replica does not hold: `draftClosing`, who called off each CLOSED draft and when
 * (the Borradores "Anulados" tab), at `closing.by` and `closing.at` (`closingShown`).
 */
export const EXPORT_ANNEXES = ['draftClosing'] as const;
export type ExportAnnex = (typeof EXPORT_ANNEXES)[number];
