/**
 * Who started a draft (domain §5: customers or partners start them). A customer's own draft is
 * written by its session, so the customer is also its author; a partner's names the partner's user.
 */
export function isCustomerDraft(draft: { customer?: string | null; createdBy?: string | null }): boolean {
  return Boolean(draft.customer) && draft.createdBy === draft.customer;
}
