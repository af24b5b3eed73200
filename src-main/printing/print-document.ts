/**
 * `print.document`: load the document — from the replica; an audit, and a roadmap while the server
 * can be reached, from the server — render it for the paper, print it.
 */
import { AppError, type ErrorCode } from '../../src-shared/errors.js';
import type { PrintDocumentInput, PrintResult } from '../../src-shared/ipc/print.js';
import type { PaperSize, PrintKind, Settings } from '../../src-shared/ipc/settings.js';
import { auditTitle, renderAuditSheet, type AuditSheet } from './audit-sheet.js';
import { buyTitle, renderBuySheet } from './buy-sheet.js';
import { cashSlipTitle, renderCashSlip } from './cash-slip.js';
import { loadBuySheet, loadCashSlip, loadOrderReceipt, loadRoadmapSheet, type PrintReader } from './load.js';
import { orderReceiptTitle, renderOrderReceipt } from './order-receipt.js';
import { renderRoadmapSheet, roadmapTitle, type RoadmapSheet } from './roadmap-sheet.js';
import type { PrintService } from './service.js';

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

export function renderAudit(audit: AuditSheet, paper: PaperSize): RenderedDocument {
  return { title: auditTitle(audit), html: renderAuditSheet(audit, paper), slug: `auditoria-${audit.kind}-${audit.number}` };
}

export function renderRoadmap(roadmap: RoadmapSheet, paper: PaperSize): RenderedDocument {
  return { title: roadmapTitle(roadmap), html: renderRoadmapSheet(roadmap, paper), slug: `hoja-de-ruta-${roadmap.number}` };
}

export function renderDocument(reader: PrintReader, kind: Exclude<PrintKind, 'audit'>, id: string, paper: PaperSize): RenderedDocument {
  switch (kind) {
    case 'order': {
      const order = loadOrderReceipt(reader, id);
      return { title: orderReceiptTitle(order), html: renderOrderReceipt(order, paper), slug: `remito-${order.number}` };
    }
    case 'roadmap':
      return renderRoadmap(loadRoadmapSheet(reader, id), paper);
    case 'buy': {
      const buy = loadBuySheet(reader, id);
      return { title: buyTitle(buy), html: renderBuySheet(buy, paper), slug: `compra-${buy.number}` };
    }
    case 'cashflow': {
      const entry = loadCashSlip(reader, id);
      return { title: cashSlipTitle(entry), html: renderCashSlip(entry, paper), slug: `caja-${entry.number}` };
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

export async function printDocument(reader: PrintReader, service: PrintService, settings: Settings, input: PrintDocumentInput, loaders: ServerLoaders = {}): Promise<PrintResult> {
  const paper = input.paper ?? settings.paper[input.kind];
  let doc: RenderedDocument;
  if (input.kind === 'audit') {
    if (!loaders.audit) throw new AppError('INTERNAL', 'audits cannot be printed here');
    doc = renderAudit(await loaders.audit(input.id), paper);
  } else if (input.kind === 'roadmap' && loaders.roadmap) doc = renderRoadmap(await loadRoadmapForPrint(reader, loaders.roadmap, input.id), paper);
  else doc = renderDocument(reader, input.kind, input.id, paper);
  return service.print({
    kind: input.kind,
    title: doc.title,
    html: doc.html,
    paper,
    target: input.target,
    printer: settings.printers[input.kind],
    fileName: `${doc.slug}.pdf`,
  });
}
