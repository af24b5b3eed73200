/** The order's remito (A4, the 80 mm roll, or a PDF): any order but a cancelled one, once the server has numbered it. */
import { canPrintRemito } from '../../../src-shared/states/order.js';
import { isPendingSync } from '../../components/PendingSync.js';
import { useT } from '../../i18n/i18n.js';
import { PrintButton } from '../../components/printing/PrintButton.js';
import type { OrderDoc } from '../../components/documents/read.js';

export function OrderPrint({ order }: { order: OrderDoc }) {
  const t = useT();
  if (!order.state || !canPrintRemito(order.state)) return null;
  const waiting = typeof order.number !== 'number' || isPendingSync(order);
  return <PrintButton kind="order" id={order._id} label={t('orders.printRemito')} disabledReason={waiting ? t('orders.printRemito.waitSync') : null} />;
}
