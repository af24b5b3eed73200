/**
 * A staff user (spec §3 User, §5: name 1 to 100, username 1 to 30, role ADMIN, AV, COMPRAS,
 * OPERACION or PROVEEDOR): who they are, their role, whether they drive, a partner's (AV) own
 * fields, and the provider a provider user (PROVEEDOR) reads for. An
 * existing user first shows how they get in: pairing a device, being a third, enabled or not.
 */
import { Card, Checkbox, ColorInput, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PARTNER_ROLE, USER_SCHEMA_ROLES } from '../../../../src-shared/constants/roles.js';
import { useApi } from '../../../app/api.js';
import { useT } from '../../../i18n/i18n.js';
import { FormShell } from '../reference/FormShell.js';
import type { RecordFormProps } from '../reference/ReferenceTab.js';
import { useDraft } from '../reference/useDraft.js';
import { useSaveForm } from '../../../components/useSaveForm.js';
import { ProviderSelect } from '../../../components/pickers/ProviderSelect.js';
import { UserAccess } from './UserAccess.js';
import { userCreateInput, userDraftOf, userUpdateInput, type UserDraft } from './userDraft.js';
import type { UserDoc } from '../../../components/documents/read.js';

/** The role users of this role are partners (domain §1: sales agents with their own customers). */

export function UserForm({ doc: user, onDone, onOpen }: RecordFormProps<UserDoc>) {
  const t = useT();
  const api = useApi();
  const form = useSaveForm();
  const { draft, set, text, check } = useDraft<UserDraft>(() => userDraftOf(user), form);
  const save = async () => {
    if (user) {
      const changes = userUpdateInput(userDraftOf(user), draft);
      if (Object.keys(changes).length === 0) return onDone();
      if (await form.run(() => api.user.update({ id: user._id, ...changes }), { action: t('write.record.update', { name: draft.name }), done: t('admin.users.saved') })) onDone();
      return;
    }
    const written = await form.run(() => api.user.create(userCreateInput(draft)), { action: t('write.record.create', { name: draft.name }), done: t('admin.users.created') });
    // The new user stays in view: the next step is pairing a device for them.
    if (written?.value.id) onOpen(written.value.id);
  };
  // A role the schema does not take (none today) would be shown as it is, and kept.
  const roles = [
    ...USER_SCHEMA_ROLES.map((r) => ({ value: r, label: t(`user.role.${r}`) })),
    ...(user && !(USER_SCHEMA_ROLES as readonly string[]).includes(user.role) ? [{ value: user.role, label: t(`user.role.${user.role}`), disabled: true }] : []),
  ];

  return (
    <Stack>
      {user && <UserAccess user={user} onDone={onDone} />}
      <FormShell onSave={save} saving={form.saving} failure={form.failure}>
        <SimpleGrid cols={2}>
          <TextInput label={t('admin.users.username')} description={t('admin.users.usernameHint')} required data-autofocus={!user || undefined} autoComplete="off" {...text('username')} />
          <TextInput label={t('admin.field.name')} required {...text('name')} />
        </SimpleGrid>
        <Select
          label={t('admin.users.role')}
          required
          data={roles}
          value={draft.role}
          onChange={(role) => set({ role: role as UserDraft['role'] })}
          error={form.errors.role}
          allowDeselect={false}
          placeholder={t('admin.users.rolePick')}
        />
        {draft.role === 'PROVEEDOR' && (
          <ProviderSelect
            label={t('admin.users.provider')}
            placeholder={t('admin.users.providerHint')}
            value={draft.provider}
            onChange={(provider) => set({ provider })}
            error={form.errors.provider}
          />
        )}
        <SimpleGrid cols={2}>
          <TextInput label={t('admin.field.email')} {...text('email')} />
          <TextInput label={t('admin.field.phone')} {...text('phone')} />
        </SimpleGrid>
        <TextInput label={t('admin.users.picture')} placeholder="https://" {...text('picture')} />
        <Checkbox label={t('admin.users.isDriver')} description={t('admin.users.isDriverHint')} {...check('isDriver')} />
        {draft.role === PARTNER_ROLE && (
          <Card withBorder padding="sm">
            <Stack gap="xs">
              <Text fw={600} size="sm">
                {t('admin.users.partner')}
              </Text>
              <Checkbox label={t('admin.users.wholesaler')} description={t('admin.users.wholesalerHint')} {...check('wholesaler')} />
              <Group grow align="flex-start">
                <TextInput label={t('admin.users.dropOffPoint')} description={t('admin.users.dropOffPointHint')} {...text('dropOffPoint')} />
                <ColorInput label={t('admin.users.avatarColor')} value={draft.avatarColor} onChange={(avatarColor) => set({ avatarColor })} error={form.errors.avatarColor} />
              </Group>
            </Stack>
          </Card>
        )}
        {!user && (
          <Text size="sm" c="dimmed">
            {t('admin.users.passwordHint')}
          </Text>
        )}
      </FormShell>
    </Stack>
  );
}
