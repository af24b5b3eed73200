/**
 * The Anulados export names who called each draft off as the screen does: what the screen read
 * goes out as it showed it, the server is asked only for the rest, and offline the rest go out
 * with no name rather than no file.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src-shared/errors.js';
import { sourcePages, type ListReader, type Row } from '../../../src-main/export/rows.js';

const DRAFTS: Record<string, Row> = {
  first: { _id: 'first', state: 'CLOSED', updatedAt: '2026-11-28T10:00:00.000Z' },
  second: { _id: 'second', state: 'CLOSED', updatedAt: '2026-11-28T11:00:00.000Z' },
};
const lists: ListReader = { ids: () => Object.keys(DRAFTS), docs: (_feature, ids) => ids.map((id) => DRAFTS[id] ?? {}) };
const KNOWN = { first: { user: 'u1', userName: 'Administrador', at: '2026-11-28T10:00:05.000Z' } };

async function closings(read: (call: string, input: Row) => Promise<unknown>): Promise<unknown[]> {
  const rows: unknown[] = [];
  for await (const page of sourcePages({ kind: 'list', feature: 'draft', query: { state: 'CLOSED' }, annex: 'draftClosing', known: KNOWN }, lists, read)) rows.push(...page.rows.map((r) => r.closing));
  return rows;
}

describe('the Anulados export', () => {
  it('offline, names whoever the screen named and leaves the rest unnamed', async () => {
    const asked: unknown[] = [];
    const offline = (_call: string, input: Row) => {
      asked.push(input);
      return Promise.reject(new AppError('OFFLINE', 'the server is not reachable'));
    };
    expect(await closings(offline)).toEqual([
      { by: 'Administrador', at: '2026-11-28T10:00:05.000Z' },
      { by: null, at: '2026-11-28T11:00:00.000Z' },
    ]);
    // Only the draft the screen had not read is asked for.
    expect(asked).toEqual([{ ids: ['second'] }]);
  });

  it('online, takes the rest from the server', async () => {
    const online = () => Promise.resolve({ docs: [{ _id: 'second', closing: { user: 'u2', userName: 'Lucía Fernández', at: '2026-11-28T11:00:01.000Z' } }] });
    expect(await closings(online)).toEqual([
      { by: 'Administrador', at: '2026-11-28T10:00:05.000Z' },
      { by: 'Lucía Fernández', at: '2026-11-28T11:00:01.000Z' },
    ]);
  });
});
