/**
 * How long a text field and how short a list the API takes (spec §5). No literal of these is to be
 * retyped elsewhere: other modules import them.
 */
export const ID_LENGTH = 24;
export const NOTES_MAX = 500;
/** Names of customers, products, users, delivery options, categories (and slugs), thirds, garages. */
export const NAME_MAX = 100;
export const USERNAME_MAX = 30;
/** Profile password (spec §5 "Profile password 1 to 30"). */
export const PASSWORD_MAX = 30;
export const PROVIDER_NAME_MAX = 30;
/** Provider phone; also the cap for other free-form phones (users, garages, order deliveries). */
export const PHONE_MAX = 30;
export const CUIT_MAX = 11;
export const TITLE_MAX = 100;
export const SUBTITLE_MAX = 255;
export const PRODUCT_DESCRIPTION_MAX = 255;
/** Receipt and cash flow descriptions. */
export const DESCRIPTION_MAX = 200;
export const ROADMAP_NOTES_MAX = 200;
export const TAG_MAX = 30;
export const MIN_CART_ITEMS = 1;
export const MIN_MIXED_COMPONENTS = 1;
export const MIN_AUDIT_ROWS = 1;
