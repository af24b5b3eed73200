/**
 * How many documents a list answers (spec §5). No literal of these is to be retyped elsewhere:
 * other modules import them.
 */
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 20;
export const AUDIT_DEFAULT_LIMIT = 10;
export const AUDIT_TRANSACTIONS_DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 200;
