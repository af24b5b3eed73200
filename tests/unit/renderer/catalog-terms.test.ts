/**
 * One term per concept, in what a Spanish-speaking user reads on screens, on prints and in
 * exports (whose headers are the screens' words): "Aporte" (never "Contribución"), "N.º" for a
 * document's number (never "Nro", "Nº", "N°", "#" or "Número"), "Medio de pago/cobro", and
 * "Concepto" for a cash entry's concept. A counted word takes its own singular form. A percentage
 * keeps its figure and "%" together (a no-break space), as the percentage formatter writes it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { es as printEs } from '../../../src-main/printing/catalog/es.js';
import { CATALOG } from '../../../src-renderer/i18n/catalog.js';
import { makeI18n } from '../../../src-renderer/i18n/i18n.js';

const CATALOGS: Readonly<Record<string, Readonly<Record<string, string>>>> = { screens: CATALOG['es-AR'], prints: printEs };

const REJECTED: readonly { variant: RegExp; use: string }[] = [
  { variant: /Contribuci[oó]n/i, use: 'Aporte' },
  { variant: /\bNro\b/i, use: 'N.º' },
  { variant: /N[°º]/, use: 'N.º' },
  { variant: /#\s*\{/, use: 'N.º {number}' },
  // As a label; "número" in a sentence is the plain word.
  { variant: /(^|\s)N[uú]mero\b/, use: 'N.º' },
  { variant: /Forma de (pago|cobro)/i, use: 'Medio de pago / Medio de cobro' },
  // A plain space lets a narrow cell or a toast break "21 %" into "21" and "%", as formatPercent never does.
  { variant: /[\d}] +%/, use: '{percent}\u00a0% (a no-break space, U+00A0)' },
];

function offending(messages: Readonly<Record<string, string>>, variant: RegExp): string[] {
  return Object.entries(messages)
    .filter(([, text]) => variant.test(text))
    .map(([key, text]) => `${key}: ${text}`);
}

describe('the Spanish catalogs use one term per concept', () => {
  for (const [where, messages] of Object.entries(CATALOGS)) {
    for (const { variant, use } of REJECTED) {
      it(`${where}: ${String(variant)} is written "${use}"`, () => {
        expect(offending(messages, variant)).toEqual([]);
      });
    }
  }

  it('joins a percentage to its "%" with a no-break space, in the catalog as in the formatter', () => {
    const es = makeI18n('es-AR');
    expect(es.t('orders.totals.discount', { percent: '10' })).toBe('Descuento (10\u00a0% del aporte)');
    expect(es.t('export.progress', { percent: 40 })).toBe('Exportando… 40\u00a0%');
    expect(makeI18n('en').t('export.progress', { percent: 40 })).toBe('Exporting… 40%');
  });

  it('names a cash entry’s concept "Concepto" on the screen, in its history and on its slip', () => {
    expect([CATALOG['es-AR']['money.concept'], CATALOG['es-AR']['history.field.concept'], printEs['field.concept']]).toEqual(['Concepto', 'Concepto', 'Concepto']);
  });
});

describe('a document number on screen', () => {
  const RENDERER = fileURLToPath(new URL('../../../src-renderer/', import.meta.url));
  // "#" before an interpolated value, in a template (`#${n}`) or in JSX text (#{n}), unless the value
  // is an UPPER_CASE constant: that is an element id in a selector or link (`#${MAIN_ID}`), not data.
  const HASH_NUMBER = /#(\$)?\{(?![A-Z][A-Z0-9_]*\})/;

  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) ? [path] : [];
    });
  }

  it('the scan tells a "#" number render from an element id', () => {
    expect(['`#${o.number}`', '<>#{doc.number}</>', '`#${n}`'].filter((code) => HASH_NUMBER.test(code))).toHaveLength(3);
    expect(HASH_NUMBER.test('document.querySelector(`#${MAIN_ID} h1`)')).toBe(false);
  });

  it('is never written "#12" by the renderer: a cell under "N.º" shows "12", a picker or badge "N.º 12"', () => {
    // The catalogs' texts are checked above; this is the code that renders numbers.
    const code = sources(RENDERER).filter((path) => !path.startsWith(join(RENDERER, 'i18n')));
    expect(code.length).toBeGreaterThan(100);
    const offenders = code.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, i) => (HASH_NUMBER.test(line) ? [`${path.slice(RENDERER.length)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('reads "N.º 12" in Spanish and "No. 12" in English where it stands alone', () => {
    expect(makeI18n('es-AR').docNumber(12)).toBe('N.º 12');
    expect(makeI18n('en').docNumber(12)).toBe('No. 12');
  });
});

describe('counted words', () => {
  // "{count} filas" with no singular form would read "1 filas".
  const COUNTED_PLURAL = /\{(count)\}\s+\p{L}+s\b/u;
  // Counts that are never one: a list shows "all fields" and "the latest" only past a page, a
  // fixed-length code has many digits, and "more than" is said of a count the server stopped at.
  const NEVER_ONE = new Set(['history.allFields.show', 'admin.messages.latest', 'validation.digits', 'validation.charactersFrom', 'stock.products.moreThan']);

  for (const locale of ['es-AR', 'en'] as const) {
    it(`every ${locale} message with a count before a plural word has its singular form`, () => {
      const messages = CATALOG[locale];
      const missing = Object.entries(messages)
        .filter(([key, text]) => !key.endsWith('.one') && !NEVER_ONE.has(key) && COUNTED_PLURAL.test(text) && !(`${key}.one` in messages))
        .map(([key]) => key);
      expect(missing).toEqual([]);
    });
  }

  it('reads "Corregí 1 fila" and "Corregí 3 filas", in English too', () => {
    const es = makeI18n('es-AR');
    const en = makeI18n('en');
    expect(es.t('audits.import.problemsHint', { count: 1 })).toMatch(/^Corregí 1 fila /);
    expect(es.t('audits.import.problemsHint', { count: 3 })).toMatch(/^Corregí 3 filas /);
    expect(es.t('common.rows', { count: 0 })).toBe('0 filas');
    expect(en.t('common.rows', { count: 1 })).toBe('1 row');
    expect(en.t('common.rows', { count: 2 })).toBe('2 rows');
  });
});

describe('counts read as figures', () => {
  it("groups a count in the locale's way and leaves a document number bare", () => {
    expect(makeI18n('es-AR').t('common.rows', { count: 1394 })).toBe('1.394 filas');
    expect(makeI18n('en').t('common.rows', { count: 1394 })).toBe('1,394 rows');
    expect(makeI18n('es-AR').t('common.rows', { count: 1 })).toBe('1 fila');
    expect(makeI18n('es-AR').docNumber(1439)).toBe('N.º 1439');
    expect(makeI18n('es-AR').count(1316)).toBe('1.316');
  });
});

describe('catalog keys', () => {
  const I18N = fileURLToPath(new URL('../../../src-renderer/i18n/', import.meta.url));
  const KEY = /^\s+'([\w.-]+)':/gm;

  // The areas are merged into one catalog: a key two areas define is silently the later one's
  // (the export bar read "Esa exportación ya está en curso." while it ran: the refusal's key).
  for (const locale of ['es', 'en'] as const) {
    it(`${locale}: each key is defined by one area only`, () => {
      const dir = join(I18N, locale);
      const seen = new Map<string, string[]>();
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
        for (const match of readFileSync(join(dir, file), 'utf8').matchAll(KEY)) seen.set(match[1] ?? '', [...(seen.get(match[1] ?? '') ?? []), file]);
      }
      expect(seen.size).toBeGreaterThan(500);
      expect([...seen].filter(([, files]) => files.length > 1).map(([key, files]) => `${key}: ${files.join(', ')}`)).toEqual([]);
    });
  }
});
