/**
 * An order made a pick-up while on a roadmap, as one could be before a pick-up was refused a
 * roadmap: no call does that any more, so the app's own server database is written as the server
 * writes (`saveDoc`: a new version, a change the desk pulls), dropping the order's delivery option.
 */
import { join } from 'node:path';
import { SERVER_DB_FILE } from '../../../src-server/backup/names.js';
import { openDatabase } from '../../../src-server/db/connect.js';
import { requireDoc, saveDoc } from '../../../src-server/db/documents.js';
import { runWrite } from '../../../src-server/db/write.js';
import { ORDERS } from '../../../src-server/features/orders/collection.js';
import { NO_DELIVERY } from '../../../src-shared/documents/order-delivery.js';
import { ownFields } from '../../../src-shared/planners/reads.js';

/** Answers false, writing nothing, while the server has not yet put the order on `roadmap` (the desk's write still on its way). */
export async function dropDeliveryOption(dataDir: string, orderId: string, roadmap: string): Promise<boolean> {
  const database = openDatabase(`sqlite:${join(dataDir, SERVER_DB_FILE)}`);
  try {
    return await runWrite(database, { actor: null, now: new Date() }, async (tx) => {
      const order = await requireDoc(tx.trx, ORDERS, orderId);
      if (order.roadmap !== roadmap) return false;
      await saveDoc(tx, ORDERS, order, { ...ownFields(order), delivery: { ...order.delivery, ...NO_DELIVERY } });
      return true;
    });
  } finally {
    await database.close();
  }
}
