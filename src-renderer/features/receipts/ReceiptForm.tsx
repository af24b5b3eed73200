/**
 * Recording a provider's receipt (spec §3 Receipt, §5): invoice, credit or debit note, its amounts
 * and tax lines, linked to a buy of the same provider. Checked with the shared schema; Ctrl+S saves.
 */
import { Alert, Button, Card, Checkbox, Grid, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DESCRIPTION_MAX } from '../../../src-shared/constants/field-lengths.js';
import { RECEIPT_TYPES, type ReceiptType } from '../../../src-shared/constants/money-flows.js';
import { Decimal } from '../../../src-shared/money.js';
import { receiptCreateBody } from '../../../src-shared/schemas/receipt.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { PageHeader } from '../../components/EmptyState.js';
import { MoneyInput } from '../../components/MoneyInput.js';
import { useI18n } from '../../i18n/i18n.js';
import { checkForm } from '../../components/forms/checkForm.js';
import { useSaveForm } from '../../components/useSaveForm.js';
import { ProviderSelect } from '../../components/pickers/ProviderSelect.js';
import { BuySelect } from './BuySelect.js';
import { RECEIPT_TYPE_LABEL } from '../../components/documents/receipts.js';
import { ReceiptTaxLines, type TaxLineDraft } from './ReceiptTaxLines.js';
import { LimitedTextarea } from '../../components/forms/LimitedText.js';

interface ReceiptDraft {
  type: ReceiptType;
  code: string;
  provider: string | null;
  buy: string | null;
  grossTotal: number | '';
  total: number | '';
  taxes: TaxLineDraft[];
  logisticCreditNote: boolean;
  isBudget: boolean;
  description: string;
}

const EMPTY: ReceiptDraft = { type: 'FC', code: '', provider: null, buy: null, grossTotal: '', total: '', taxes: [], logisticCreditNote: false, isBudget: false, description: '' };

const amount = (value: number | '') => (value === '' ? undefined : value);

function receiptBody(d: ReceiptDraft) {
  return {
    type: d.type,
    code: d.code,
    provider: d.provider ?? undefined,
    buy: d.buy,
    grossTotal: amount(d.grossTotal),
    total: amount(d.total),
    taxes: d.taxes.map((line) => ({ id: line.id ?? undefined, value: amount(line.value) })),
    logisticCreditNote: d.type === 'NC' && d.logisticCreditNote,
    isBudget: d.isBudget,
    description: d.description === '' ? null : d.description,
  };
}

export function ReceiptForm() {
  const { t, money } = useI18n();
  const api = useApi();
  const [, navigate] = useLocation();
  const fromBuy = new URLSearchParams(useSearch()).get('buy');
  const [draft, setDraft] = useState<ReceiptDraft>({ ...EMPTY, buy: fromBuy });
  const form = useSaveForm();
  const { errors } = form;
  const set = (patch: Partial<ReceiptDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    form.clear(...Object.keys(patch));
  };
  const { data: linked } = useIpcQuery(['buys'], ['get', fromBuy], () => api.buy.get({ id: fromBuy ?? '' }), { enabled: Boolean(fromBuy) });
  useEffect(() => {
    // Opened from a buy: the receipt is that buy's provider's.
    if (linked) setDraft((d) => (d.provider ? d : { ...d, provider: linked.provider ?? null }));
  }, [linked]);
  const taxSum = Decimal.sum(draft.taxes.map((line) => (line.value === '' ? 0 : line.value)));
  const sum = draft.grossTotal === '' ? null : Decimal.from(draft.grossTotal).add(taxSum).toNumber();

  const save = async () => {
    const body = receiptBody(draft);
    const checked = checkForm(receiptCreateBody, body, t);
    if (!checked.ok) return form.invalid(checked.errors);
    if (await form.run(() => api.receipt.create(checked.value), { action: t('write.receipt.create'), done: t('receipts.saved') })) navigate('/');
  };
  useHotkeys([['mod+S', () => void save()]], []);

  return (
    <>
      <PageHeader
        title={t('receipts.new')}
        actions={
          <>
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate('/')}>
              {t('common.back')}
            </Button>
            <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => void save()} loading={form.saving}>
              {t('common.save')} (Ctrl+S)
            </Button>
          </>
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card withBorder>
            <Stack>
              <div>
                <Text size="sm" fw={500} mb={4}>
                  {t('receipts.type')}
                </Text>
                <SegmentedControl value={draft.type} onChange={(v) => set({ type: v as ReceiptType })} data={RECEIPT_TYPES.map((type) => ({ value: type, label: t(RECEIPT_TYPE_LABEL[type]) }))} />
              </div>
              <TextInput label={t('receipts.code')} placeholder={t('receipts.code.example')} autoFocus value={draft.code} onChange={(e) => set({ code: e.currentTarget.value })} error={errors.code} />
              <ProviderSelect value={draft.provider} onChange={(provider) => set({ provider, buy: null })} error={errors.provider} />
              <BuySelect
                provider={draft.provider}
                value={draft.buy}
                onChange={(buy, doc) => set(doc?.provider && !draft.provider ? { buy, provider: doc.provider } : { buy })}
                label={t('receipts.buy')}
                placeholder={t('receipts.buy.optional')}
                error={errors.buy}
              />
              {/* Top-aligned: a message under one figure ("No puede superar el total…") must not push the other below its line. */}
              <Group grow align="flex-start">
                <MoneyInput label={t('receipts.grossTotal')} value={draft.grossTotal} onChange={(grossTotal) => set({ grossTotal })} error={errors.grossTotal} />
                <MoneyInput label={t('common.total')} value={draft.total} onChange={(total) => set({ total })} error={errors.total} />
              </Group>
              {sum !== null && (
                <Text size="xs" c="dimmed" data-testid="receipt-sum">
                  {t('receipts.sumHint', { sum: money(sum) })}
                </Text>
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack>
            <Card withBorder>
              <ReceiptTaxLines lines={draft.taxes} onChange={(taxes) => set({ taxes })} errors={errors} />
            </Card>
            <Card withBorder>
              <Stack gap="xs">
                {draft.type === 'NC' && <Checkbox label={t('receipts.logisticCreditNote')} checked={draft.logisticCreditNote} onChange={(e) => set({ logisticCreditNote: e.currentTarget.checked })} />}
                <Checkbox label={t('receipts.isBudget')} checked={draft.isBudget} onChange={(e) => set({ isBudget: e.currentTarget.checked })} />
                <LimitedTextarea
                  label={t('receipts.description')}
                  value={draft.description}
                  onChange={(e) => set({ description: e.currentTarget.value })}
                  max={DESCRIPTION_MAX}
                  autosize
                  minRows={2}
                  error={errors.description}
                />
              </Stack>
            </Card>
            {form.failure && <Alert color="red">{form.failure}</Alert>}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
