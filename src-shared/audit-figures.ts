/**
 * The figures an audit's summary holds, per kind (domain §6; `src-server/features/audits/*` writes
 * them), as labelled groups: the audits screen and the printed audit show the same figures in the
 * same order from here. Keys are stable words the screen translates and the printout labels.
 */
import type { AuditKind } from './documents/audits.js';
import { isRecord } from './records.js';

export type FigureFormat = 'money' | 'count';

export const FIGURE_GROUPS = {
  sales: { orders: 'count', total: 'money', cost: 'money', contribution: 'money', logistic: 'money', toPay: 'money', profit: 'money' },
  purchases: { buys: 'count', total: 'money' },
  cash: { in: 'money', out: 'money', net: 'money', balance: 'money' },
  partnerBalance: { toPay: 'money', collected: 'money', paid: 'money', balance: 'money' },
  partnerPeriod: { orders: 'count', toPay: 'money', profit: 'money', collected: 'money', paid: 'money' },
  providerBalance: { invoiced: 'money', debitNotes: 'money', creditNotes: 'money', paid: 'money', balance: 'money' },
  providerPeriod: { invoiced: 'money', debitNotes: 'money', creditNotes: 'money', paid: 'money' },
  customerBalance: { balance: 'money' },
  customerPeriod: { orders: 'count', sales: 'money', charged: 'money', credited: 'money' },
  count: { rows: 'count', changed: 'count' },
} as const satisfies Record<string, Record<string, FigureFormat>>;

export type FigureGroupKey = keyof typeof FIGURE_GROUPS;
export type FigureKey = { [G in FigureGroupKey]: `${G}.${keyof (typeof FIGURE_GROUPS)[G] & string}` }[FigureGroupKey];

export interface AuditFigure {
  key: FigureKey;
  value: number;
  format: FigureFormat;
}

export interface AuditFigureGroup {
  key: FigureGroupKey;
  figures: AuditFigure[];
}

/** Where each group of a kind lives in the summary (`''`: the summary itself; a number there is the group's one figure). */
const GROUPS_OF: Readonly<Record<AuditKind, ReadonlyArray<readonly [FigureGroupKey, string]>>> = {
  commercial: [
    ['sales', 'sales'],
    ['purchases', 'purchases'],
    ['cash', 'cash'],
  ],
  partner: [
    ['partnerBalance', 'balance'],
    ['partnerPeriod', 'period'],
  ],
  provider: [
    ['providerBalance', 'balance'],
    ['providerPeriod', 'period'],
  ],
  customer: [
    ['customerBalance', ''],
    ['customerPeriod', 'period'],
  ],
  inventory: [['count', '']],
};

/** The figures of an audit's summary; a figure the summary lacks is left out (an older audit, a provider without movements). */
export function auditFigures(kind: AuditKind, summary: unknown): AuditFigureGroup[] {
  if (!isRecord(summary)) return [];
  const groups: AuditFigureGroup[] = [];
  for (const [key, at] of GROUPS_OF[kind]) {
    const source = at === '' ? summary : summary[at];
    if (!isRecord(source)) continue;
    const figures: AuditFigure[] = [];
    for (const [field, format] of Object.entries(FIGURE_GROUPS[key]) as Array<[string, FigureFormat]>) {
      const value = source[field];
      if (typeof value === 'number' && Number.isFinite(value)) figures.push({ key: `${key}.${field}` as FigureKey, value, format });
    }
    if (figures.length > 0) groups.push({ key, figures });
  }
  return groups;
}

/**
 * Where one figure of a kind's summary is kept (`summary.sales.total` for a commercial audit's
 * `sales.total`) and how it reads: what an export of an audits list reads for its figure column.
 * Null when the kind has no such figure.
 */
export function figureField(kind: AuditKind, key: FigureKey): { path: string; format: FigureFormat } | null {
  const [group, field] = key.split('.') as [FigureGroupKey, string];
  const at = GROUPS_OF[kind].find(([g]) => g === group)?.[1];
  if (at === undefined) return null;
  const format = (FIGURE_GROUPS[group] as Readonly<Record<string, FigureFormat>>)[field];
  return format ? { path: ['summary', at, field].filter((part) => part !== '').join('.'), format } : null;
}
