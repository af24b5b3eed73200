/** The screens refetch once when the session's first sync completes (app/firstSync.ts). */
import { describe, expect, it } from 'vitest';
import { STOPPED_SYNC_STATUS as STOPPED, type SyncStatus } from '../../../src-shared/ipc/sync.js';
import { UNSEEN, watchFirstSync, type FirstSyncWatch } from '../../../src-renderer/app/firstSync.js';

const running = (patch: Partial<SyncStatus>): SyncStatus => ({ ...STOPPED, running: true, ...patch });

/** Which of the statuses, in order, would refetch. */
function refetchesAt(statuses: SyncStatus[], start: FirstSyncWatch = UNSEEN): number[] {
  let watch = start;
  const at: number[] = [];
  statuses.forEach((status, index) => {
    const next = watchFirstSync(watch, status);
    watch = next.watch;
    if (next.completed) at.push(index);
  });
  return at;
}

describe('the first sync of a session', () => {
  it('refetches once, when a fresh replica is first filled after sign-in', () => {
    expect(refetchesAt([STOPPED, running({ syncing: true }), running({ syncing: false, lastSyncAt: 'T1' }), running({ lastSyncAt: 'T2' }), running({ lastSyncAt: 'T3' })])).toEqual([2]);
  });

  it('waits for the new pull of a replica kept from an earlier session', () => {
    expect(refetchesAt([STOPPED, running({ syncing: true, lastSyncAt: 'T0' }), running({ syncing: true, lastSyncAt: 'T0', pending: 1 }), running({ lastSyncAt: 'T1' })])).toEqual([3]);
  });

  it('counts a first status that already says caught up, when the sign-in was seen', () => {
    expect(refetchesAt([STOPPED, running({ lastSyncAt: 'T1' }), running({ lastSyncAt: 'T2' })])).toEqual([1]);
  });

  it('does not count a session found under way (the window reloaded) until its next sync', () => {
    expect(refetchesAt([running({ lastSyncAt: 'T1' }), running({ lastSyncAt: 'T1', syncing: true }), running({ lastSyncAt: 'T2' })])).toEqual([2]);
  });

  it('starts over after signing out and in again, and never for a failed sync', () => {
    const failed = running({ online: false, lastError: { code: 'OFFLINE', message: 'offline' } });
    expect(refetchesAt([STOPPED, running({ syncing: true }), failed, running({ lastSyncAt: 'T1' }), STOPPED, running({ syncing: true, lastSyncAt: 'T1' }), running({ lastSyncAt: 'T5' })])).toEqual([
      3, 6,
    ]);
  });
});
