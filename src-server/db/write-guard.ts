/**
 * A condition a write must still meet when it commits (the caller's session, features/auth/
 * session-guard.ts), checked inside the write transaction by a statement the write runs anyway:
 * on SQLite the read of the counters that starts it, on PostgreSQL the closing statement
 * (write.ts, closing-rows.ts). A write whose guard fails is rolled back and answers the guard's refusal.
 */
import type { DbKind } from './connect.js';

export interface WriteGuard {
  /** Identifies the condition's text per dialect, so statements that embed it are written once. */
  readonly key: string;
  /** A boolean SQL expression whose parameter marks start at the `first`-th (0-based) of the statement. */
  condition(kind: DbKind, first: number): string;
  /** The values of the condition's marks, in order. */
  readonly values: readonly unknown[];
  /** What the write answers when the condition does not hold. */
  refusal(): Error;
}

/** Whether a condition's answer, as either database returns it (PostgreSQL a boolean, SQLite 0 or 1), holds. */
export const guardHolds = (value: unknown): boolean => value === true || Number(value) === 1;

/** Throws the guard's refusal unless its condition's answer holds. */
export function requireGuard(guard: WriteGuard | null, value: unknown): void {
  if (guard && !guardHolds(value)) throw guard.refusal();
}
