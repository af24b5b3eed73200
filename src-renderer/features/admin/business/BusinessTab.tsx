/**
 * Administración → Empresa: the business's one settings document (razón social, CUIT, IVA
 * condition, address, phone, logo for the prints, and the time zone every day and month is cut
 * in). Read from the replica; saved through the outbox like any admin edit.
 */
import { Button, FileButton, Group, Image, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { BUSINESS_SETTINGS_ID, LOGO_MAX_BYTES, TIME_ZONE_CHOICES, type BusinessSettings } from '../../../../src-shared/business-settings.js';
import { IVA_CONDITIONS, formatCuit, type IvaCondition } from '../../../../src-shared/fiscal.js';
import { useApi, useIpcQuery } from '../../../app/api.js';
import { PendingSyncBadge } from '../../../components/PendingSync.js';
import { useSaveForm } from '../../../components/useSaveForm.js';
import { useT } from '../../../i18n/i18n.js';
import { orNull } from '../../../components/forms/textField.js';
import { FormShell } from '../reference/FormShell.js';
import { useDraft } from '../reference/useDraft.js';
import { readLogo } from './logoFile.js';

interface BusinessDraft {
  companyName: string;
  cuit: string;
  ivaCondition: IvaCondition | null;
  street: string;
  city: string;
  province: string;
  phone: string;
  logo: string | null;
  timeZone: string;
}

const draftOf = (s: BusinessSettings): BusinessDraft => ({
  companyName: s.companyName ?? '',
  cuit: formatCuit(s.cuit),
  ivaCondition: s.ivaCondition,
  street: s.address?.street ?? '',
  city: s.address?.city ?? '',
  province: s.address?.province ?? '',
  phone: s.phone ?? '',
  logo: s.logo,
  timeZone: s.timeZone,
});

/** No address line typed: no address; any typed: the three are sent, so a missing one is named. */
function businessBody(d: BusinessDraft) {
  const lines = { street: d.street, city: d.city, province: d.province };
  const address = Object.values(lines).some((line) => line.trim() !== '') ? lines : null;
  return { companyName: orNull(d.companyName), cuit: orNull(d.cuit), ivaCondition: d.ivaCondition, address, phone: orNull(d.phone), logo: d.logo, timeZone: d.timeZone };
}

const KB = LOGO_MAX_BYTES / 1024;

function BusinessForm({ settings }: { settings: BusinessSettings & { _pending?: boolean | undefined } }) {
  const t = useT();
  const api = useApi();
  const form = useSaveForm();
  const { draft, set, text } = useDraft(() => draftOf(settings), form);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  const save = () => form.run(() => api.settings.update(businessBody(draft)), { action: t('write.business.save'), done: t('admin.business.saved') });
  const pickLogo = async (file: File | null) => {
    if (!file) return;
    const read = await readLogo(file);
    setLogoProblem(read.ok ? null : read.reason === 'tooBig' ? t('admin.business.logoTooBig', { kb: KB }) : t('admin.business.logoWrongType'));
    if (read.ok) set({ logo: read.dataUrl });
  };
  const zones = TIME_ZONE_CHOICES.includes(draft.timeZone as (typeof TIME_ZONE_CHOICES)[number]) ? [...TIME_ZONE_CHOICES] : [draft.timeZone, ...TIME_ZONE_CHOICES];
  return (
    <FormShell onSave={save} saving={form.saving} failure={form.failure}>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('admin.business.intro')}
        </Text>
        <PendingSyncBadge doc={{ _id: BUSINESS_SETTINGS_ID, ...(settings._pending ? { _pending: true as const } : {}) }} />
      </Group>
      <TextInput label={t('admin.business.companyName')} {...text('companyName')} />
      <Group grow align="flex-start">
        <TextInput label={t('admin.business.cuit')} description={t('admin.business.cuitHint')} {...text('cuit')} onBlur={() => set({ cuit: formatCuit(draft.cuit.trim()) })} />
        <Select
          label={t('admin.business.ivaCondition')}
          data={IVA_CONDITIONS.map((value) => ({ value, label: t(`admin.business.iva.${value}`) }))}
          value={draft.ivaCondition}
          onChange={(value) => set({ ivaCondition: value as IvaCondition | null })}
          clearable
          error={form.errors.ivaCondition}
        />
      </Group>
      <Stack gap={4}>
        <TextInput label={t('admin.field.street')} description={t('admin.business.addressHint')} {...text('street', 'address.street')} />
        <Group grow align="flex-start">
          <TextInput label={t('admin.field.city')} {...text('city', 'address.city')} />
          <TextInput label={t('admin.field.province')} {...text('province', 'address.province')} />
        </Group>
      </Stack>
      <TextInput label={t('admin.business.phone')} {...text('phone')} />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('admin.business.logo')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('admin.business.logoHint', { kb: KB })}
        </Text>
        <Group align="center">
          <Paper withBorder p="xs" w={200} h={90}>
            {draft.logo ? (
              <Image src={draft.logo} alt={t('admin.business.logo')} h={70} fit="contain" />
            ) : (
              <Text c="dimmed" size="sm" ta="center" mt="lg">
                {t('admin.business.logoNone')}
              </Text>
            )}
          </Paper>
          <FileButton onChange={(file) => void pickLogo(file)} accept="image/png,image/jpeg">
            {(props) => (
              <Button variant="default" {...props}>
                {t('admin.business.logoPick')}
              </Button>
            )}
          </FileButton>
          {draft.logo && (
            <Button variant="subtle" color="red" onClick={() => set({ logo: null })}>
              {t('admin.business.logoRemove')}
            </Button>
          )}
        </Group>
        {(logoProblem ?? form.errors.logo) && (
          <Text c="red" size="xs">
            {logoProblem ?? form.errors.logo}
          </Text>
        )}
      </Stack>
      <Select
        label={t('admin.business.timeZone')}
        description={t('admin.business.timeZoneHint')}
        data={zones}
        value={draft.timeZone}
        onChange={(value) => value && set({ timeZone: value })}
        searchable
        allowDeselect={false}
        error={form.errors.timeZone}
      />
    </FormShell>
  );
}

export function BusinessTab() {
  const api = useApi();
  const settings = useIpcQuery(['settings'], ['business'], () => api.settings.get());
  if (!settings.data) return null;
  return (
    <Paper p="md" maw={720}>
      <BusinessForm settings={settings.data} />
    </Paper>
  );
}
