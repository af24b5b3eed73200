/**
 * Planner parity (issue 20): every planned write route runs its planner through the server's
 * adapter (over the real database, SQLite and PostgreSQL) and the desktop's (over a replica that
 * pulled the same data as the same user), with the same input, actor, time and ids; the two plans
 * must be identical, and the write the desk queues must show every document of its plan. Then the route itself runs on the server, and the documents it stored must be
 * the plan's but for the fields only the store sets. The cases are parity-cases.ts, by route name.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { z } from 'zod';
import type { ReplicaDoc } from '../../../src-main/replica/index.js';
import { isCreate } from '../../../src-main/ipc/handlers/optimistic.js';
import { withPlan } from '../../../src-main/ipc/handlers/plan-queued.js';
import { replicaPlanReads } from '../../../src-main/replica/plan-reads.js';
import type { Mutation } from '../../../src-main/sync/index.js';
import { serverPlanReads } from '../../../src-server/features/plan-reads.js';
import { localDay } from '../../../src-shared/business-day.js';
import { BUSINESS_SETTINGS_ID, businessSettingsOf } from '../../../src-shared/business-settings.js';
import { AppError } from '../../../src-shared/errors.js';
import { plannerOf, ROUTE_PLANNERS, type Plan, type PlanActor, type PlanCollection, type PlanContext } from '../../../src-shared/planners/index.js';
import { isRecord } from '../../../src-shared/records.js';
import { findRoute, ROUTES, routeByName, type RouteName } from '../../../src-shared/routes/index.js';
import { expectStatus } from '../../support/actors.js';
import { ADMIN, call, FLAVOURS, signIn, startTestServer, type TestServer } from '../../support/server.js';
import { openTestReplica, syncUntilSettled, type TestReplica } from '../../support/sync-replicas.js';
import { makeWorld, NOT_DOCUMENT_WRITES, NOT_PLANNED_YET, PARITY_CASES, type CaseInput, type ParityCase, type World } from './parity-cases.js';

/** The fields the store sets on every document it writes, whatever the plan says: the one list the comparison leaves out. */
const STORE_FIELDS = ['number', 'status', 'createdAt', 'updatedAt', 'createdBy'] as const;

const NOW = '2026-03-05T15:00:00.000Z';

/** The same time and ids, in the same order, for both runs of a planner. */
function contextFor(actor: PlanActor, now: string): PlanContext {
  let next = 0;
  return { actor, now, newId: () => `6c0b00000000000000000${(++next).toString(16).padStart(3, '0')}` };
}

/** The clock's time, a moment after the last write the case made: what it wrote falls before it. */
async function clockTime(): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 2));
  return new Date().toISOString();
}

const writeRoutes = (): RouteName[] => ROUTES.filter((route) => route.method !== 'GET').map((route) => route.name);

describe('every write route is planned or listed as not planned yet', () => {
  it('the list of routes not planned yet is exactly the write routes without a planner', () => {
    const outside = new Set<string>([...NOT_PLANNED_YET, ...NOT_DOCUMENT_WRITES]);
    const unplanned = writeRoutes().filter((name) => plannerOf(name) === undefined && !NOT_DOCUMENT_WRITES.includes(name));
    expect([...NOT_PLANNED_YET].sort()).toEqual(unplanned.sort());
    for (const name of Object.keys(ROUTE_PLANNERS)) expect(outside.has(name), `${name} has a planner`).toBe(false);
  });

  it('every planned route has parity cases', () => {
    const missing = Object.keys(ROUTE_PLANNERS).filter((name) => (PARITY_CASES[name as RouteName]?.length ?? 0) === 0);
    expect(missing).toEqual([]);
  });
});

/** A route's arguments as the server and the IPC router parse them, by the route's own schemas. */
function routeArgs(name: RouteName, input: CaseInput): { params: unknown; query: unknown; body: unknown } {
  const route = findRoute(name);
  if (route === undefined) throw new Error(`no route ${name}`);
  const parse = (schema: z.ZodType | undefined, value: unknown) => schema?.parse(value ?? {});
  return { params: parse(route.params, input.params), query: parse(route.query, input.query), body: parse(route.body, input.body) };
}

function requestOf(name: RouteName, input: CaseInput): { method: string; path: string } {
  const route = routeByName(name);
  const path = route.path.replace(/\{(\w+)\}/g, (_, key: string) => input.params?.[key] ?? '');
  const query = new URLSearchParams(Object.entries(input.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  return { method: route.method, path: query ? `${path}?${query}` : path };
}

async function outcome(run: () => Promise<Plan>): Promise<{ plan: Plan } | { refusal: AppError }> {
  try {
    return { plan: await run() };
  } catch (error) {
    if (error instanceof AppError) return { refusal: error };
    throw error;
  }
}

const withoutStoreFields = (doc: object): Record<string, unknown> => Object.fromEntries(Object.entries(doc).filter(([key]) => !(STORE_FIELDS as readonly string[]).includes(key)));

describe.each(FLAVOURS)('planner parity on %s', (flavour) => {
  let server: TestServer;
  let world: World;
  const desks = new Map<'admin' | 'partner', { replica: TestReplica; token: string; session: { actor: PlanActor; user: ReplicaDoc } }>();

  beforeAll(async () => {
    server = await startTestServer(flavour, inject('postgresUrl'));
    const admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    world = await makeWorld(server.url, admin);
    for (const [who, token] of [
      ['admin', admin],
      ['partner', world.partner.token],
    ] as const) {
      const me = await expectStatus(call<{ user: ReplicaDoc; role: PlanActor['role'] }>(server.url, 'GET', '/auth/me', { token }));
      desks.set(who, { replica: openTestReplica({ baseUrl: server.url, token }), token, session: { actor: { id: me.user._id, role: me.role }, user: me.user } });
    }
  });
  afterAll(async () => {
    for (const desk of desks.values()) await desk.replica.close();
    await server?.close();
  });

  const cases = Object.entries(PARITY_CASES).flatMap(([route, list]) => (list ?? []).map((c): [string, RouteName, ParityCase] => [`${route}: ${c.name}`, route as RouteName, c]));

  it.each(cases)('%s', async (_title, route, parityCase) => {
    const planner = plannerOf(route);
    if (planner === undefined) throw new Error(`${route} has cases but no planner`);
    const desk = desks.get(parityCase.as);
    if (desk === undefined) throw new Error(`no desk for ${parityCase.as}`);
    const input = await parityCase.input(world);
    await syncUntilSettled(desk.replica.engine);
    const args = routeArgs(route, input);
    const { actor, user } = desk.session;
    const held = [{ collection: (actor.role === 'CUSTOMER' ? 'customers' : 'users') as PlanCollection, doc: user }];

    const now = parityCase.atClock ? await clockTime() : NOW;
    const onServer = await outcome(() => planner(args, serverPlanReads(server.database.db), contextFor(actor, now)));
    const deskReads = replicaPlanReads(desk.replica.reader, actor.role, held);
    const onDesk = await outcome(() => planner(args, deskReads, contextFor(actor, now)));
    if (parityCase.unheld) {
      expect('refusal' in onDesk && deskReads.missedAny(), 'the desk lacks an input').toBe(true);
    } else {
      expect(onDesk).toEqual(onServer);
    }
    if ('plan' in onDesk && !parityCase.unheld) await expectQueuedShows(route, args, onDesk.plan, desk, now);

    const request = requestOf(route, input);
    const answer = await call<Record<string, unknown>>(server.url, request.method, request.path, { token: desk.token, body: input.body });
    if ('refusal' in onServer) {
      expect(parityCase.refused, `${route} refused: ${onServer.refusal.message}`).toBe(true);
      expect(answer.status).toBe(onServer.refusal.status);
      expect((answer.body as { details?: unknown }).details).toEqual(onServer.refusal.details);
      return;
    }
    expect(parityCase.refused ?? false).toBe(false);
    expect(answer.status).toBeLessThan(300);
    await expectStored(server, onServer.plan, parityCase, world, now);
  });
});

/**
 * The write the desk queues (`withPlan`, over the same replica, with the same time and ids) shows
 * every document of the plan as planned — a delivery's cash entry and account movements too, under
 * the ids the desk made for them until the server's come — so the desk shows what the server stores.
 */
async function expectQueuedShows(
  route: RouteName,
  args: ReturnType<typeof routeArgs>,
  plan: Plan,
  desk: { replica: TestReplica; session: { actor: PlanActor; user: ReplicaDoc } },
  now: string,
): Promise<void> {
  const planner = plannerOf(route);
  if (planner === undefined) throw new Error(`${route} has no planner`);
  const creates = isCreate(routeByName(route));
  const ids = contextFor(desk.session.actor, now);
  // A create planned under the id it was queued with takes it in place of the first new one.
  if (creates && !(isRecord(args.body) && typeof args.body._id === 'string')) ids.newId();
  const sent: Mutation = { method: 'POST', path: '/', collection: plan.doc.collection, docId: plan.doc._id, optimistic: null };
  const sources = { replica: desk.replica.reader, signedIn: () => desk.session, now: () => new Date(now), newId: () => ids.newId() };
  const queued = await withPlan(sent, args, planner, sources, creates);
  if (plan.removes) expect(queued.optimistic).toBeNull();
  else expect(queued.optimistic).toMatchObject({ ...plan.doc.fields, _id: plan.doc._id });
  expect((queued.linked ?? []).map((change) => [change.collection, change.docId])).toEqual(plan.linked.map((doc) => [doc.collection, doc._id]));
  for (const [i, planned] of plan.linked.entries()) expect(queued.linked?.[i]?.optimistic).toMatchObject({ ...planned.fields, _id: planned._id });
}

/** What the server stored for each of the plan's documents is the plan's, but for the store's own fields. */
async function expectStored(server: TestServer, plan: Plan, parityCase: ParityCase, world: World, now: string): Promise<void> {
  const reads = serverPlanReads(server.database.db);
  const storedOf = async (collection: PlanCollection, id: string) => (await reads.docs(collection, [id])).get(id) as Record<string, unknown> | undefined;
  const main = await storedOf(plan.doc.collection, plan.doc._id);
  // A hard delete leaves no document behind; the others it changes are stored as for any write.
  if (plan.removes) expect(main, `${plan.doc.collection} ${plan.doc._id} removed`).toBeUndefined();
  else expect(main, `${plan.doc.collection} ${plan.doc._id} stored`).toBeDefined();
  // The ids the server made itself for new linked documents, and for the stock records a plan names, stand in for the plan's.
  const made = (await parityCase.madeIds?.(main ?? {}, world)) ?? [];
  const minted = [
    ...plan.linked.filter((doc) => doc.before === null && !made.includes(doc._id)).map((doc) => doc._id),
    ...plan.stock.flatMap((move) => (move.record === undefined ? [] : [move.record])),
  ];
  // The plan's time stands for the write's own (what the store stamped as the main document's updatedAt).
  const written = String(main?.updatedAt);
  let text = JSON.stringify(plan).replaceAll(now, written);
  minted.forEach((planned, i) => {
    const id = made[i];
    if (id !== undefined) text = text.replaceAll(planned, id);
  });
  const settled = JSON.parse(text) as Plan;
  // An audit's name carries the business day it closes on: the write's day, not the plan's.
  if (settled.doc.collection === 'audits' && main !== undefined) {
    const zone = businessSettingsOf(await storedOf('settings', BUSINESS_SETTINGS_ID)).timeZone;
    const audit = settled.doc.fields as { name: string };
    audit.name = audit.name.replace(localDay(now, zone), localDay(written, zone));
  }
  for (const planned of [...(plan.removes ? [] : [settled.doc]), ...settled.linked]) {
    const stored = await storedOf(planned.collection, planned._id);
    expect(stored, `${planned.collection} ${planned._id} stored`).toBeDefined();
    // A product whose stock the plan moves has its figures refreshed by the stock service, not the plan.
    const figures = (doc: object) => (planned.collection === 'products' && plan.stock.some((move) => move.product === planned._id) ? { ...doc, inventory: undefined } : doc);
    expect(figures(withoutStoreFields(stored ?? {}))).toEqual(figures(withoutStoreFields({ ...planned.fields, _id: planned._id })));
  }
}
