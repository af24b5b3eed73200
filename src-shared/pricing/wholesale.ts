/**
 * Domain §8: an order is priced at wholesaler prices when its customer is a wholesaler or its
 * partner sells at wholesaler prices. One rule for the planners that store the order and the editor
 * that shows it while it is typed.
 */
export function sellsAtWholesale(customer: { isWholesaler?: boolean | null | undefined } | null | undefined, partner: { wholesaler?: boolean | null | undefined } | null | undefined): boolean {
  return Boolean(customer?.isWholesaler) || Boolean(partner?.wholesaler);
}
