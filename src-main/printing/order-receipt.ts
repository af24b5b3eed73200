/** The order's receipt ("remito"): what the customer receives and signs for, and what is owed. */
import type { OrderPaymentMethod, Unit } from '../../src-shared/constants.js';
import type { PaperSize } from '../../src-shared/ipc/settings.js';
import { day, dayTime, fields, money, note, page, signature, table, totals, type Html } from './html.js';
import { ORDER_PAYMENT_LABEL, quantity, unitPrice } from './labels.js';

export interface ReceiptLine {
  product: string;
  quantity: number;
  unit: Unit;
  /** The line's amount (quantity × price), as the server priced it. */
  amount: number;
}

export interface OrderReceipt {
  number: number;
  createdAt: string;
  /** The delivery date set on confirm. */
  deliveryDate: string | null;
  customer: { name: string; phone: string | null; address: string | null };
  lines: ReceiptLine[];
  subtotal: number;
  discountAmount: number;
  /** The delivery charge, when the customer pays it. */
  delivery: { name: string; price: number } | null;
  total: number;
  paymentMethod: OrderPaymentMethod;
  notes: string | null;
}

export function orderReceiptTitle(order: Pick<OrderReceipt, 'number'>): string {
  return `Remito N° ${order.number}`;
}

export function renderOrderReceipt(order: OrderReceipt, paper: PaperSize): string {
  const amounts: Array<readonly [string, number]> = [['Subtotal', order.subtotal]];
  if (order.discountAmount !== 0) amounts.push(['Descuento', -order.discountAmount]);
  if (order.delivery) amounts.push([`Envío (${order.delivery.name})`, order.delivery.price]);
  amounts.push(['Total', order.total]);
  const body: Html[] = [
    fields([
      ['Fecha', dayTime(order.createdAt)],
      ['Entrega', order.deliveryDate ? day(order.deliveryDate) : null],
      ['Cliente', order.customer.name],
      ['Dirección', order.customer.address],
      ['Teléfono', order.customer.phone],
      ['Forma de pago', ORDER_PAYMENT_LABEL[order.paymentMethod]],
    ]),
    table(
      paper,
      [{ label: 'Cant.', align: 'right' }, { label: 'Producto' }, { label: 'Precio unit.', align: 'right', wide: true }, { label: 'Importe', align: 'right' }],
      order.lines.map((l) => [quantity(l.quantity, l.unit), l.product, unitPrice(l.amount, l.quantity, l.unit), money(l.amount)]),
    ),
    totals(amounts),
    note('Observaciones', order.notes),
    signature(['Firma del cliente', 'Aclaración']),
  ];
  return page({ title: orderReceiptTitle(order), heading: orderReceiptTitle(order), paper, body });
}
