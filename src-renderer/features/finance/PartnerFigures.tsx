/**
 * A partner's balance and the three sums it comes from (domain §6): balance = what it owes for
 * its delivered orders − what it collected for the company + what the company paid it.
 */
import { SimpleGrid } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconScale, IconTruckDelivery } from '@tabler/icons-react';
import type { PartnerBalance } from '../../../src-shared/documents/finance.js';
import { useI18n } from '../../i18n/i18n.js';
import { StatCard } from '../../components/reports/StatCard.js';
import { partnerStanding } from '../../components/documents/finance.js';

export function PartnerFigures({ figures }: { figures: PartnerBalance }) {
  const { t, money } = useI18n();
  const standing = partnerStanding(figures.balance);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      <StatCard label={t('finance.figure.balance')} value={money(figures.balance)} hint={t(`finance.standing.${standing}`)} icon={<IconScale size={22} />} color="grape" testId="partner-balance" />
      <StatCard label={t('finance.figure.toPay')} value={money(figures.toPay)} hint={t('finance.figure.toPayHint')} icon={<IconTruckDelivery size={22} />} testId="partner-toPay" />
      <StatCard
        label={t('finance.figure.collected')}
        value={money(figures.collected)}
        hint={t('finance.figure.collectedHint')}
        icon={<IconArrowDownLeft size={22} />}
        color="teal"
        testId="partner-collected"
      />
      <StatCard label={t('finance.figure.paid')} value={money(figures.paid)} hint={t('finance.figure.paidHint')} icon={<IconArrowUpRight size={22} />} color="orange" testId="partner-paid" />
    </SimpleGrid>
  );
}
