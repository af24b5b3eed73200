/**
 * Who removed a draft the shop called off, and when (domain §5: a removed draft ends CLOSED). The
 * draft itself keeps no author of its last write; its change history does: the entry whose write
 * took its state to CLOSED. Undefined when the entries given hold no such write.
 */
import { z } from 'zod';
import type { DraftState } from '../constants/orders.js';
import type { HistoryEntry } from '../history.js';

const CLOSED: DraftState = 'CLOSED';

export const draftClosingSchema = z.object({
  /** The user on whose behalf the draft was removed; null for a system write. */
  user: z.string().nullable(),
  userName: z.string().nullable(),
  at: z.string(),
});
export type DraftClosing = z.output<typeof draftClosingSchema>;

export function draftClosing(entries: readonly HistoryEntry[]): DraftClosing | undefined {
  const entry = entries.find((e) => e.entity === 'drafts' && e.changes.state?.after === CLOSED);
  return entry && { user: entry.user, userName: entry.userName, at: entry.at };
}

/**
 * What a list, a detail and an export show of a CLOSED draft: who called it off, null while that is
 * not known (offline, the removal still queued), and when — the closing write's time, else the
 * draft's own last change, which is the removal's as the desk planned it.
 */
export function closingShown(draft: { updatedAt?: string | null }, closing: DraftClosing | null | undefined): { by: string | null; at: string | null } {
  return { by: closing?.userName ?? null, at: closing?.at ?? draft.updatedAt ?? null };
}
