/** What `POST /order/draft` takes from the editor's working copy: customer, items, delivery, notes. */
import type { DraftCreateInput } from '../../../../src-shared/schemas/order.js';
import { createInput, type OrderForm } from '../form.js';

export function draftInput(form: OrderForm): DraftCreateInput {
  // The order's own fields, less what a draft does not carry (partner, payment, discount, flags):
  // those are settled when the draft is confirmed into an order.
  const { customer, cart, delivery, notes } = createInput(form, false);
  // Without an option the delivery is left to the confirmation, which asks for one.
  return { customer, cart, ...(delivery._id ? { delivery } : {}), notes: notes ?? null };
}
