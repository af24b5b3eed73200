/**
 * A document's number as the lists show it: bare ("12") in the row's first cell, under the "N.º"
 * header; "N.º 12" where it stands alone (pickers, badges, titles).
 */
import type { Locator } from '@playwright/test';

/** The "N.º" cell of a list's row. */
export const numberCell = (row: Locator): Locator => row.getByRole('gridcell').first();

/** The rows among `rows` whose "N.º" cell reads exactly `number`. */
export function numbered(rows: Locator, number: number | string): Locator {
  return rows.filter({
    has: rows
      .page()
      .locator('[role="gridcell"]:first-child')
      .filter({ hasText: new RegExp(`^${number}$`) }),
  });
}
