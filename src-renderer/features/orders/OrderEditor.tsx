/**
 * One order: new (`/orders/new`) or stored (`/orders/:id`). Editable in PENDIENTE and CONFIRMADO;
 * prices and totals are the order planner's preview of what the server will store; Ctrl+K searches
 * products, Ctrl+S saves; the actions the state allows move it along.
 */
import { Alert, Badge, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useSignedIn } from '../../app/session.js';
import { PageHeader } from '../../components/EmptyState.js';
import { MissingDocument } from '../../components/RefusedCreation.js';
import type { OrderForm } from './form.js';
import { HistorySection } from '../../components/HistorySection.js';
import { PendingSyncBadge } from '../../components/PendingSync.js';
import { useI18n } from '../../i18n/i18n.js';
import type { OrderTotals } from '../../../src-shared/pricing/index.js';
import { CustomerSection } from './CustomerSection.js';
import { DeliveryCard } from './DeliveryCard.js';
import { withCustomer } from './form.js';
import { ExtrasCard } from './ExtrasCard.js';
import { ItemsCard } from './ItemsCard.js';
import { OrderActions } from './OrderActions.js';
import { OrderDriver } from './OrderDriver.js';
import { OrderPrint } from './OrderPrint.js';
import { linesAboveStock } from './overStock.js';
import { SettlementInfo } from './SettlementInfo.js';
import { isEditable, orderStatus, readOnlyReason, STATUS_COLOR, STATUS_LABEL } from '../../components/states/orders.js';
import { TotalsCard } from './TotalsCard.js';
import { useOrderEditor } from './useOrderEditor.js';
import type { OrderDoc } from '../../components/documents/read.js';

function storedTotals(order: OrderDoc): OrderTotals | null {
  const { cost, discountAmount, contribution, taxes, total, logistic, toPay, profit } = order;
  if (cost === undefined || discountAmount === undefined || contribution === undefined || taxes === undefined) return null;
  if (total === undefined || logistic === undefined || toPay === undefined || profit === undefined) return null;
  return { cost, discountAmount, contribution, taxes, total, logistic, toPay, profit };
}

/** `initial` starts a new order (`id` null) from a form, one loaded again from a refused create. */
export function OrderEditor({ id, initial }: { id: string | null; initial?: OrderForm | undefined }) {
  const i18n = useI18n();
  const { t, date } = i18n;
  const { role } = useSignedIn();
  const [, navigate] = useLocation();
  const editor = useOrderEditor(id, initial);
  const { order, form, setForm, pricing, errors } = editor;
  const searchRef = useRef<HTMLInputElement>(null);
  const customerRef = useRef<HTMLInputElement>(null);
  const editable = isEditable(order, role);
  const readOnly = readOnlyReason(order, role);
  // The cursor goes where the clerk types next: the customer on a new order; the product search on
  // the order just saved from it (the editor is a new one then, and the old cursor went with the old).
  const justCreated = useRef(id !== null && (window.history.state as { created?: boolean } | null)?.created === true);
  useEffect(() => {
    if (id === null) customerRef.current?.focus();
  }, [id]);
  useEffect(() => {
    if (!justCreated.current || !order) return;
    justCreated.current = false;
    searchRef.current?.focus();
  }, [order]);

  const save = async () => {
    if (!editable) return;
    const saved = await editor.save();
    if (saved !== null && id === null) navigate(`/${saved}`, { replace: true, state: { created: true } });
  };
  useHotkeys(
    [
      ['mod+K', () => searchRef.current?.focus()],
      ['mod+S', () => void save()],
      ['mod+Enter', () => void save()],
    ],
    [],
  );

  if (editor.missing) {
    return <MissingDocument id={id ?? ''} notFound={{ title: t('orders.notFound'), hint: t('orders.notFound.hint') }} refusedTitle={t('orders.refused')} newPath="/new" />;
  }
  if (editor.loading || (id !== null && !order)) return <Text c="dimmed">{t('common.loading')}</Text>;

  const status = order ? orderStatus(order) : null;
  // An order that can no longer change shows the figures the server stored for it.
  const totals = editable ? pricing.totals : order ? storedTotals(order) : null;
  const cartTotal = editable ? pricing.cart.total : (order?.cart?.total ?? 0);
  const charges = editable ? pricing.delivery : order?.delivery;
  const title = order ? t('orders.title.one', { number: String(order.number ?? '…') }) : t('orders.title.new');

  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        actions={
          <>
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate('/')}>
              {t('common.back')}
            </Button>
            {editable && (
              <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => void save()} loading={editor.saving}>
                {t('orders.save')}
              </Button>
            )}
          </>
        }
      >
        <Group gap="xs">
          {status && (
            <Badge color={STATUS_COLOR[status]} size="lg" data-testid="order-status">
              {t(STATUS_LABEL[status])}
            </Badge>
          )}
          <PendingSyncBadge doc={order} />
          {order?.date && <Text size="sm">{t('orders.deliveryDate', { date: date(order.date) })}</Text>}
          {order?.stored && <Badge color="gray">{t('orders.stored')}</Badge>}
          {order && <OrderActions order={order} disabled={editor.dirty} overStock={linesAboveStock(pricing.lines, i18n)} />}
          {order && <OrderPrint order={order} />}
        </Group>
        {readOnly && (
          <Alert color="gray" py={6} data-testid="order-read-only">
            {t(readOnly)}
          </Alert>
        )}
        {editor.dirty && order && (
          <Alert color="yellow" py={6}>
            {t('orders.unsaved')}
          </Alert>
        )}
        {editor.failure && (
          <Alert color="red" py={6} data-testid="order-save-failure">
            {editor.failure}
          </Alert>
        )}
      </PageHeader>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <CustomerSection
              customer={editor.customer}
              editable={editable}
              error={errors.customer}
              inputRef={customerRef}
              onPick={(c) => {
                setForm((f) => withCustomer(f, c));
                // Before the picker goes away with the cursor in it: the products come next.
                searchRef.current?.focus();
              }}
            />
            <ItemsCard lines={pricing.lines} editable={editable} errors={errors} searchRef={searchRef} setForm={setForm} />
            <DeliveryCard form={form} options={editor.options} customer={editor.customer} editable={editable} errors={errors} optionError={pricing.deliveryError} setForm={setForm} />
            <ExtrasCard form={form} isNew={id === null} editable={editable} errors={errors} discountError={pricing.discountError} setForm={setForm} />
            {order && <HistorySection entity="orders" id={order._id} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 72 }}>
            {order && <SettlementInfo order={order} />}
            {order && <OrderDriver order={order} />}
            <TotalsCard
              totals={totals}
              calculating={editable && editor.calculating}
              blocked={editable ? pricing.blocked : null}
              cartTotal={cartTotal}
              deliveryCharge={charges?.charged ? (charges.customerPrice ?? 0) : null}
              discount={Number(form.discount) || 0}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
