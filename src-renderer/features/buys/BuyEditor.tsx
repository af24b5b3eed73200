/**
 * Writing a buy (A APROBAR only, domain §5): provider, products of that provider added by Enter,
 * quantities, withdrawal, partner, garage, budget and notes, priced live as the server will price them. Ctrl+S saves.
 */
import { Alert, Button, Card, Grid, Group, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { NOTES_MAX } from '../../../src-shared/constants/field-lengths.js';
import { dec } from '../../../src-shared/money.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { PageHeader } from '../../components/EmptyState.js';
import { HistorySection } from '../../components/HistorySection.js';
import { InfoField } from '../../components/InfoField.js';
import { useT } from '../../i18n/i18n.js';
import { ProviderSelect } from '../../components/pickers/ProviderSelect.js';
import { useMayCall } from '../../components/access.js';
import { BuyActions } from './BuyActions.js';
import { BuyAssignment } from './BuyAssignment.js';
import { BuyBadges } from './BuyBadges.js';
import { BuyPrint } from './BuyPrint.js';
import { BuyCartEditor } from './BuyCartEditor.js';
import { BuyTotals } from './BuyTotals.js';
import type { BuyDraft } from './draft.js';
import { DriverAssign } from './DriverAssign.js';
import { DriverName } from '../../components/pickers/DriverSelect.js';
import { ProductPicker } from './ProductPicker.js';
import { useBuyForm } from './useBuyForm.js';
import { useBuyPricing } from './useBuyPricing.js';
import { WithdrawalFields } from './WithdrawalFields.js';
import type { BuyDoc } from '../../components/documents/read.js';
import { LimitedTextarea } from '../../components/forms/LimitedText.js';

export function BuyEditor({ buy, initial }: { buy: BuyDoc | null; initial: BuyDraft }) {
  const t = useT();
  const api = useApi();
  const [, navigate] = useLocation();
  const form = useBuyForm(initial, buy?._id ?? null);
  const { draft, errors } = form;
  const pricing = useBuyPricing(draft.items, draft.withdrawal);
  const pickerRef = useRef<HTMLInputElement>(null);
  const mayAssign = useMayCall('buy.driver');
  const { data: providerDoc } = useIpcQuery(['providers'], ['get', draft.provider], () => api.provider.get({ id: draft.provider ?? '' }), { enabled: Boolean(draft.provider) });
  const provider = providerDoc ? providerDoc : null;
  const minimum = provider?.minimumPurchase ?? 0;
  const save = () => void form.save(pricing.lines);
  // Ctrl+S saves from inside any field, so no tag is ignored.
  useHotkeys([['mod+S', save]], []);
  const title = buy ? (buy.number ? t('buys.titleOne', { number: buy.number }) : t('buys.titleUnsynced')) : t('buys.new');

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate('/')}>
              {t('common.back')}
            </Button>
            {buy && <BuyPrint buy={buy} />}
            <Button leftSection={<IconDeviceFloppy size={16} />} onClick={save} loading={form.saving} disabled={buy !== null && !form.dirty}>
              {t('common.save')} (Ctrl+S)
            </Button>
          </>
        }
      >
        {buy && (
          <Group justify="space-between">
            <BuyBadges buy={buy} />
            <BuyActions buy={buy} blockedBy={form.dirty ? t('buys.actions.saveFirst') : null} />
          </Group>
        )}
      </PageHeader>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card withBorder>
            <Stack>
              <ProviderSelect
                value={draft.provider}
                onChange={(id) => {
                  form.setProvider(id);
                  if (id) setTimeout(() => pickerRef.current?.focus(), 0);
                }}
                error={errors.provider}
                autoFocus={buy === null}
              />
              <ProductPicker provider={draft.provider} providerName={provider?.name ?? null} onAdd={form.addProduct} inputRef={pickerRef} />
              {draft.items.length === 0 ? (
                <Text c={errors['cart.items'] ? 'red' : 'dimmed'} size="sm" py="md" ta="center">
                  {errors['cart.items'] ?? t('buys.cart.empty')}
                </Text>
              ) : (
                <BuyCartEditor
                  lines={pricing.lines}
                  errors={errors}
                  onQuantity={(index, quantity) => form.setItem(index, { quantity })}
                  onUnitCost={(index, unitCost) => form.setItem(index, { unitCost })}
                  onRemove={form.removeItem}
                />
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack>
            <BuyTotals totals={pricing.totals} minimum={minimum} providerName={provider?.name} underMinimum={draft.items.length > 0 && minimum > 0 && dec(pricing.totals.cost).lt(minimum)} />
            <Card withBorder>
              <Stack gap="xs">
                <WithdrawalFields value={draft.withdrawal} options={pricing.withdrawals} onChange={form.setWithdrawal} errors={errors} />
                {/* A saved pick-up may get its driver before approval; an unsaved one has nothing to assign yet. */}
                {buy?.withdrawal?._id && mayAssign && !form.dirty && <DriverAssign buy={buy} />}
                {/* Purchasing does not assign drivers, but sees who picks its goods up. */}
                {buy?.withdrawal?._id && !mayAssign && buy.driver && (
                  <InfoField label={t('buys.driver')}>
                    <DriverName id={buy.driver} />
                  </InfoField>
                )}
              </Stack>
            </Card>
            <Card withBorder>
              <BuyAssignment value={draft} onChange={form.setAssignment} errors={errors} />
            </Card>
            <Card withBorder>
              <LimitedTextarea label={t('common.notes')} value={draft.notes} onChange={(e) => form.setNotes(e.currentTarget.value)} max={NOTES_MAX} autosize minRows={3} error={errors.notes} />
            </Card>
            {form.failure && <Alert color="red">{form.failure}</Alert>}
            {buy && <HistorySection entity="buys" id={buy._id} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
