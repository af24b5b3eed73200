/**
 * Writes: every contract call that stands for a REST route, named as the route. Queued ones go to
 * the outbox with their optimistic document and answer at once; online ones (the profile, which
 * may carry a password) go straight to the server.
 */
import { newId } from '../../../src-shared/ids.js';
import { IPC_CONTRACT } from '../../../src-shared/ipc/contract.js';
import type { IpcCallDef } from '../../../src-shared/ipc/define.js';
import { READ_FEATURES } from '../../../src-shared/ipc/reads.js';
import type { AnyRouteArgs } from '../../../src-shared/ipc/route-input.js';
import { findRoute, type RouteDef, type RouteName } from '../../../src-shared/routes/index.js';
import { unwrap } from '../../auth/api-result.js';
import type { AppState } from '../../runtime/app-state.js';
import type { IpcHandlers } from '../router.js';
import { isCreate, isSingleDocumentWrite, plannedWrite } from './optimistic.js';
import type { SignedIn } from './plan-queued.js';
import { assertUniqueLocally } from './unique-check.js';
import { assertUniqueOnServer } from './unique-on-server.js';

type RouteCall = IpcCallDef & { route?: RouteName; online?: boolean };

/**
 * The collection a write's document is in: its route's feature's, but for the writes whose
 * document is of another (a draft's routes are the order's; a payment makes a movement).
 */
const WRITTEN_COLLECTION: Readonly<Partial<Record<RouteName, string>>> = {
  'account.pay': READ_FEATURES.accountMovement.collection,
  'settings.update': 'settings',
  'order.draftCreate': READ_FEATURES.draft.collection,
  'order.draftConfirm': READ_FEATURES.draft.collection,
  'order.draftRemove': READ_FEATURES.draft.collection,
};

function collectionOf(route: RouteDef): string {
  const own = WRITTEN_COLLECTION[route.name as RouteName];
  if (own !== undefined) return own;
  const feature = route.name.slice(0, route.name.indexOf('.'));
  if (!Object.hasOwn(READ_FEATURES, feature)) throw new Error(`${route.name}: its feature has no replica collection`);
  return READ_FEATURES[feature as keyof typeof READ_FEATURES].collection;
}

function signedIn(state: AppState): SignedIn | null {
  const session = state.session();
  return session.status === 'signed-in' ? { actor: { id: session.user._id, role: session.role }, user: session.user } : null;
}

export function mutationHandlers(state: AppState, now: () => Date = () => new Date()): IpcHandlers {
  const handlers: Record<string, (args: AnyRouteArgs) => Promise<unknown>> = {};
  for (const [name, def] of Object.entries(IPC_CONTRACT) as Array<[string, RouteCall]>) {
    if (def.route === undefined) continue;
    const route = findRoute(def.route);
    if (route === undefined) throw new Error(`${name}: no route named ${def.route}`);
    if (def.online) {
      handlers[name] = async ({ params, query, body }) =>
        unwrap(await state.api().call(route.name as RouteName, { params: params as Record<string, string> | undefined, query: query as Record<string, boolean | undefined> | undefined, body }));
      continue;
    }
    if (!isCreate(route) && !route.path.includes('{id}') && !isSingleDocumentWrite(route)) throw new Error(`${name}: a queued write must create or name its document`);
    const collection = collectionOf(route);
    handlers[name] = async (args) => {
      const { reader, sync } = state.workspace();
      const write = await plannedWrite(route, collection, args, {
        current: (c, id) => reader.get(c, id),
        replica: reader,
        signedIn: () => signedIn(state),
        newId: () => newId(now()),
        now,
      });
      assertUniqueLocally(reader, write);
      await assertUniqueOnServer(state.api(), write);
      const entry = await sync.mutate(write);
      return { id: write.docId, entry: entry.id };
    };
  }
  // Built from the contract's route calls; the router checks every input and output against it.
  return handlers as IpcHandlers;
}
