/**
 * A partner's movements as its table exports them: the rows the screen worked out (newest first,
 * each with the balance right after it, `movements.ts`) sent as they are, with the reference
 * worded as the table words it.
 */
import type { ExportSource } from '../../../src-shared/ipc/export.js';
import { labelsOf, type ExportableColumn } from '../../components/exportColumns.js';
import type { Translate } from '../../i18n/i18n.js';
import type { MovementRow } from './movements.js';

const KINDS: ReadonlyArray<MovementRow['kind']> = ['order', 'ingress', 'egress'];

export function movementsExport(rows: readonly MovementRow[], t: Translate): { source: ExportSource; columns: ExportableColumn[] } {
  const sent = rows.map((m) => ({ ...m, reference: t(m.kind === 'order' ? 'finance.movement.order' : 'finance.movement.entry', { number: m.number }) }));
  const columns: ExportableColumn[] = [
    { header: t('common.date'), exportAs: { kind: 'date', field: 'at' } },
    { header: t('finance.movement.kind'), exportAs: { kind: 'text', field: 'kind', labels: labelsOf(KINDS, (k) => t(`finance.movement.kind.${k}`)) } },
    { header: t('finance.movement.ref'), exportAs: { kind: 'text', field: 'reference' } },
    { header: t('finance.movement.detail'), exportAs: { kind: 'text', field: 'description', empty: '—' } },
    { header: t('finance.movement.amount'), exportAs: { kind: 'money', field: 'amount' } },
    { header: t('finance.movement.effect'), exportAs: { kind: 'money', field: 'effect' } },
    { header: t('finance.movement.balanceAfter'), exportAs: { kind: 'money', field: 'balanceAfter' } },
  ];
  return { source: { kind: 'rows', rows: sent }, columns };
}
