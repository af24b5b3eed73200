/**
 * The history test's random run: the invariant run's commerce and ledger actions (orders and buys
 * through their state machines, stock, cash flow, payments, receipts), plus writes they do not make —
 * customer edits with nested address fields, disabling, provider enable/disable, roadmaps created
 * and hard-deleted — from concurrent clients over HTTP; then a short fixed coda making one write of
 * each kind, so every kind is checked whatever the seed picked.
 */
import { emptyPools, send, type ActionContext, type ActionDef, type Outcome } from './invariants-context.js';
import { pickWeighted, seededRng, type Rng } from './invariants-random.js';
import { ACTIONS } from './invariants-run.js';
import { CLIENTS, type InvariantWorld } from './invariants-world.js';
import { call } from './server.js';

export interface HistoryPools {
  customers: string[];
  providers: string[];
  roadmaps: string[];
}

const CITIES = ['Temperley', 'Lomas', 'Banfield', 'Adrogué'];
const created = (outcome: Outcome): string | null => (outcome.status === 201 ? (outcome.body as { _id: string })._id : null);

function extraActions(pools: HistoryPools, driver: string): ActionDef[] {
  const pick = (rng: Rng, list: readonly string[]) => (list.length === 0 ? null : rng.pick(list));
  const day = (rng: Rng) => `2031-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  return [
    {
      name: 'customer.create',
      weight: 2,
      async run(ctx: ActionContext) {
        const outcome = await send(ctx, 'POST', '/customer', { name: `Cliente ${ctx.rng.int(1, 1e6)}`, address: { label: 'Local', street: 'Meeks 1', city: 'Temperley', province: 'Buenos Aires' } });
        const id = created(outcome);
        if (id) pools.customers.push(id);
        return outcome;
      },
    },
    {
      name: 'customer.update',
      weight: 4,
      async run(ctx: ActionContext) {
        const id = pick(ctx.rng, [...pools.customers, ...ctx.world.customers.map((c) => c.id)]);
        if (!id) return null;
        const body = ctx.rng.chance(0.5)
          ? { address: { city: ctx.rng.pick(CITIES), ...(ctx.rng.chance(0.5) ? { unit: String(ctx.rng.int(1, 9)) } : { lat: ctx.rng.chance(0.5) ? null : -34.7 }) } }
          : { notes: ctx.rng.chance(0.3) ? null : `nota ${ctx.rng.int(1, 99)}`, segment: ctx.rng.pick(['Almacén', 'Kiosco', null]) };
        return send(ctx, 'PATCH', `/customer/${id}`, body);
      },
    },
    {
      name: 'customer.disable',
      weight: 1,
      async run(ctx: ActionContext) {
        const id = pick(ctx.rng, pools.customers);
        return id ? send(ctx, 'PUT', `/customer/${id}`) : null;
      },
    },
    {
      name: 'provider.update',
      weight: 2,
      async run(ctx: ActionContext) {
        return send(ctx, 'PATCH', `/provider/${ctx.rng.pick(pools.providers)}`, { phone: String(ctx.rng.int(1000000, 9999999)), links: ctx.rng.chance(0.5) ? [] : ['https://example.com/a'] });
      },
    },
    {
      name: 'provider.status',
      weight: 1.5,
      async run(ctx: ActionContext) {
        const id = ctx.rng.pick(pools.providers);
        return send(ctx, 'PUT', ctx.rng.chance(0.5) ? `/provider/${id}` : `/provider/${id}/enable`);
      },
    },
    {
      name: 'roadmap.create',
      weight: 2,
      async run(ctx: ActionContext) {
        const outcome = await send(ctx, 'POST', '/roadmap', { driver, date: day(ctx.rng), notes: ctx.rng.chance(0.5) ? 'ruta sur' : null });
        const id = created(outcome);
        if (id) pools.roadmaps.push(id);
        return outcome;
      },
    },
    {
      name: 'roadmap.remove',
      weight: 3,
      async run(ctx: ActionContext) {
        const index = pools.roadmaps.length === 0 ? -1 : ctx.rng.int(0, pools.roadmaps.length - 1);
        if (index < 0) return null;
        const [id] = pools.roadmaps.splice(index, 1);
        return send(ctx, 'DELETE', `/roadmap/${id ?? ''}`);
      },
    },
  ];
}

export interface HistoryRunReport {
  /** Answers per action and status. */
  counts: Map<string, Map<number, number>>;
  /** Answers outside 2xx, 400 and 409. */
  failures: string[];
}

const ACCEPTED = new Set([200, 201, 400, 409]);

/** `total` answered actions from `CLIENTS` concurrent clients, each with its own seeded choices. */
export async function runHistoryActions(world: InvariantWorld, seed: number, total: number): Promise<HistoryRunReport> {
  const post = async (path: string, body: unknown) => (await call<{ _id: string }>(world.url, 'POST', path, { token: world.admin, body })).body._id;
  const driver = await post('/user', { name: 'Chofer Uno', username: 'chofer1', role: 'OPERACION', isDriver: true });
  const pools: HistoryPools = { customers: [], providers: [await post('/provider', { name: 'Proveedor Extra' }), world.providers[2] ?? ''], roadmaps: [] };
  const actions = [...ACTIONS, ...extraActions(pools, driver)];
  const report: HistoryRunReport = { counts: new Map(), failures: [] };
  const shared = emptyPools();
  const client = async (index: number, count: number) => {
    const rng = seededRng(seed + index * 7919);
    const token = world.operators[index] ?? '';
    for (let done = 0; done < count;) {
      const action = pickWeighted(rng, actions);
      const outcome = await action.run({ world, pools: shared, rng, token });
      if (!outcome) continue;
      done += 1;
      const byStatus = report.counts.get(action.name) ?? new Map<number, number>();
      byStatus.set(outcome.status, (byStatus.get(outcome.status) ?? 0) + 1);
      report.counts.set(action.name, byStatus);
      if (!ACCEPTED.has(outcome.status)) report.failures.push(`${action.name}: HTTP ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 400)}`);
    }
  };
  const share = Math.ceil(total / CLIENTS);
  await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index, Math.max(0, Math.min(share, total - index * share)))));
  await coda(world, report, pools.providers[0] ?? '', driver);
  return report;
}

/** One of each write kind whatever the dice said: a create, a nested update, a disable, enable, delete. */
async function coda(world: InvariantWorld, report: HistoryRunReport, provider: string, driver: string): Promise<void> {
  const token = world.operators[0] ?? '';
  const step = async (name: string, method: string, path: string, body?: unknown): Promise<Outcome> => {
    const answer = await call(world.url, method, path, body === undefined ? { token } : { token, body });
    const byStatus = report.counts.get(name) ?? new Map<number, number>();
    byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    report.counts.set(name, byStatus);
    if (answer.status >= 300) report.failures.push(`${name}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 400)}`);
    return answer;
  };
  const customer = created(await step('coda.customerCreate', 'POST', '/customer', { name: 'Cliente final', address: { label: 'Casa', street: 'Mitre 2', city: 'Lomas', province: 'Buenos Aires' } }));
  await step('coda.customerUpdate', 'PATCH', `/customer/${customer ?? ''}`, { address: { city: 'Banfield' }, notes: 'última' });
  await step('coda.customerDisable', 'PUT', `/customer/${customer ?? ''}`);
  await step('coda.providerDisable', 'PUT', `/provider/${provider}`);
  await step('coda.providerEnable', 'PUT', `/provider/${provider}/enable`);
  const roadmap = created(await step('coda.roadmapCreate', 'POST', '/roadmap', { driver, date: '2032-01-15', notes: null }));
  await step('coda.roadmapRemove', 'DELETE', `/roadmap/${roadmap ?? ''}`);
}

/** Successful answers per action name. */
export function successes(report: HistoryRunReport): Map<string, number> {
  return new Map([...report.counts].map(([name, byStatus]) => [name, (byStatus.get(200) ?? 0) + (byStatus.get(201) ?? 0)]));
}
