/** Who called a draft off and when, read from its change history (src-shared/documents/draft-closing.ts). */
import { describe, expect, it } from 'vitest';
import { closingShown, draftClosing } from '../../src-shared/documents/draft-closing.js';
import type { HistoryEntry } from '../../src-shared/history.js';

const entry = (fields: Partial<HistoryEntry>): HistoryEntry => ({
  _id: `h${fields.seq ?? 0}`,
  seq: 0,
  at: '2026-11-27T12:00:00.000Z',
  user: 'u-admin',
  userName: 'Administrador',
  device: null,
  entity: 'drafts',
  docId: 'd1',
  action: 'update',
  route: null,
  changes: {},
  ...fields,
});

describe('draftClosing', () => {
  it('names the write that took the draft to CLOSED, not a later or an earlier one', () => {
    const newestFirst = [
      entry({ seq: 9, at: '2026-11-27T15:00:00.000Z', user: null, userName: null, changes: { notes: { before: null, after: 'x' } } }),
      entry({ seq: 7, at: '2026-11-27T14:30:00.000Z', user: 'u-lucia', userName: 'Lucía Fernández', route: 'order.draftRemove', changes: { state: { before: 'OPEN', after: 'CLOSED' } } }),
      entry({ seq: 3, at: '2026-11-27T10:00:00.000Z', action: 'create', changes: { state: { after: 'OPEN' } } }),
    ];
    expect(draftClosing(newestFirst)).toEqual({ user: 'u-lucia', userName: 'Lucía Fernández', at: '2026-11-27T14:30:00.000Z' });
  });

  it('knows nobody for a draft whose history holds no closing write, or another document’s', () => {
    expect(draftClosing([entry({ action: 'create', changes: { state: { after: 'OPEN' } } })])).toBeUndefined();
    expect(draftClosing([entry({ entity: 'orders', changes: { state: { before: 'OPEN', after: 'CLOSED' } } })])).toBeUndefined();
    expect(draftClosing([])).toBeUndefined();
  });
});

describe('closingShown', () => {
  it('shows the closing write’s author and time, else nobody yet and the draft’s own last change (offline, still queued)', () => {
    const draft = { updatedAt: '2026-11-27T16:00:00.000Z' };
    expect(closingShown(draft, { user: 'u-lucia', userName: 'Lucía Fernández', at: '2026-11-27T14:30:00.000Z' })).toEqual({ by: 'Lucía Fernández', at: '2026-11-27T14:30:00.000Z' });
    expect(closingShown(draft, null)).toEqual({ by: null, at: '2026-11-27T16:00:00.000Z' });
    expect(closingShown(draft, undefined)).toEqual({ by: null, at: '2026-11-27T16:00:00.000Z' });
    expect(closingShown({}, { user: null, userName: null, at: '2026-11-27T14:30:00.000Z' })).toEqual({ by: null, at: '2026-11-27T14:30:00.000Z' });
  });
});
