/** A buy from a provider: what was ordered at what cost, the pick-up and its fee, and the total. */
import type { PaperSize } from '../../src-shared/ipc/settings.js';
import type { BuyState, Unit } from '../../src-shared/constants.js';
import { dayTime, day, fields, money, note, page, signature, table, totals, type Html } from './html.js';
import { BUY_STATE_LABEL, quantity } from './labels.js';

export interface BuyLine {
  product: string;
  quantity: number;
  unit: Unit;
  unitCost: number;
  amount: number;
}

export interface BuySheet {
  number: number;
  createdAt: string;
  state: BuyState;
  /** The goods are in (committed). */
  received: boolean;
  provider: { name: string; cuit: string | null; phone: string | null; address: string | null };
  garage: string | null;
  lines: BuyLine[];
  subtotal: number;
  /** The pick-up, when there is one; `fee` is deducted from the total when charged (spec §3). */
  withdrawal: { name: string; date: string | null; charged: boolean; fee: number } | null;
  logistic: number;
  total: number;
  notes: string | null;
}

export function buyTitle(buy: Pick<BuySheet, 'number'>): string {
  return `Orden de compra N° ${buy.number}`;
}

export function renderBuySheet(buy: BuySheet, paper: PaperSize): string {
  const amounts: Array<readonly [string, number]> = [['Subtotal', buy.subtotal]];
  if (buy.logistic !== 0) amounts.push(['Logística', -buy.logistic]);
  amounts.push(['Total', buy.total]);
  const body: Html[] = [
    fields([
      ['Fecha', dayTime(buy.createdAt)],
      ['Estado', buy.received ? `${BUY_STATE_LABEL[buy.state]} – recibida` : BUY_STATE_LABEL[buy.state]],
      ['Proveedor', buy.provider.name],
      ['CUIT', buy.provider.cuit],
      ['Teléfono', buy.provider.phone],
      ['Dirección', buy.provider.address],
      ['Depósito', buy.garage],
      ['Retiro', buy.withdrawal ? buy.withdrawal.name : null],
      ['Fecha de retiro', buy.withdrawal ? (buy.withdrawal.date ? day(buy.withdrawal.date) : 'A coordinar') : null],
      ['Costo del retiro', buy.withdrawal ? (buy.withdrawal.charged ? `${money(buy.withdrawal.fee)} (se descuenta del total)` : 'Sin cargo') : null],
    ]),
    table(
      paper,
      [{ label: 'Cant.', align: 'right' }, { label: 'Producto' }, { label: 'Costo unit.', align: 'right', wide: true }, { label: 'Importe', align: 'right' }],
      buy.lines.map((l) => [quantity(l.quantity, l.unit), l.product, money(l.unitCost), money(l.amount)]),
    ),
    totals(amounts),
    note('Observaciones', buy.notes),
    signature(['Firma del proveedor', 'Recibió']),
  ];
  return page({ title: buyTitle(buy), heading: buyTitle(buy), paper, body });
}
