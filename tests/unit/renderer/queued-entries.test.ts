import { describe, expect, it } from 'vitest';
import { queuedEntries, untoldRefusals } from '../../../src-renderer/components/queuedFeedback.js';

const queued = (entry: string) => ({ id: '65a000000000000000000001', entry });

describe('which answers a write toast waits on the server for', () => {
  it('a queued write: its outbox entry', () => {
    expect(queuedEntries(queued('e1'))).toEqual(['e1']);
    expect(queuedEntries({ id: null, entry: 'e2' })).toEqual(['e2']);
  });

  it('several writes made together (orders put on a roadmap): each entry', () => {
    expect(queuedEntries([queued('e1'), queued('e2')])).toEqual(['e1', 'e2']);
  });

  it('an answer the server gave straight away (a profile, an unlock): none, it is done already', () => {
    expect(queuedEntries({ _id: '65a000000000000000000001', name: 'Administrador', username: 'admin' })).toEqual([]);
    expect(queuedEntries(undefined)).toEqual([]);
    expect(queuedEntries([queued('e1'), { ok: true }])).toEqual([]);
  });
});

describe('refusals the shell tells late', () => {
  it('each once: a refusal told is not told again, a new one is', () => {
    expect(untoldRefusals([{ id: 'late-1' }]).map((r) => r.id)).toEqual(['late-1']);
    expect(untoldRefusals([{ id: 'late-1' }, { id: 'late-2' }]).map((r) => r.id)).toEqual(['late-2']);
    expect(untoldRefusals([{ id: 'late-1' }, { id: 'late-2' }])).toEqual([]);
  });
});
