/** `print.document`: load the document from the replica (an audit from the server), render it for the paper, print it. */
import { AppError } from '../../src-shared/errors.js';
import type { PrintDocumentInput, PrintResult } from '../../src-shared/ipc/print.js';
import type { PaperSize, PrintKind, Settings } from '../../src-shared/ipc/settings.js';
import { auditTitle, renderAuditSheet, type AuditSheet } from './audit-sheet.js';
import { buyTitle, renderBuySheet } from './buy-sheet.js';
import { cashSlipTitle, renderCashSlip } from './cash-slip.js';
import { loadBuySheet, loadCashSlip, loadOrderReceipt, loadRoadmapSheet, type PrintReader } from './load.js';
import { orderReceiptTitle, renderOrderReceipt } from './order-receipt.js';
import { renderRoadmapSheet, roadmapTitle } from './roadmap-sheet.js';
import type { PrintService } from './service.js';

export interface RenderedDocument {
  title: string;
  html: string;
  /** For the PDF's file name. */
  slug: string;
}

/** Audits are read from the server, not the replica (`audit-load.ts`). */
export type AuditLoader = (id: string) => Promise<AuditSheet>;

export function renderAudit(audit: AuditSheet, paper: PaperSize): RenderedDocument {
  return { title: auditTitle(audit), html: renderAuditSheet(audit, paper), slug: `auditoria-${audit.kind}-${audit.number}` };
}

export function renderDocument(reader: PrintReader, kind: Exclude<PrintKind, 'audit'>, id: string, paper: PaperSize): RenderedDocument {
  switch (kind) {
    case 'order': {
      const order = loadOrderReceipt(reader, id);
      return { title: orderReceiptTitle(order), html: renderOrderReceipt(order, paper), slug: `remito-${order.number}` };
    }
    case 'roadmap': {
      const roadmap = loadRoadmapSheet(reader, id);
      return { title: roadmapTitle(roadmap), html: renderRoadmapSheet(roadmap, paper), slug: `hoja-de-ruta-${roadmap.number}` };
    }
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

export async function printDocument(reader: PrintReader, service: PrintService, settings: Settings, input: PrintDocumentInput, loadAudit?: AuditLoader): Promise<PrintResult> {
  const paper = input.paper ?? settings.paper[input.kind];
  let doc: RenderedDocument;
  if (input.kind === 'audit') {
    if (!loadAudit) throw new AppError('INTERNAL', 'audits cannot be printed here');
    doc = renderAudit(await loadAudit(input.id), paper);
  } else doc = renderDocument(reader, input.kind, input.id, paper);
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
