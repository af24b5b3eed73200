/**
 * An administration tab names the replica collection it shows; its export reads that collection's
 * feature (the list from the replica, the disabled ones from the server), whose names differ.
 */
import { describe, expect, it } from 'vitest';
import { referenceExportSource } from '../../../src-renderer/features/admin/reference/listExport.js';
import { exportSourceSchema } from '../../../src-shared/ipc/export.js';

describe('an administration list export', () => {
  it("reads the feature of the tab's collection from the replica", () => {
    const source = referenceExportSource('garages', { query: 'centro' }, false);
    expect(source).toEqual({ kind: 'list', feature: 'garage', query: { query: 'centro' } });
    expect(exportSourceSchema.safeParse(source).success).toBe(true);
    expect(referenceExportSource('payMethods', {}, false)).toMatchObject({ feature: 'payMethod' });
  });

  it("reads the disabled ones from the server's list, where the feature has one", () => {
    const source = referenceExportSource('users', { status: false }, true);
    expect(source).toEqual({ kind: 'server', call: 'user.serverList', input: { status: false } });
    expect(exportSourceSchema.safeParse(source).success).toBe(true);
    expect(referenceExportSource('taxes', {}, true)).toBeNull();
    expect(referenceExportSource('settings', {}, false)).toBeNull();
  });
});
