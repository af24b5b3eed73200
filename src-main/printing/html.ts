/**
 * The printed page: a self-contained HTML document (no script, no outside resource) in one of two
 * layouts — A4 sheets, and 80 mm rolls for the counter's receipt printer, where columns that do
 * not fit are left out. Every value printed goes through `escapeHtml`: names and notes are typed
 * by users.
 */
import { DEFAULT_LOCALE } from '../../src-shared/constants/locales.js';
import { formatDate, formatDateTime, formatMoney } from '../../src-shared/format.js';
import type { PaperSize } from '../../src-shared/ipc/settings.js';
import type { Numeric } from '../../src-shared/money.js';
import { companyBlock } from './company.js';
import { escapeHtml } from './escape.js';
import type { PrintContext, PrintT } from './words.js';

export { escapeHtml };

/** Amounts and dates in the Argentine form whatever the words' language: the papers are in pesos. */
export const money = (x: Numeric): string => formatMoney(x, DEFAULT_LOCALE);
export const day = (value: string, print: Pick<PrintContext, 'zone'>): string => formatDate(value, DEFAULT_LOCALE, print.zone);
export const dayTime = (value: string, print: Pick<PrintContext, 'zone'>): string => formatDateTime(value, DEFAULT_LOCALE, print.zone);

/** Markup already escaped by the helpers here, as opposed to text still to escape. */
export interface Html {
  readonly html: string;
}

export const raw = (html: string): Html => ({ html });
const cell = (value: string | Html): string => (typeof value === 'string' ? escapeHtml(value) : value.html);

export interface Column {
  readonly label: string;
  readonly align?: 'right';
  /** Left out on an 80 mm roll. */
  readonly wide?: boolean;
}

export function table(paper: PaperSize, columns: readonly Column[], rows: ReadonlyArray<ReadonlyArray<string | Html>>): Html {
  const keep = columns.map((c) => paper === 'A4' || !c.wide);
  const attrs = (c: Column) => (c.align === 'right' ? ' class="num"' : '');
  const head = columns
    .filter((_, i) => keep[i])
    .map((c) => `<th${attrs(c)}>${escapeHtml(c.label)}</th>`)
    .join('');
  const body = rows.map((row) => `<tr>${row.map((value, i) => (keep[i] && columns[i] ? `<td${attrs(columns[i])}>${cell(value)}</td>` : '')).join('')}</tr>`).join('\n');
  return raw(`<table class="lines"><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`);
}

/** Label–value pairs (customer, address, date...); a missing value leaves its line out. */
export function fields(pairs: ReadonlyArray<readonly [string, string | null | undefined]>): Html {
  const lines = pairs
    .filter((pair): pair is readonly [string, string] => typeof pair[1] === 'string' && pair[1].trim() !== '')
    .map(([label, value]) => `<div class="field"><span class="label">${escapeHtml(label)}:</span> ${escapeHtml(value)}</div>`);
  return raw(`<div class="fields">${lines.join('')}</div>`);
}

/** The totals block: label and amount per line, the last one in bold unless it is no grand total. */
export function totals(lines: ReadonlyArray<readonly [string, Numeric]>, options: { grand?: boolean } = {}): Html {
  const rows = lines.map(([label, amount], i) => {
    const strong = options.grand !== false && i === lines.length - 1 ? ' class="grand"' : '';
    return `<tr${strong}><td>${escapeHtml(label)}</td><td class="num">${escapeHtml(money(amount))}</td></tr>`;
  });
  return raw(`<table class="totals">${rows.join('')}</table>`);
}

export function signature(labels: readonly string[]): Html {
  return raw(`<div class="signatures">${labels.map((l) => `<div class="signature"><div class="line"></div>${escapeHtml(l)}</div>`).join('')}</div>`);
}

/** A box the person who receives fills in by hand: "Recibí conforme", signature, printed name and DNI. */
export function receivedBox(t: PrintT): Html {
  const line = (label: string) => `<div class="fill"><span class="label">${escapeHtml(label)}:</span><span class="blank"></span></div>`;
  return raw(`<div class="box received"><div class="box-title">${escapeHtml(t('page.receivedOk'))}</div>${[t('page.signature'), t('page.printedName'), t('page.dni')].map(line).join('')}</div>`);
}

/** Blank lines to fill in by hand (what the driver collected, who received), side by side. */
export function blanks(labels: readonly string[]): Html {
  return raw(`<div class="blanks">${labels.map((l) => `<div class="fill"><span class="label">${escapeHtml(l)}:</span><span class="blank"></span></div>`).join('')}</div>`);
}

export const note = (label: string, text: string | null | undefined): Html => raw(text ? `<p class="note"><span class="label">${escapeHtml(label)}:</span> ${escapeHtml(text)}</p>` : '');

/** A line the reader must act on, boxed so it stands out on a black-and-white sheet. */
export const warning = (text: string): Html => raw(`<p class="warning">${escapeHtml(text)}</p>`);
export const section = (title: string, ...parts: Html[]): Html => raw(`<section><h2>${escapeHtml(title)}</h2>${parts.map((p) => p.html).join('')}</section>`);

const STYLES: Readonly<Record<PaperSize, string>> = {
  A4: '@page { size: A4; margin: 15mm; } body { font-size: 10.5pt; }',
  // Thermal receipt rolls are 80 mm wide with about 72 mm printable.
  '80mm': '@page { size: 80mm 297mm; margin: 3mm; } body { font-size: 8.5pt; width: 72mm; } h1 { font-size: 12pt; }',
};

const COMMON_STYLE = `
* { box-sizing: border-box; }
body { font-family: "DejaVu Sans", Arial, sans-serif; color: #000; margin: 0; overflow-wrap: anywhere; }
header { border-bottom: 1px solid #000; margin-bottom: 6px; padding-bottom: 4px; display: flex; justify-content: space-between; align-items: flex-start; gap: 12px; }
.paper-80mm header { flex-direction: column; gap: 4px; }
h1 { font-size: 16pt; margin: 0; }
h2 { font-size: 1.05em; margin: 10px 0 4px; }
.company { display: flex; gap: 8px; align-items: flex-start; font-size: 0.9em; }
.company-name { font-weight: bold; font-size: 1.15em; }
.company .logo { max-height: 18mm; max-width: 40mm; object-fit: contain; }
.document { text-align: right; flex-shrink: 0; }
.document h1 { white-space: nowrap; }
.paper-80mm .document { text-align: left; }
.document .meta { font-size: 0.95em; }
.label { font-weight: bold; }
.warning { border: 2px solid #000; padding: 3px 6px; margin: 4px 0; font-weight: bold; }
.num, table.lines td.num { font-variant-numeric: tabular-nums; }
.box { border: 1px solid #000; padding: 6px 8px; margin-top: 14px; break-inside: avoid; }
.box-title { font-weight: bold; margin-bottom: 4px; }
.fill { display: flex; align-items: flex-end; gap: 6px; margin-top: 14px; }
.fill .label { white-space: nowrap; }
.fill .blank { flex: 1; border-bottom: 1px solid #000; min-width: 20mm; height: 1em; }
.blanks { display: grid; grid-template-columns: 1fr 2fr; column-gap: 16px; }
.blanks .fill:only-child { grid-column: 1 / -1; }
.paper-80mm .blanks { grid-template-columns: 1fr; }
table { width: 100%; border-collapse: collapse; }
table.lines th { text-align: left; border-bottom: 1px solid #000; }
table.lines th.num { text-align: right; }
.fields { margin-bottom: 8px; }
table.lines td, table.lines th { padding: 2px 3px; vertical-align: top; }
.num { text-align: right; white-space: nowrap; }
/* Figures take the width they need; the text column (the product) takes the rest. */
table.lines .num { width: 1%; padding-left: 10px; }
table.totals { margin-top: 6px; }
table.totals tr.grand td { font-weight: bold; border-top: 1px solid #000; }
.signatures { display: flex; gap: 24px; margin-top: 36px; justify-content: flex-end; }
.signature { flex: 1; max-width: 85mm; text-align: center; }
.signature .line { border-top: 1px solid #000; margin-bottom: 2px; height: 0; }
section { break-inside: avoid; }
`;

/**
 * A whole printable document: the company's header, the document's heading with what identifies it
 * (`meta`: its number, its date), then the body. The only outside content is the company's logo, a
 * data URL: the policy allows images from `data:` and nothing else.
 */
export function page(options: { title: string; heading: string; meta?: readonly string[]; paper: PaperSize; body: readonly Html[]; print: PrintContext }): string {
  const { title, heading, paper, print } = options;
  const meta = (options.meta ?? []).map((line) => `<div class="meta">${escapeHtml(line)}</div>`).join('');
  return `<!doctype html>
<html lang="${print.lang}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${escapeHtml(title)}</title>
<style>${COMMON_STYLE}${STYLES[paper]}</style>
</head>
<body class="paper-${paper === 'A4' ? 'a4' : '80mm'}">
<header>${companyBlock(print.company, print.t)}<div class="document"><h1>${escapeHtml(heading)}</h1>${meta}</div></header>
${options.body.map((part) => part.html).join('\n')}
</body>
</html>
`;
}
