/** The browser host's settings file: defaults when missing or broken, round trip, no half-written file. */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../../src-shared/ipc/settings.js';
import { createFileSettingsStore } from '../../../../src-main/settings/file-store.js';

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'settings-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('settings file', () => {
  it('reads the defaults when there is no file, and what was written after', async () => {
    const path = join(folder(), 'nested', 'settings.json');
    const store = createFileSettingsStore(path);
    expect(await store.read()).toEqual(DEFAULT_SETTINGS);
    const changed = { ...DEFAULT_SETTINGS, server: { mode: 'remote' as const, url: 'http://10.0.0.5:4000' }, printers: { ...DEFAULT_SETTINGS.printers, order: 'EPSON' } };
    await store.write(changed);
    expect(await createFileSettingsStore(path).read()).toEqual(changed);
    expect(existsSync(`${path}.tmp`)).toBe(false);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(changed);
  });

  it('starts with the defaults (and says so) when the file is broken or invalid', async () => {
    const dir = folder();
    const logged: string[] = [];
    writeFileSync(join(dir, 'a.json'), '{ not json');
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ server: { mode: 'remote', url: 'ftp://nope' } }));
    expect(await createFileSettingsStore(join(dir, 'a.json')).read()).toEqual(DEFAULT_SETTINGS);
    expect(await createFileSettingsStore(join(dir, 'b.json'), (m) => logged.push(m)).read()).toEqual(DEFAULT_SETTINGS);
    expect(logged).toHaveLength(1);
  });
});
