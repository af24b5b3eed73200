/**
 * The messaging secrets never reach the screens: `deskSettings.get` and `deskSettings.set` answer
 * the SMTP address without its password and no SMS key header, only that each is kept; what the
 * settings screen leaves blank keeps the stored secret, a new one replaces it, and an emptied
 * channel takes its secret with it. Through the real IPC router over a real settings file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsHandlers } from '../../../../src-main/ipc/handlers/settings.js';
import { createIpcRouter } from '../../../../src-main/ipc/router.js';
import { createFileSettingsStore } from '../../../../src-main/settings/file-store.js';
import { DEFAULT_SETTINGS, type MessagingInput, type Settings } from '../../../../src-shared/ipc/settings.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const stored = {
  smtpUrl: 'smtp://ventas:Cl4ve%40Secreta@mail.distribuidora.com.ar:587',
  smtpFrom: 'Ventas <ventas@distribuidora.com.ar>',
  smsWebhookUrl: 'https://sms.example/enviar',
  smsWebhookHeader: 'Authorization: Bearer sms-key-998877',
};

async function desk() {
  const dir = mkdtempSync(join(tmpdir(), 'messaging-screens-'));
  dirs.push(dir);
  const store = createFileSettingsStore(join(dir, 'settings.json'));
  await store.write({ ...DEFAULT_SETTINGS, server: { mode: 'embedded', messaging: stored } } as Settings);
  const router = createIpcRouter([settingsHandlers(store, DEFAULT_SETTINGS.server)]);
  const call = async (name: string, input: unknown) => {
    const result = await router.call(name, input);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    return result.value;
  };
  const messagingOf = async () => {
    const settings = await store.read();
    return settings.server.mode === 'embedded' ? settings.server.messaging : undefined;
  };
  return { call, messagingOf };
}

const sent = (change: Partial<MessagingInput>): unknown => ({
  server: {
    mode: 'embedded',
    messaging: { smtpUrl: 'smtp://ventas@mail.distribuidora.com.ar:587', smtpFrom: stored.smtpFrom, smsWebhookUrl: stored.smsWebhookUrl, smsWebhookHeader: '', smtpPassword: '', ...change },
  },
});

const noSecret = (answer: unknown) => {
  const text = JSON.stringify(answer);
  expect(text).not.toContain('Cl4ve');
  expect(text).not.toContain('sms-key');
  expect(text).not.toContain('Bearer');
};

describe('the settings the screens get', () => {
  it('show the SMTP address without its password and no SMS key, only that each is kept', async () => {
    const { call } = await desk();
    const answer = (await call('deskSettings.get', undefined)) as { server: unknown };
    noSecret(answer);
    expect(answer.server).toEqual({
      mode: 'embedded',
      messaging: { smtpUrl: 'smtp://ventas@mail.distribuidora.com.ar:587', smtpFrom: stored.smtpFrom, smsWebhookUrl: stored.smsWebhookUrl, smtpPasswordKept: true, smsWebhookHeaderKept: true },
    });
  });

  it('keep the stored password and key when the screen leaves them blank, and answer without them', async () => {
    const { call, messagingOf } = await desk();
    const answer = await call('deskSettings.set', sent({ smtpFrom: 'Pedidos <pedidos@distribuidora.com.ar>' }));
    noSecret(answer);
    expect(await messagingOf()).toEqual({ ...stored, smtpFrom: 'Pedidos <pedidos@distribuidora.com.ar>' });
  });

  it('take a new password typed in its field (kept encoded in the address) or in the address, and a new key', async () => {
    const { call, messagingOf } = await desk();
    noSecret(await call('deskSettings.set', sent({ smtpPassword: 'nueva@clave', smsWebhookHeader: 'X-Api-Key: otra-clave' })));
    expect(await messagingOf()).toMatchObject({ smtpUrl: 'smtp://ventas:nueva%40clave@mail.distribuidora.com.ar:587', smsWebhookHeader: 'X-Api-Key: otra-clave' });
    await call('deskSettings.set', sent({ smtpUrl: 'smtp://pedidos:escrita@mail.distribuidora.com.ar:465' }));
    expect((await messagingOf())?.smtpUrl).toBe('smtp://pedidos:escrita@mail.distribuidora.com.ar:465');
  });

  it('drop a channel’s secret with the channel', async () => {
    const { call, messagingOf } = await desk();
    await call('deskSettings.set', sent({ smtpUrl: '', smsWebhookUrl: '' }));
    expect(await messagingOf()).toEqual({ smtpUrl: '', smtpFrom: stored.smtpFrom, smsWebhookUrl: '', smsWebhookHeader: '' });
  });
});
