/**
 * Money flows (domain §6): what a cash flow entry and a provider receipt can be, and how money
 * moves. No literal of these is to be retyped elsewhere: other modules import them.
 */
export const CASHFLOW_CONCEPTS = ['INGRESS', 'EGRESS'] as const;
export type CashflowConcept = (typeof CASHFLOW_CONCEPTS)[number];
export const PAYMENT_METHODS = ['DEFAULT', 'CASH', 'BANK'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const CASHFLOW_TYPES = ['commercial.partner', 'commercial.provider', 'external', 'internal', 'internal.adjust'] as const;
export type CashflowType = (typeof CASHFLOW_TYPES)[number];
export const RECEIPT_TYPES = ['FC', 'NC', 'ND'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];
