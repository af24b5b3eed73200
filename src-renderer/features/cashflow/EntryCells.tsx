/** How an entry reads in the list and its detail: its kind, who it names, its signed amount. */
import { Badge, Group, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { dec } from '../../../src-shared/money.js';
import { useApi, useIpcQuery } from '../../app/api.js';
import { useI18n } from '../../i18n/i18n.js';
import { entryType } from '../../components/documents/cashflow.js';
import { RefName } from '../../components/pickers/RefSelect.js';
import { useRefName } from '../../components/references/parties.js';
import type { CashflowDoc } from '../../components/documents/read.js';

const TYPE_COLOR = {
  'commercial.partner': 'blue',
  'commercial.provider': 'orange',
  external: 'grape',
  internal: 'gray',
  'internal.adjust': 'yellow',
} as const;

export function TypeBadge({ entry }: { entry: CashflowDoc }) {
  const { t } = useI18n();
  const type = entryType(entry);
  return (
    <Badge variant="light" color={TYPE_COLOR[type]}>
      {t(`money.type.${type}`)}
    </Badge>
  );
}

/** Money in reads positive, money out negative, so a column adds up the way the till does. */
export function SignedAmount({ entry }: { entry: CashflowDoc }) {
  const { money } = useI18n();
  const amount = entry.amount ?? 0;
  const out = entry.concept === 'EGRESS';
  return (
    <Text size="sm" fw={600} c={out ? 'red' : 'teal'} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {money(out ? dec(amount).neg().toNumber() : amount)}
    </Text>
  );
}

/** The garage at the other end of a transfer: the linked half's, or the queued destination. */
function TransferPeer({ entry }: { entry: CashflowDoc }) {
  const { t } = useI18n();
  const api = useApi();
  const linked = entry.linked ?? null;
  const { data } = useIpcQuery(['cashflows'], ['get', linked], () => api.cashflow.get({ id: linked ?? '' }), { enabled: linked !== null });
  const peerGarage = linked ? (data ? data.garage : undefined) : entry.destination;
  const garage = useRefName('garages', peerGarage) ?? '…';
  return (
    <Group gap={6} wrap="nowrap">
      <IconArrowsExchange size={16} aria-hidden />
      <Text span size="sm" truncate>
        {entry.concept === 'EGRESS' ? t('money.transfer.to', { garage }) : t('money.transfer.from', { garage })}
      </Text>
    </Group>
  );
}

/** Who the entry names, by its kind. */
export function EntryParty({ entry }: { entry: CashflowDoc }) {
  const { t } = useI18n();
  switch (entryType(entry)) {
    case 'commercial.partner':
      return (
        <Group gap={4} wrap="nowrap">
          <RefName source="partners" id={entry.partner} />
          {entry.customer && (
            <>
              <Text span size="sm" c="dimmed">
                ·
              </Text>
              <RefName source="customers" id={entry.customer} />
            </>
          )}
        </Group>
      );
    case 'commercial.provider':
      return <RefName source="providers" id={entry.provider} />;
    case 'external':
      return <RefName source="thirds" id={entry.third} />;
    default:
      if (entry.linked || entry.destination) return <TransferPeer entry={entry} />;
      return (
        <Text span size="sm" c={entry.tag ? undefined : 'dimmed'}>
          {entry.tag ?? t('money.noTag')}
        </Text>
      );
  }
}
