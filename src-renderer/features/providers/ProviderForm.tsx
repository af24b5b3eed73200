/**
 * A provider's record (spec §3 Provider, §5: name 1–30, CUIT letters and digits up to 11, phone
 * 1–30), checked with the shared schema before it is sent. Ctrl+S saves. The CUIT is shown as printed
 * (30-50000000-0), the list's way, and sent as its digits (providerDraft.ts).
 */
import { Alert, Button, Card, Checkbox, Grid, Group, Stack, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type ChangeEvent } from 'react';
import { useLocation } from 'wouter';
import { CUIT_MAX, NOTES_MAX, PROVIDER_NAME_MAX } from '../../../src-shared/constants/field-lengths.js';
import { formatCuit } from '../../../src-shared/fiscal.js';
import { providerCreateBody, providerUpdateBody } from '../../../src-shared/schemas/provider.js';
import { useApi } from '../../app/api.js';
import { MoneyInput } from '../../components/MoneyInput.js';
import { useI18n } from '../../i18n/i18n.js';
import { checkForm } from '../../components/forms/checkForm.js';
import { useSaveForm } from '../../components/useSaveForm.js';
import { ProviderCatalogFields } from './ProviderCatalogFields.js';
import { draftOf, providerBody, type ProviderDraft } from './providerDraft.js';
import type { ProviderDoc } from '../../components/documents/read.js';
import { LimitedTextarea } from '../../components/forms/LimitedText.js';

/** `initial` starts a new provider from a draft (one loaded again from a refused create). */
export function ProviderForm({ provider, initial }: { provider: ProviderDoc | null; initial?: ProviderDraft | undefined }) {
  const { t } = useI18n();
  const api = useApi();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(() => initial ?? draftOf(provider));
  const form = useSaveForm();
  const { errors } = form;
  const set = (patch: Partial<ProviderDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // The address lines are reported under `address.`.
    form.clear(...Object.keys(patch).map((k) => (['street', 'city', 'province'].includes(k) ? `address.${k}` : k)));
  };
  const text = (key: 'name' | 'phone' | 'street' | 'city' | 'province' | 'account') => ({
    value: draft[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [key]: e.currentTarget.value }),
  });

  const save = async () => {
    const body = providerBody(draft);
    const checked = checkForm(provider ? providerUpdateBody : providerCreateBody, body, t);
    if (!checked.ok) return form.invalid(checked.errors);
    if (provider) {
      await form.run(() => api.provider.update({ ...body, id: provider._id }), { action: t('write.provider.update'), done: t('providers.saved') });
      return;
    }
    const written = await form.run(() => api.provider.create(body), { action: t('write.provider.create'), done: t('providers.created') });
    if (written) navigate(`/${written.value.id ?? ''}`, { replace: true });
  };
  useHotkeys([['mod+S', () => void save()]], []);

  return (
    <Stack>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder>
            <Stack gap="sm">
              <TextInput
                label={t('providers.name')}
                {...text('name')}
                error={errors.name}
                required
                autoFocus={!provider}
                description={errors.name ? undefined : t('providers.name.hint', { max: PROVIDER_NAME_MAX })}
              />
              <TextInput
                label={t('providers.cuit')}
                value={draft.cuit}
                // Typed or pasted with or without dashes, it reads as the list prints it once its 11 digits are in; the save sends the digits.
                onChange={(e) => set({ cuit: formatCuit(e.currentTarget.value) })}
                error={errors.cuit}
                description={errors.cuit ? undefined : t('providers.cuit.hint', { max: CUIT_MAX })}
              />
              <TextInput label={t('providers.phone')} {...text('phone')} error={errors.phone} />
              <TextInput label={t('providers.account')} {...text('account')} error={errors.account} />
              <Checkbox label={t('providers.catalog')} checked={draft.catalog} onChange={(e) => set({ catalog: e.currentTarget.checked })} />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder>
            <Stack gap="sm">
              <TextInput label={t('providers.street')} {...text('street')} error={errors['address.street']} />
              {/* Top-aligned, as every pair of fields: a message under one must not push its neighbour below its line. */}
              <Group grow align="flex-start">
                <TextInput label={t('providers.city')} {...text('city')} error={errors['address.city']} />
                <TextInput label={t('providers.province')} {...text('province')} error={errors['address.province']} />
              </Group>
              <Group grow align="flex-start">
                <MoneyInput label={t('providers.minimumPurchase')} value={draft.minimumPurchase} onChange={(minimumPurchase) => set({ minimumPurchase })} error={errors.minimumPurchase} />
                <MoneyInput label={t('providers.logisticPrice')} value={draft.logisticPrice} onChange={(logisticPrice) => set({ logisticPrice })} error={errors.logisticPrice} />
              </Group>
              <ProviderCatalogFields draft={draft} set={set} errors={errors} />
              <LimitedTextarea label={t('common.notes')} value={draft.notes} onChange={(e) => set({ notes: e.currentTarget.value })} max={NOTES_MAX} autosize minRows={2} error={errors.notes} />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      {form.failure && <Alert color="red">{form.failure}</Alert>}
      <Group>
        <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => void save()} loading={form.saving}>
          {t('common.save')} (Ctrl+S)
        </Button>
      </Group>
    </Stack>
  );
}
