/**
 * `/drafts/new`: staff start a draft for a customer (an AV for its own customers, ADMIN for any —
 * the server decides), with the order editor's own pieces: the customer picker, the product search
 * and priced lines, the delivery. Saved, it waits in the drafts list to be confirmed into an order.
 */
import { Alert, Button, Card, Grid, Stack } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useApi } from '../../../app/api.js';
import { PageHeader } from '../../../components/EmptyState.js';
import { useI18n } from '../../../i18n/i18n.js';
import { CustomerSection } from '../CustomerSection.js';
import { DeliveryCard } from '../DeliveryCard.js';
import { withCustomer } from '../form.js';
import { useSaveForm } from '../../../components/useSaveForm.js';
import { ItemsCard } from '../ItemsCard.js';
import { TotalsCard } from '../TotalsCard.js';
import { useOrderEditor } from '../useOrderEditor.js';
import { draftInput } from './draftInput.js';
import { LimitedTextarea } from '../../../components/forms/LimitedText.js';
import { NOTES_MAX } from '../../../../src-shared/constants/field-lengths.js';

export function DraftEditor() {
  const { t } = useI18n();
  const api = useApi();
  const [, navigate] = useLocation();
  // The order editor's working copy and live pricing; only the save differs (a draft, not an order).
  const editor = useOrderEditor(null);
  const { form, setForm, pricing } = editor;
  const sending = useSaveForm();
  const { errors } = sending;
  const searchRef = useRef<HTMLInputElement>(null);
  const customerRef = useRef<HTMLInputElement>(null);
  useEffect(() => customerRef.current?.focus(), []);

  const save = async () => {
    if (await sending.run(() => api.order.draftCreate(draftInput(form)), { action: t('write.draft.save'), done: t('drafts.saved') })) navigate('/', { replace: true });
  };
  useHotkeys(
    [
      ['mod+S', () => void save()],
      ['mod+Enter', () => void save()],
    ],
    [],
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={t('drafts.new')}
        actions={
          <>
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate('/')}>
              {t('common.back')}
            </Button>
            <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => void save()} loading={sending.saving}>
              {t('drafts.save')}
            </Button>
          </>
        }
      />
      {sending.failure && <Alert color="red">{sending.failure}</Alert>}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <CustomerSection
              customer={editor.customer}
              editable
              error={errors.customer}
              inputRef={customerRef}
              onPick={(c) => {
                setForm((f) => withCustomer(f, c));
                searchRef.current?.focus();
              }}
            />
            <ItemsCard lines={pricing.lines} editable errors={errors} searchRef={searchRef} setForm={setForm} />
            <DeliveryCard form={form} options={editor.options} customer={editor.customer} editable errors={errors} optionError={pricing.deliveryError} setForm={setForm} />
            <Card withBorder>
              <LimitedTextarea
                label={t('common.notes')}
                value={form.notes}
                max={NOTES_MAX}
                autosize
                minRows={2}
                error={errors.notes}
                onChange={(e) => setForm((f) => ({ ...f, notes: e.currentTarget.value }))}
              />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <TotalsCard
            totals={pricing.totals}
            calculating={editor.calculating}
            blocked={pricing.blocked}
            cartTotal={pricing.cart.total}
            deliveryCharge={pricing.delivery?.charged ? pricing.delivery.customerPrice : null}
            discount={0}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
