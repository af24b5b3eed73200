/**
 * Buys (spec §4, domain §5): their states and actions. Each is also under a name
 * (`BUY_STATE.APPROVED`), so rules that single one out never retype its literal: other modules
 * import these.
 */
export const BUY_STATES = ['A APROBAR', 'APROBADA', 'CANCELADA'] as const;
export type BuyState = (typeof BUY_STATES)[number];
export const BUY_DEFAULT_STATE: BuyState = 'A APROBAR';
/** How the contract displays each buy state (A APROBAR is shown as PENDING). */
export const BUY_STATE_DISPLAY: Readonly<Record<BuyState, string>> = {
  'A APROBAR': 'PENDING',
  APROBADA: 'APROBADA',
  CANCELADA: 'CANCELADA',
};
export const BUY_ACTIONS = ['approve', 'rollbackApprove', 'commit', 'cancel'] as const;
export type BuyAction = (typeof BUY_ACTIONS)[number];
export const BUY_STATE = {
  TO_APPROVE: 'A APROBAR',
  APPROVED: 'APROBADA',
  CANCELLED: 'CANCELADA',
} as const satisfies Record<string, BuyState>;
/** Each action keyed by itself (`BUY_ACTION.approve`), derived so no action name is retyped. */
export const BUY_ACTION = Object.freeze(Object.fromEntries(BUY_ACTIONS.map((a) => [a, a]))) as {
  readonly [A in BuyAction]: A;
};
