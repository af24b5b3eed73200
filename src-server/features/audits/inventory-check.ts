/**
 * The body review of `POST /audit/inventory`: the checks of the rows that need the database
 * (src-shared/planners/audit-count-check.ts), run on the rows the body does carry, so they are
 * reported next to the rows the schema refused.
 */
import type { ErrorDetail } from '../../../src-shared/errors.js';
import { AUDIT_ROWS_MAX } from '../../../src-shared/limits.js';
import { countContext, rowProblems, type CountedRow } from '../../../src-shared/planners/audit-count-check.js';
import type { AnyReader } from '../../db/documents.js';
import { serverPlanReads } from '../plan-reads.js';

export async function reviewInventoryBody(db: AnyReader, body: unknown): Promise<ErrorDetail[]> {
  const rows = typeof body === 'object' && body !== null ? (body as { rows?: unknown }).rows : undefined;
  // A list over the limit is refused for its size alone: reading its products is what the limit spares.
  if (!Array.isArray(rows) || rows.length > AUDIT_ROWS_MAX) return [];
  const counted = rows.map((row): Partial<CountedRow> => (typeof row === 'object' && row !== null ? (row as Partial<CountedRow>) : {}));
  const numbers = counted.map((r) => r.number).filter((n): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 1);
  return rowProblems(counted, await countContext(serverPlanReads(db), numbers));
}
