/**
 * The answers the desktop prints from, checked in full (fields beyond them pass through) and typed
 * by the shared interfaces they stand for (each schema is declared as `z.ZodType<Interface>`, so
 * the two cannot drift apart): a driver's roadmaps with their stops (`roadmap.byDriver`,
 * roadmap-sheet.ts), and audits as the lists serve them, parties populated and transactions paged
 * (documents/audits.ts).
 */
import { z } from 'zod';
import { ORDER_PAYMENT_METHODS } from '../../constants/orders.js';
import { UNITS } from '../../constants/products.js';
import type { AuditFields } from '../../documents/audits.js';
import type { RoadmapStop, RoadmapTotals, StopAddress, StopItem } from '../../roadmap-sheet.js';
import { pageOf, storedDoc } from './shapes.js';

const stopItem: z.ZodType<StopItem> = z.looseObject({ number: z.number(), product: z.string(), name: z.string(), unit: z.enum(UNITS).nullable(), quantity: z.number() });
const stopAddress: z.ZodType<StopAddress> = z.looseObject({
  label: z.string().nullable(),
  street: z.string().nullable(),
  unit: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
});
const paymentMethod = z.enum(ORDER_PAYMENT_METHODS);

const roadmapStop: z.ZodType<RoadmapStop> = z.looseObject({
  position: z.number().int(),
  kind: z.enum(['delivery', 'pickup']),
  ref: z.string(),
  number: z.number(),
  party: z.looseObject({ kind: z.enum(['customer', 'provider']), id: z.string(), name: z.string() }),
  address: stopAddress.nullable(),
  addressLine: z.string(),
  phone: z.string().nullable(),
  items: z.array(stopItem),
  amount: z.number(),
  toCollect: z.number(),
  paymentMethod: paymentMethod.nullable(),
  onAccount: z.boolean(),
  done: z.boolean(),
  // A server from before the mark sends none: its stops read as deliveries.
  customerPicksUp: z.boolean().default(false),
  notes: z.string().nullable(),
});

const roadmapTotals: z.ZodType<RoadmapTotals> = z.looseObject({
  stops: z.number().int(),
  deliveries: z.number().int(),
  pickups: z.number().int(),
  toCollect: z.number(),
  toCollectByPaymentMethod: z.record(paymentMethod, z.number()),
});

/** A driver's roadmap as `roadmap.byDriver` lists it: the roadmap, its driver's name, its stops and totals. */
export const roadmapWithStops = storedDoc({
  number: z.number().int(),
  driver: z.string(),
  date: z.string(),
  notes: z.string().nullable(),
  driverName: z.string(),
  stops: z.array(roadmapStop),
  totals: roadmapTotals,
});

/** A party of an audit: its id, or (asked to populate) the party itself with its name. */
const auditParty = z.union([z.string(), z.looseObject({ _id: z.string(), name: z.unknown().optional() })]).nullable();
const auditTransaction: z.ZodType<AuditFields['transactions'][number]> = z.looseObject({ collection: z.string(), id: z.string(), amount: z.number().optional(), at: z.string().optional() });

/** An audit as the lists serve it: parties id or populated, its transactions one page at a time. */
export const listedAudit = storedDoc({
  number: z.number().int(),
  createdAt: z.string(),
  kind: z.enum(['commercial', 'partner', 'provider', 'customer', 'inventory']),
  partner: auditParty,
  customer: auditParty,
  provider: auditParty,
  from: z.string().nullable(),
  to: z.string(),
  notes: z.string().nullable(),
  summary: z.record(z.string(), z.unknown()),
  name: z.string(),
  transactions: pageOf(auditTransaction),
});

/** An audit as its create answers it: its transactions whole. */
export const createdAudit = listedAudit.extend({ transactions: z.array(auditTransaction) });
