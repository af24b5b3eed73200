/**
 * The remito (an order's delivery note): the company's header, REMITO with the order's number and
 * date, the customer with its fiscal identity, the lines with quantities and prices, the totals, how
 * the goods go and how they are paid, and the box the customer signs on receiving them. Any order
 * prints one, on a roadmap or not (a pick-up at the counter too).
 */
import type { OrderPaymentMethod } from '../../src-shared/constants/orders.js';
import type { Unit } from '../../src-shared/constants/products.js';
import { formatTaxId, type IvaCondition, type TaxIdKind } from '../../src-shared/fiscal.js';
import type { PaperSize } from '../../src-shared/ipc/settings.js';
import { day, dayTime, fields, money, note, page, receivedBox, table, totals, type Html } from './html.js';
import { quantity, unitPrice } from './labels.js';
import type { PrintContext, PrintT } from './words.js';

export interface ReceiptLine {
  /** The product's name; null when it left the catalog. */
  product: string | null;
  productId: string;
  quantity: number;
  unit: Unit;
  /** The line's amount (quantity × price), as the server priced it. */
  amount: number;
}

/** Whom the goods go to, as a fiscal document names them. */
export interface ReceiptCustomer {
  name: string;
  phone: string | null;
  address: string | null;
  taxIdKind: TaxIdKind | null;
  taxId: string | null;
  ivaCondition: IvaCondition;
}

export interface OrderReceipt {
  number: number;
  createdAt: string;
  /** The delivery date set on confirm. */
  deliveryDate: string | null;
  customer: ReceiptCustomer;
  lines: ReceiptLine[];
  subtotal: number;
  discountAmount: number;
  /** The delivery option's name; null for an order the customer picks up. */
  deliveryMethod: string | null;
  /** The delivery charge, when the customer pays it. */
  delivery: { name: string | null; price: number } | null;
  total: number;
  paymentMethod: OrderPaymentMethod;
  notes: string | null;
}

export function orderReceiptTitle(order: Pick<OrderReceipt, 'number'>, t: PrintT): string {
  return t('remito.title', { number: order.number });
}

/** The customer's CUIT or DNI as printed (`CUIT: 30-50000000-0`), and its IVA condition. */
export function fiscalFields(customer: ReceiptCustomer, t: PrintT): Array<readonly [string, string | null]> {
  const kind = customer.taxIdKind ?? 'CUIT';
  return [
    [t(`taxId.${kind}`), customer.taxId ? formatTaxId(kind, customer.taxId) : null],
    [t('field.ivaCondition'), t(`iva.${customer.ivaCondition}`)],
  ];
}

export function lineProduct(line: Pick<ReceiptLine, 'product' | 'productId'>, t: PrintT): string {
  return line.product ?? t('product.disabled', { id: line.productId });
}

export function renderOrderReceipt(order: OrderReceipt, paper: PaperSize, print: PrintContext): string {
  const { t } = print;
  const amounts: Array<readonly [string, number]> = [[t('total.subtotal'), order.subtotal]];
  if (order.discountAmount !== 0) amounts.push([t('total.discount'), -order.discountAmount]);
  if (order.delivery) amounts.push([t('total.delivery', { name: order.delivery.name ?? t('remito.deliveryName') }), order.delivery.price]);
  amounts.push([t('total.total'), order.total]);
  const body: Html[] = [
    fields([
      [t('field.customer'), order.customer.name],
      ...fiscalFields(order.customer, t),
      [t('field.address'), order.customer.address],
      [t('field.phone'), order.customer.phone],
      [t('field.delivery'), order.deliveryMethod ?? t('remito.pickUp')],
      [t('field.deliveryDate'), order.deliveryDate ? day(order.deliveryDate, print) : null],
      [t('field.paymentMethod'), t(`orderPayment.${order.paymentMethod}`)],
    ]),
    table(
      paper,
      [{ label: t('column.quantity'), align: 'right' }, { label: t('column.product') }, { label: t('column.unitPrice'), align: 'right', wide: true }, { label: t('column.amount'), align: 'right' }],
      order.lines.map((l) => [quantity(l.quantity, l.unit), lineProduct(l, t), unitPrice(l.amount, l.quantity, l.unit, t), money(l.amount)]),
    ),
    totals(amounts),
    note(t('page.notes'), order.notes),
    receivedBox(t),
  ];
  return page({
    title: orderReceiptTitle(order, t),
    heading: t('remito.heading'),
    meta: [t('page.number', { number: order.number }), `${t('page.date')}: ${dayTime(order.createdAt, print)}`],
    paper,
    body,
    print,
  });
}
