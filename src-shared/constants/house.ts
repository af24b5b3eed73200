/**
 * The house itself: the product's name and the partner record named after it (spec §9). No literal
 * of these is to be retyped elsewhere: other modules import them.
 */
/** The product's own name: the house partner record is named after it (spec §9 "{product}"). */
export const PRODUCT_NAME = 'Mostrador';
/** The partner (AV) an order belongs to when staff take it for nobody else; created with the first admin. */
export const HOUSE_PARTNER_USERNAME = PRODUCT_NAME.toLowerCase();
