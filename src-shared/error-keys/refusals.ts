/**
 * What the server or the desktop refuses beside the schemas' messages: state conflicts, rules
 * that need the stored data, the desktop's own limits. One key each, with the English words the
 * HTTP body and the log carry; the screens and prints translate the key with its parameters.
 * A parameter named `action` is a document action (`confirm`, `rollbackDeliver`): each language
 * words it itself.
 */
import { BUY_ACTION } from '../constants/buys.js';
import { ORDER_ACTION } from '../constants/orders.js';

/** Action names that do not read as verbs; every other action is its own verb. */
const VERB: Readonly<Record<string, string>> = {
  [BUY_ACTION.rollbackApprove]: 'roll back the approval of',
  [ORDER_ACTION.rollbackPrepare]: 'roll back the preparation of',
  [ORDER_ACTION.rollbackDeliver]: 'roll back the delivery of',
};
const verb = (action: string): string => VERB[action] ?? action;
/** The flags that explain a refusal the state alone does not (` (committed)`), '' when none. */
const note = (flags: string): string => (flags === '' ? '' : ` (${flags})`);

/** A key that takes no parameters. */
type None = Record<string, never>;
type StateRefusal = { state: string; action: string; flags: string };

export const refusalTexts = {
  // Requests the server cannot read.
  'request.notUtf8': (_: None) => 'the body is not valid UTF-8 text',
  'request.notJson': (_: None) => 'the body is not valid JSON: send one JSON object',
  'request.bodyTooLarge': (_: None) => 'the request body is too large',
  'request.notJsonMediaType': (_: None) => 'send the body as application/json',
  'request.noSuchCall': (p: { method: string; path: string }) => `no such call: ${p.method} ${p.path}`,
  'request.malformed': (p: { reason: string }) => p.reason,
  'request.fieldTwice': (p: { field: string }) => `${p.field} is named twice in the body: send each field once`,
  'request.queryNotUtf8': (p: { field: string }) => `${p.field || 'the query'} is not valid UTF-8 text once unescaped: send its bytes as UTF-8`,
  'request.queryFieldTwice': (p: { field: string }) => `${p.field} is named twice in the query: send each field once`,
  'request.noBody': (_: None) => 'this call takes no body',
  'request.emptyBody': (_: None) => 'the body must not be empty',
  /** `field` is the header it names (`Idempotency-Key`). */
  'request.idempotencyKeyLength': (p: { field: string }) => `${p.field} must be 1 to 200 characters`,
  'request.idempotencyKeyReused': (_: None) => 'this Idempotency-Key was already used for another request',
  'request.idempotencyKeyOtherBody': (p: { field: string }) => `this ${p.field} was already used with a different body: send a new key for a new request`,
  'request.notFound': (p: { what: string; id: string }) => (p.id === '' ? `${p.what} not found` : `${p.what} ${p.id} not found`),
  'request.alreadyExists': (p: { what: string; id: string }) => `${p.what} ${p.id} already exists`,

  // Who may call.
  'auth.signInRequired': (_: None) => 'sign in required: send Authorization: Bearer <token>',
  'auth.sessionExpired': (_: None) => 'your session has expired or was closed: sign in again',
  'auth.roleMayNot': (p: { role: string; method: string; path: string }) => `the ${p.role} role may not use ${p.method} ${p.path}`,
  'auth.pairDisabledUser': (_: None) => 'cannot pair a device for a disabled user: enable the user first',

  // Documents in a state that does not allow the action (domain §2: names the state and the action).
  'order.state.notAllowed': (p: StateRefusal) => `cannot ${verb(p.action)} an order in state ${p.state}${note(p.flags)}`,
  'order.state.closedByAudit': (p: StateRefusal) => `cannot ${verb(p.action)} an order in state ${p.state}${note(p.flags)}: it was closed by an audit`,
  'order.state.notEditable': (p: { state: string }) => `cannot edit an order in state ${p.state}`,
  'order.state.notRoutable': (p: { what: string; state: string; flags: string }) => `cannot assign ${p.what} to an order in state ${p.state}${note(p.flags)}`,
  'buy.state.notAllowed': (p: StateRefusal) => `cannot ${verb(p.action)} a buy in state ${p.state}${note(p.flags)}`,
  'buy.state.notEditable': (p: { state: string }) => `cannot edit a buy in state ${p.state}`,
  'buy.state.pickUpClosed': (p: { what: string; state: string; flags: string }) => `cannot change the ${p.what} of a buy in state ${p.state}${note(p.flags)}`,
  'buy.noWithdrawal': (p: { number: number; what: string }) => `buy #${p.number} has no withdrawal: its provider delivers it, so it takes no ${p.what}`,
  'draft.state.notAllowed': (p: { action: string; state: string }) => `cannot ${p.action} a draft in state ${p.state}`,
  'draft.noDelivery': (p: { field: string }) => `${p.field} is required: the draft has none`,
  'draft.tooLarge': (p: { max: number }) =>
    `the order this draft makes, with its delivery, would total, cost or owe the partner more than ${p.max}: confirm it with a delivery the customer does not pay, or remove the draft and send one with fewer items`,
  'customer.ownOnly': (p: { field: string }) => `${p.field} must be your own customer id or left out: a customer orders only for itself`,
  'order.pickUpNotRoutable': (p: { number: number }) => `order #${p.number} has no delivery (the customer picks it up): it goes on no roadmap; give it a delivery option first`,
  'order.pickUpNotDriven': (p: { number: number }) => `order #${p.number} has no delivery (the customer picks it up): no driver takes it; give it a delivery option first`,

  // Money.
  'order.collected.overTotal': (p: { collected: number; total: number }) => `the amount collected (${p.collected}) is more than the order total (${p.total})`,
  'order.collected.needsAccount': (_: None) => 'to leave part of the order unpaid the customer needs a current account: open one first',
  'account.alreadyOpen': (p: { customer: string; number: number }) => `${p.customer} already has an open account (#${p.number}): close it before opening another`,
  'account.closed': (p: { number: number }) => `account #${p.number} is closed: it can no longer change`,
  'account.noneOpen': (p: { customer: string }) => `${p.customer} has no open account: record the money as a partner cash flow instead`,
  'account.balanceLimit': (p: { delta: string; balance: string; max: number }) =>
    `this movement of ${p.delta} would take the account balance to ${p.balance}, beyond ±${p.max}: settle the account first`,
  'cashflow.removed': (p: { number: number }) => `cash flow entry #${p.number} was removed: it can no longer change`,
  'cashflow.fromDelivery': (p: { number: number; order: string }) => `cash flow entry #${p.number} records the delivery of order ${p.order}: roll the delivery back instead`,
  'cashflow.fromPayment': (p: { number: number }) => `cash flow entry #${p.number} records a payment on account: correct the account instead`,
  'cashflow.transferHalf': (p: { number: number; id: string; linked: string }) => `cash flow entry #${p.number} is half of a transfer: remove both with /cashflow/${p.id}/${p.linked}`,
  'cashflow.transferDirection': (_: None) => 'a transfer moves money out of garage into destination: concept must be EGRESS',
  'cashflow.tagInternalOnly': (_: None) => 'only internal entries carry a tag',
  'partner.houseMissing': (p: { username: string }) => `the house partner (${p.username}) is missing: it is created with the first admin`,
  'partner.notPartner': (p: { username: string; role: string }) => `${p.username} is not a partner (role ${p.role})`,

  // Catalog and stock.
  'reference.missing': (p: { what: string; id: string }) => `no ${p.what} has id ${p.id}`,
  'user.notDriver': (p: { username: string }) => `${p.username} is not a driver`,
  'roadmap.notDriver': (p: { username: string }) => `user ${p.username} is not a driver`,
  'product.mixedInMixed': (_: None) => 'a mixed product cannot contain another mixed product',
  'product.mixedOfItself': (_: None) => 'a mixed product cannot contain itself',
  'product.componentOfMixed': (p: { product: string }) => `${p.product} is made of this product: a component of a mixed product cannot be mixed itself`,
  // `name` is given when the document exists but is disabled (screens name it as the clerk knows it); the English words stay the contract's.
  'reference.notEnabled': (p: { what: string; id: string; name?: string }) => `no enabled ${p.what} has id ${p.id}`,
  'audit.inputMissing': (p: { what: string }) => `the ${p.what} an audit sums are not all held here: only the server can close the period`,
  'audit.unitTier': (p: { column: string; product: string; stored: string }) =>
    `${p.column} applies to weight products only: ${p.product} is sold by unit, so leave ${p.column} empty or equal to its margin (${p.stored})`,
  'audit.noProduct': (p: { number: number }) => `number ${p.number} matches no product`,
  'audit.countedTwice': (p: { number: number; row: number }) => `number ${p.number} is already counted in row ${p.row}`,
  'audit.mixed': (p: { number: number; product: string }) => `number ${p.number}: ${p.product} is a mixed product and keeps no stock of its own`,
  'audit.decimals': (p: { decimals: number }) => `real keeps at most ${p.decimals} decimals`,
  'audit.wholeGrams': (p: { product: string }) => `real must be whole grams for ${p.product}`,
  'audit.wholeUnits': (p: { product: string }) => `real must be whole units for ${p.product} (no split packages)`,
  'item.ownPrices': (_: None) => 'a customer buys at its own prices (retail or wholesaler): leave isWholesaler out',
  'quantity.wholeGrams': (p: { field: string }) => `${p.field} must be whole grams: the product is sold by weight`,
  'quantity.wholeUnits': (p: { field: string }) => `${p.field} must be a whole number of units for this product`,
  'quantity.decimals': (p: { field: string; decimals: number }) => `${p.field} keeps at most ${p.decimals} decimals`,
  'cart.totalTooLarge': (p: { max: number }) => `cart total must be at most ${p.max}`,
  'order.totalTooLarge': (p: { max: number }) => `order total with its delivery must be at most ${p.max}`,
  'cart.costTooLarge': (p: { max: number }) => `cart cost must be at most ${p.max}`,
  'order.toPayTooLarge': (p: { max: number }) => `what the partner owes for the order (toPay) must be at most ${p.max}`,
  'product.costTooLarge': (p: { max: number }) => `the product's cost (its tax base with its purchase taxes, or what its components add up to) must be at most ${p.max}`,
  'product.notPriced': (p: { product: string }) => `${p.product} cannot be priced: a tax or a component it names is missing`,
  'partner.collectsOwnOnly': (_: None) => 'a partner records only the payments it collected itself',
  'cashflow.notTransferHalves': (p: { first: number; second: number }) => `cash flow entries #${p.first} and #${p.second} are not the two halves of one transfer`,
  'delivery.onlyFor': (p: { option: string; only: string; customer: string }) => `the delivery option ${p.option} is only for ${p.only} customers, and ${p.customer} is not one`,
  'delivery.notForRole': (p: { option: string; role: string }) => `the delivery option ${p.option} is not offered to the ${p.role} role`,
  'receipt.unknownTax': (p: { id: string }) => `no tax has id ${p.id}; send its name, aliquot and type to record it as printed`,
  'receipt.otherProvider': (p: { number: number; provider: string }) => `buy #${p.number} belongs to another provider (${p.provider})`,
  'receipt.netOverTotal': (p: { grossTotal: number; total: number }) => `grossTotal (the net, ${p.grossTotal}) cannot be more than the total (${p.total})`,
  'receipt.taxesOverTotal': (p: { sum: number; total: number }) => `the net plus the taxes (${p.sum}) cannot be more than the total (${p.total})`,
  'receipt.codeTaken': (p: { type: string; code: string; number: number }) => `${p.type} ${p.code} of this provider is already registered as receipt #${p.number}`,
  'partner.notPartnerUser': (p: { username: string }) => `${p.username} is not a partner`,
  'message.notFailed': (p: { state: string }) => `only a failed message can be sent again: this one is ${p.state}`,
  'message.channelMissing': (p: { channel: string }) => `the ${p.channel} channel is not configured on this server: configure it first (see README)`,
  'message.codeExpired': (_: None) => 'this sign-in code has expired: the customer asks for a new code',
  'message.codeNeverSent': (_: None) => 'this sign-in code was never sent with its code: the customer asks for a new code',
  'message.codeReplaced': (_: None) => 'a newer sign-in code replaced this one: the customer asks for a new code',
  'garage.noneEnabled': (_: None) => 'there is no enabled garage: enable or create one first',
  'garage.defaultNotDisabled': (_: None) => 'the default garage cannot be disabled: stock without a garage lands there',
  'garage.defaultKeepsStock': (_: None) => 'the default garage keeps stock: stock without a garage lands there',
  'garage.keepsNoStock': (p: { garage: string }) => `${p.garage} keeps no stock: name a garage that does`,
  'garage.holdsStock': (p: { garage: string; count: number }) => `${p.garage} still holds stock of ${p.count} products: count it out first`,
  'stock.figureTooLarge': (p: { product: string; max: number; unit: 'WEIGHT' | 'UNITY' }) =>
    `this would take the stock of ${p.product} past ${p.max}${p.unit === 'WEIGHT' ? ' g' : ''}, the most a stock figure holds`,
  'product.mixedNoStock': (p: { product: string }) => `${p.product} is a mixed product: it keeps no stock of its own; adjust its components`,
  'product.componentMissing': (p: { product: string; component: string }) => `${p.product} names a component that no longer exists (${p.component}): fix the product first`,
  'product.theoreticalMismatch': (p: { real: string }) => `theoretical must equal real − committed + pending (${p.real})`,
  'roadmap.driverBusy': (p: { driver: string; number: number; day: string }) => `${p.driver} already has roadmap #${p.number} on ${p.day}`,
  'user.disableSelf': (_: None) => 'you cannot disable your own user: ask another admin',
  'user.lastAdmin': (p: { username: string }) => `${p.username} is the only admin left: make another user an admin first`,
  'user.houseKept': (p: { username: string }) => `the house partner (${p.username}) keeps its username and role and stays enabled: orders taken without a partner are its`,

  // The desktop.
  'desktop.setupFirst': (_: None) => 'this computer is not set up yet: create the first admin',
  'desktop.signInFirst': (_: None) => 'sign in first',
  'desktop.sharedServer': (_: None) => 'this computer uses a shared server: sign in with your user',
  'desktop.alreadySetUp': (_: None) => 'this computer is already set up: sign in',
  'desktop.databaseHasUsers': (_: None) => 'this database already has users: sign in',
  'desktop.noOwnServer': (_: None) => 'this computer does not run its own server',
  'desktop.closing': (_: None) => 'the app is closing',
  'desktop.someoneSignedIn': (_: None) => 'someone is signed in on this computer: sign out first',
  'desktop.replicaUpgradeFailed': (_: None) =>
    'the local copy of the data could not be updated; it was left as it was and nothing was lost: try again, and if it fails again, restart the app and tell support',
  'desktop.replicaNewer': (_: None) => 'the local copy of the data was made by a newer version of Mostrador: install that version or a later one',
  'backup.signInAsAdmin': (_: None) => 'sign in as an administrator to manage backups',
  'backup.adminOnly': (_: None) => 'only an administrator may back up or restore the database',
  'backup.sharedServer': (_: None) => 'this computer uses a shared server: back it up on the server (README "Backups")',
  'backup.onlyFromFolder': (_: None) => 'only the backups in the backups folder can be restored here',
  'backup.cannotOpen': (p: { name: string; reason: string }) => `${p.name} cannot be opened as a database (${p.reason})`,
  'backup.unusable': (p: { name: string; reason: string }) => `${p.name} is not a usable backup: it is damaged or not a database (${p.reason})`,
  'backup.damaged': (p: { name: string; count: number; first: string }) => `${p.name} is damaged: its integrity check found ${p.count} problem(s), the first: ${p.first}`,
  'backup.notOurs': (p: { name: string }) => `${p.name} is not a backup of a Mostrador server database`,
  'backup.newer': (p: { name: string; level: string; known: string }) =>
    `${p.name} comes from a newer version of Mostrador (its database is at ${p.level}; this version knows up to ${p.known}): update Mostrador, then restore it`,
  'backup.missing': (p: { path: string }) => `there is no backup file at ${p.path}`,
  'backup.liveDatabase': (p: { name: string }) => `${p.name} is a database in use (it has a write-ahead log beside it), not a backup: restore a backup made by Mostrador`,
  'backup.databaseBusy': (_: None) => 'the database is in use: stop its server before restoring',
  'backup.pathGiven': (p: { name: string }) => `a backup is named by its file name in the backups folder, not by a path: ${p.name}`,
  'backup.notBackupName': (p: { name: string }) => `${p.name} is not the name of a backup made by Mostrador`,
  'backup.notInFolder': (p: { name: string }) => `there is no backup file named ${p.name} in the backups folder`,
  'backup.isLink': (p: { name: string }) => `${p.name} is a link, not a backup: only backups kept in the backups folder can be restored`,
  'backup.notFile': (p: { name: string }) => `${p.name} is not a backup file`,
  'backup.outsideFolder': (p: { name: string }) => `${p.name} is not inside the backups folder`,
  'export.running': (p: { job: string }) => `export ${p.job} is already running`,
  'export.tooMany': (_: None) => 'too many exports are running: wait for one to finish',
  'print.notSynced': (p: { what: string; id: string }) => `the ${p.what} ${p.id} has not reached the server yet: print it once it is synced`,
  'print.changesNotSynced': (p: { what: string; id: string }) => `the ${p.what} ${p.id} has changes that have not reached the server yet: print it once it is synced`,
  'print.incomplete': (p: { what: string; id: string; fields: string }) => `the ${p.what} ${p.id} lacks what its printout needs (${p.fields})`,
  'print.notPayment': (p: { id: string }) => `the account movement ${p.id} is not a payment: only payments have a receipt`,
  'print.auditsElsewhere': (_: None) => 'audits cannot be printed here',
  'print.pdfNotOpened': (p: { path: string; reason: string }) => `the PDF was saved in ${p.path} but could not be opened: ${p.reason}`,
  'print.printerRefused': (p: { reason: string }) => `the printer did not take the document: ${p.reason}`,
} as const;
