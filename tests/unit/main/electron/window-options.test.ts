/** The shell's windows hold to Electron's security checklist, and only the app's pages count as ours. */
import { describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, isAppUrl, mainWindowOptions, printWindowOptions } from '../../../../src-main/electron/window-options.js';
import { appMenuTemplate } from '../../../../src-main/electron/menu.js';
import { nativeBindingPath } from '../../../../src-main/electron/native-binding.js';
import { CONTENT_SECURITY_POLICY } from '../../../../src-main/runtime/csp.js';

describe('window options', () => {
  it('isolate and sandbox the page, with no Node anywhere and our preload', () => {
    const options = mainWindowOptions('/app/preload.cjs');
    expect(options.webPreferences).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(options.show).toBe(false);
  });

  it('render printouts with no script, no preload and no Node', () => {
    const prefs = printWindowOptions().webPreferences;
    expect(prefs).toMatchObject({ javascript: false, sandbox: true, contextIsolation: true, nodeIntegration: false });
    expect(prefs).not.toHaveProperty('preload');
  });

  it('count only app:// pages (and the dev server when configured) as ours', () => {
    expect(isAppUrl(APP_ENTRY_URL)).toBe(true);
    expect(isAppUrl('app://mostrador/orders/1')).toBe(true);
    for (const url of ['app://evil/index.html', 'https://mostrador/', 'file:///etc/passwd', 'http://localhost:5173/', 'javascript:alert(1)', 'not a url']) {
      expect(isAppUrl(url), url).toBe(false);
    }
    expect(isAppUrl('http://localhost:5173/orders', 'http://localhost:5173')).toBe(true);
    expect(isAppUrl('http://localhost:5174/', 'http://localhost:5173')).toBe(false);
  });

  it('use a strict content security policy', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
  });
});

describe('application menu', () => {
  const labels = (items: ReturnType<typeof appMenuTemplate>): string[] => items.flatMap((item) => [item.label ?? '', ...(Array.isArray(item.submenu) ? labels(item.submenu) : [])]).filter(Boolean);

  it('is in Spanish and offers developer tools only in development', () => {
    const packaged = labels(appMenuTemplate({ isMac: false, isPackaged: true }));
    expect(packaged).toEqual(expect.arrayContaining(['Archivo', 'Editar', 'Ver', 'Ayuda', 'Salir', 'Copiar', 'Pegar']));
    expect(packaged).not.toContain('Herramientas de desarrollo');
    expect(labels(appMenuTemplate({ isMac: false, isPackaged: false }))).toContain('Herramientas de desarrollo');
    expect(labels(appMenuTemplate({ isMac: true, isPackaged: true }))[0]).toBe('Mostrador');
  });
});

describe('better-sqlite3 for Electron', () => {
  const base = { appPath: '/app', env: {}, exists: () => true };
  it('uses the build of its own folder in development, node_modules when packaged, or the one named', () => {
    expect(nativeBindingPath({ ...base, isPackaged: false })).toBe('/app/native/electron/better_sqlite3.node');
    expect(nativeBindingPath({ ...base, isPackaged: true })).toBeUndefined();
    expect(nativeBindingPath({ ...base, isPackaged: true, env: { BETTER_SQLITE3_BINDING: '/x.node' } })).toBe('/x.node');
    expect(() => nativeBindingPath({ ...base, isPackaged: false, exists: () => false })).toThrow(/no Electron build/);
  });
});
