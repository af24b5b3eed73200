/**
 * `print.document`: load the document — from the replica; an audit, and a roadmap while the server
 * can be reached, from the server — render it for the paper in the app's language under the
 * company's header, print it.
 */
import { said } from '../../src-shared/error-keys/index.js';
import { AppError, type ErrorCode } from '../../src-shared/errors.js';
import type { PrintDocumentInput, PrintResult } from '../../src-shared/ipc/print.js';
import type { PaperSize, PrintKind, Settings } from '../../src-shared/ipc/settings.js';
import { auditTitle, renderAuditSheet, type AuditSheet } from './audit-sheet.js';
import { buyTitle, renderBuySheet } from './buy-sheet.js';
import { cashSlipTitle, renderCashSlip } from './cash-slip.js';
import { companyOf } from './company.js';
import { loadBuySheet, loadCashSlip, loadOrderReceipt, loadRoadmapSheet, type PrintReader } from './load.js';
import { orderReceiptTitle, renderOrderReceipt } from './order-receipt.js';
import { loadPaymentReceipt } from './payment-load.js';
import { paymentReceiptTitle, renderPaymentReceipt } from './payment-receipt.js';
import { renderRoadmapSheet, roadmapTitle, type RoadmapSheet } from './roadmap-sheet.js';
import type { PrintService } from './service.js';
import { printContext, type PrintContext } from './words.js';
import { replicaZone } from '../replica/business-zone.js';

export interface RenderedDocument {
  title: string;
  html: string;
  /** For the PDF's file name. */
  slug: string;
}

/** Audits are read from the server, not the replica (`audit-load.ts`). */
export type AuditLoader = (id: string) => Promise<AuditSheet>;

/** Roadmaps are read from the server, which knows the customers' accounts (`roadmap-load.ts`). */
export type RoadmapLoader = (id: string) => Promise<RoadmapSheet>;

export interface ServerLoaders {
  audit?: AuditLoader;
  roadmap?: RoadmapLoader;
}

/** The API client's failures that mean the server was not reached, as opposed to an answer. */
const UNREACHABLE: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['OFFLINE', 'TIMEOUT']);

export function renderAudit(audit: AuditSheet, paper: PaperSize, print: PrintContext): RenderedDocument {
  return { title: auditTitle(audit, print.t), html: renderAuditSheet(audit, paper, print), slug: `auditoria-${audit.kind}-${audit.number}` };
}

export function renderRoadmap(roadmap: RoadmapSheet, paper: PaperSize, print: PrintContext): RenderedDocument {
  return { title: roadmapTitle(roadmap, print.t), html: renderRoadmapSheet(roadmap, paper, print), slug: `hoja-de-ruta-${roadmap.number}` };
}

export function renderDocument(reader: PrintReader, kind: Exclude<PrintKind, 'audit'>, id: string, paper: PaperSize, print: PrintContext): RenderedDocument {
  const { t } = print;
  switch (kind) {
    case 'order': {
      const order = loadOrderReceipt(reader, id);
      return { title: orderReceiptTitle(order, t), html: renderOrderReceipt(order, paper, print), slug: `remito-${order.number}` };
    }
    case 'roadmap':
      return renderRoadmap(loadRoadmapSheet(reader, id), paper, print);
    case 'buy': {
      const buy = loadBuySheet(reader, id);
      return { title: buyTitle(buy, t), html: renderBuySheet(buy, paper, print), slug: `compra-${buy.number}` };
    }
    case 'cashflow': {
      const entry = loadCashSlip(reader, id);
      return { title: cashSlipTitle(entry, t), html: renderCashSlip(entry, paper, print), slug: `caja-${entry.number}` };
    }
    case 'payment': {
      const receipt = loadPaymentReceipt(reader, id);
      return { title: paymentReceiptTitle(receipt, t), html: renderPaymentReceipt(receipt, paper, print), slug: `recibo-${receipt.number}` };
    }
  }
}

/**
 * The server's sheet of the roadmap; the replica's only when the server cannot be reached, so a
 * desk without network still prints (with the accounts its replica knows). A refusal (403, 404...)
 * is the server's answer, not an outage: it is thrown to the user like any other print error.
 */
export async function loadRoadmapForPrint(reader: PrintReader, loadRoadmap: RoadmapLoader, id: string): Promise<RoadmapSheet> {
  try {
    return await loadRoadmap(id);
  } catch (error) {
    if (error instanceof AppError && UNREACHABLE.has(error.code)) return loadRoadmapSheet(reader, id);
    throw error;
  }
}

/** The paper and printer a print uses: the ones asked for, else the ones last used for its type. */
export function printChoice(settings: Settings, input: PrintDocumentInput): { paper: PaperSize; printer: string | null } {
  return { paper: input.paper ?? settings.paper[input.kind], printer: input.printer === undefined ? settings.printers[input.kind] : input.printer };
}

export async function printDocument(reader: PrintReader, service: PrintService, settings: Settings, input: PrintDocumentInput, loaders: ServerLoaders = {}): Promise<PrintResult> {
  const { paper, printer } = printChoice(settings, input);
  const print = printContext(settings.locale, companyOf(reader), replicaZone(reader));
  let doc: RenderedDocument;
  if (input.kind === 'audit') {
    if (!loaders.audit) throw AppError.refuse('INTERNAL', said('print.auditsElsewhere', {}));
    doc = renderAudit(await loaders.audit(input.id), paper, print);
  } else if (input.kind === 'roadmap' && loaders.roadmap) doc = renderRoadmap(await loadRoadmapForPrint(reader, loaders.roadmap, input.id), paper, print);
  else doc = renderDocument(reader, input.kind, input.id, paper, print);
  return service.print({ kind: input.kind, title: doc.title, html: doc.html, paper, target: input.target, printer, fileName: `${doc.slug}.pdf` });
}
