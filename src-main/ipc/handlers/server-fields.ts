/**
 * What the server certainly sets on a queued document beyond what was sent, for the routes that
 * have no shared planner yet (src-shared/planners; a planned route shows its plan instead), worked
 * out with the rules it uses (src-shared), so that until it answers no screen meets a document
 * lacking a field every stored one of its collection has — formatting a missing amount as money
 * throws and blanks the screen. An account's opening balance, a buy's priced cart, totals and
 * withdrawal copy (`buy-prediction.ts`). What the replica cannot settle is left for the server's
 * answer.
 */
import { openingBalance } from '../../../src-shared/documents/money.js';
import type { RouteName } from '../../../src-shared/routes/index.js';
import type { ReplicaDoc } from '../../replica/index.js';
import { predictCreatedBuy, predictEditedBuy } from './buy-prediction.js';
import { internalMovement } from './cashflow-prediction.js';
import type { Lookup } from './replica-pricing.js';

type Fields = Readonly<Record<string, unknown>>;

/** What a rule may read besides the predicted document. */
export interface WriteFacts {
  body: Fields;
  query: Fields;
  /** The stored document an edit changes; undefined for a create. */
  before: ReplicaDoc | undefined;
  lookup: Lookup;
}

/** The document as predicted from the request, completed with what the server adds to it. */
type Complete = (doc: ReplicaDoc, write: WriteFacts) => ReplicaDoc;

function editedBuy(doc: ReplicaDoc, { body, before, lookup }: WriteFacts, kind: 'replace' | 'update' | 'withdrawal'): ReplicaDoc {
  return before === undefined ? doc : predictEditedBuy(doc, before, { body, kind }, lookup);
}

const RULES: Readonly<Partial<Record<RouteName, Complete>>> = {
  'account.create': (doc, { body }) => ({ ...doc, balance: openingBalance(typeof body.balance === 'number' ? body.balance : null) }),
  // A correction's reason is kept on the account as `correctionReason`, as the server stores it.
  'account.update': (doc, { body }) => {
    const { reason: _sent, ...rest } = doc;
    return typeof body.reason === 'string' ? { ...rest, correctionReason: body.reason } : rest;
  },
  'cashflow.createInternal': (doc, { body }) => internalMovement(doc, body)?.origin ?? doc,
  'buy.create': (doc, { body, lookup }) => predictCreatedBuy(doc, body, lookup),
  'buy.replace': (doc, write) => editedBuy(doc, write, 'replace'),
  'buy.update': (doc, write) => editedBuy(doc, write, 'update'),
  'buy.withdrawal': (doc, write) => editedBuy(doc, write, 'withdrawal'),
};

/** The predicted document with what the server adds to it for this route; as it is for other routes. */
export function withServerFields(route: string, doc: ReplicaDoc, write: WriteFacts): ReplicaDoc {
  const complete = Object.hasOwn(RULES, route) ? RULES[route as RouteName] : undefined;
  return complete === undefined ? doc : complete(doc, write);
}
