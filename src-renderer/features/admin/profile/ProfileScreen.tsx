/**
 * Mi perfil (`/profile`, every staff user): their own name and contact details, and their password
 * (`PUT /user/profile` changes only the caller's record, spec §3: password 1 to 30). This is where a
 * user who came in by pairing a device sets the password they will sign in with. It goes straight
 * to the server: a password must not wait in the outbox.
 */
import { Card, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useApi } from '../../../app/api.js';
import { useSignedIn } from '../../../app/session.js';
import { PageHeader } from '../../../components/EmptyState.js';
import { useT } from '../../../i18n/i18n.js';
import { FormShell } from '../reference/FormShell.js';
import { useDraft } from '../reference/useDraft.js';
import { useSaveForm } from '../../../components/useSaveForm.js';
import { profileInput, type ProfileDraft } from './profileDraft.js';
import { SectionTitle } from '../../../components/SectionTitle.js';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export function ProfileScreen() {
  const t = useT();
  const api = useApi();
  const { user } = useSignedIn();
  const form = useSaveForm();
  const initial = (): ProfileDraft => ({ name: textOf(user.name), email: textOf(user.email), phone: textOf(user.phone), password: '', repeat: '' });
  const [saved, setSaved] = useState(initial);
  const { draft, set, text } = useDraft<ProfileDraft>(initial, form);
  const [mismatch, setMismatch] = useState(false);
  const save = async () => {
    if (draft.password !== draft.repeat) return setMismatch(true);
    setMismatch(false);
    const input = profileInput(saved, draft);
    if (await form.run(() => api.user.profile(input), { action: t('write.profile.save'), done: t(draft.password ? 'admin.profile.passwordSaved' : 'admin.profile.saved') })) {
      setSaved({ ...draft, password: '', repeat: '' });
      set({ password: '', repeat: '' });
    }
  };
  return (
    <Stack maw={640}>
      <PageHeader title={t('admin.profile.title')} />
      <FormShell onSave={save} saving={form.saving} failure={form.failure}>
        <Card withBorder>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('admin.profile.username', { username: textOf(user.username) })}
            </Text>
            <TextInput label={t('admin.field.name')} required {...text('name')} />
            <SimpleGrid cols={2}>
              <TextInput label={t('admin.field.email')} {...text('email')} />
              <TextInput label={t('admin.field.phone')} {...text('phone')} />
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder>
          <Stack gap="sm">
            <SectionTitle size="h5">{t('admin.profile.password')}</SectionTitle>
            <Text size="sm" c="dimmed">
              {t('admin.profile.passwordHint')}
            </Text>
            <SimpleGrid cols={2}>
              <PasswordInput label={t('admin.profile.newPassword')} autoComplete="new-password" {...text('password')} />
              <PasswordInput
                label={t('admin.profile.repeatPassword')}
                autoComplete="new-password"
                value={draft.repeat}
                onChange={(e) => {
                  set({ repeat: e.currentTarget.value });
                  setMismatch(false);
                }}
                error={mismatch ? t('admin.profile.mismatch') : undefined}
              />
            </SimpleGrid>
          </Stack>
        </Card>
      </FormShell>
    </Stack>
  );
}
