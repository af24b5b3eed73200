/**
 * Applies a read route's view for its caller (`RouteDef.views`): the handler answers what the view
 * shows, and a document the view leaves out is answered as missing.
 */
import { AppError } from '../../../src-shared/errors.js';
import { routeByName, type RouteName } from '../../../src-shared/routes/index.js';
import { VIEWS, type ViewDef } from '../../../src-shared/routes/views.js';
import type { AnyReader, Page } from '../../db/documents.js';
import type { Caller } from '../../http/context.js';
import { viewerOf } from './viewer.js';

type Json = Readonly<Record<string, unknown>>;

export function viewOf(name: RouteName, caller: Caller): ViewDef | null {
  const views = (routeByName(name) as { views?: Partial<Record<string, keyof typeof VIEWS>> }).views;
  const view = views?.[caller.role];
  return view === undefined ? null : VIEWS[view];
}

/** The documents as the route shows them to the caller; those it leaves out are dropped. */
export async function shownDocs(db: AnyReader, name: RouteName, caller: Caller, list: readonly object[]): Promise<Json[]> {
  const view = viewOf(name, caller);
  if (!view) return list as Json[];
  const viewer = await viewerOf(db, caller, view.needsTaxes);
  return list.flatMap((doc) => {
    const shown = view.show(doc as Json, viewer);
    return shown ? [shown] : [];
  });
}

/** A page of documents as the route shows them (the page's figures are the query's). */
export async function shownPage(db: AnyReader, name: RouteName, caller: Caller, page: Page<object>): Promise<Page<Json>> {
  return { ...page, docs: await shownDocs(db, name, caller, page.docs) };
}

/**
 * A page of what the route shows the caller out of `all`: for a view that leaves documents out of a
 * short collection (options, drivers), so total and pages count only what the caller sees.
 */
export async function shownPageOf(db: AnyReader, name: RouteName, caller: Caller, all: readonly object[], page: number, limit: number): Promise<Page<Json>> {
  const shown = await shownDocs(db, name, caller, all);
  return { docs: shown.slice((page - 1) * limit, page * limit), total: shown.length, page, limit, pages: Math.max(1, Math.ceil(shown.length / limit)) };
}

/** One document as the route shows it; 404 (`label`, `id`) when the view leaves it out. */
export async function shownDoc(db: AnyReader, name: RouteName, caller: Caller, doc: { _id: string }, label: string): Promise<Json> {
  const [shown] = await shownDocs(db, name, caller, [doc]);
  if (!shown) throw AppError.notFound(label, doc._id);
  return shown;
}
