/**
 * What a caller reads of every collection, as the route table derives it (src-shared/routes/reads.ts):
 * sync pulls and history both ask here, so neither gives a role more than its routes do.
 */
import { readRule, withinScope, type OwnerColumn, type ReadRule } from '../../../src-shared/routes/reads.js';
import { VIEWS, type Viewer } from '../../../src-shared/routes/views.js';
import type { AnyReader, CollectionDef } from '../../db/documents.js';
import type { Caller } from '../../http/context.js';
import { COLLECTIONS } from '../registry.js';
import { ownerIdOf, viewerOf } from './viewer.js';

type Json = Readonly<Record<string, unknown>>;

export interface CallerReads {
  /** The rule of each collection the caller reads; a collection absent here it does not read. */
  readonly rules: ReadonlyMap<string, ReadRule>;
  readonly viewer: Viewer;
  /** The caller's id in owner columns. */
  readonly me: string | null;
}

export function rulesOf(caller: Caller): Map<string, ReadRule> {
  const rules = new Map<string, ReadRule>();
  for (const def of COLLECTIONS) {
    const rule = readRule(caller.role, def.name);
    if (rule) rules.set(def.name, rule);
  }
  return rules;
}

export async function callerReads(db: AnyReader, caller: Caller, rules: ReadonlyMap<string, ReadRule> = rulesOf(caller)): Promise<CallerReads> {
  const needsTaxes = [...rules.values()].some((rule) => rule.view !== null && VIEWS[rule.view].needsTaxes);
  return { rules, viewer: await viewerOf(db, caller, needsTaxes), me: ownerIdOf(caller) };
}

/** The document as the caller reads it, or null when it may not read it at all. */
export function seenDoc(reads: CallerReads, def: CollectionDef<object>, doc: Json): Json | null {
  const rule = reads.rules.get(def.name);
  if (!rule) return null;
  const owners = def.owners ? def.owners(doc as never) : {};
  if (!withinScope(rule.scope, doc, (column: OwnerColumn) => owners[column], reads.me)) return null;
  return rule.view === null ? doc : VIEWS[rule.view].show(doc, reads.viewer);
}

/** The stored fields of a collection the caller sees as they are: all, or those its view passes on. */
export function seenFields(reads: CallerReads, collection: string): readonly string[] | 'all' {
  const rule = reads.rules.get(collection);
  return !rule ? [] : rule.view === null ? 'all' : VIEWS[rule.view].fields;
}
