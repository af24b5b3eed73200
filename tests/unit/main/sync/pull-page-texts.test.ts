/**
 * A pull page's documents keep the text the server sent (`pull-page-texts.ts`): taken from the page
 * where it is laid out as the server lays it out, each document whole, whatever its text holds; a
 * document that holds the next change's opening, or a page laid out otherwise, gets each document
 * stringified instead, never a piece of another's text.
 */
import { describe, expect, it } from 'vitest';
import { readPullPage, type PreparedPage } from '../../../../src-main/sync/pull-page.js';
import { documentTextsOf } from '../../../../src-main/sync/pull-page-texts.js';

interface Sent {
  collection: string;
  id: string;
  seq: number;
  /** The document's stored text; absent for a removal. */
  stored?: string;
}

/** The page's bytes as the server writes them (src-server/features/sync/pull.ts answerBytes). */
function pageBytes(changes: readonly Sent[]): ArrayBuffer {
  const body = changes.map(({ collection, id, seq, stored }) => {
    const members = JSON.stringify({ collection, id, seq, deleted: stored === undefined });
    return stored === undefined ? members : `${members.slice(0, -1)},"doc":${stored}}`;
  });
  const bytes = new TextEncoder().encode(`{"serverId":"srv-1","reset":false,"cursor":${changes.at(-1)?.seq ?? 0},"hasMore":true,"changes":[${body.join(',')}]}`);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

function read(bytes: ArrayBuffer): PreparedPage {
  const result = readPullPage(bytes);
  if (!result.ok) throw new Error(result.problem);
  return result.page;
}

const order = (id: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ _id: id, number: 12, status: true, customer: 'c1', notes: 'Entregar "antes" de las 10 },{"collection":"orders" — Cañuelas', items: [{ product: 'p1', quantity: 2 }], ...extra });

describe('the documents of a pull page', () => {
  it('keep the text the server sent, removals and all', () => {
    const sent: Sent[] = [
      { collection: 'orders', id: 'o1', seq: 1, stored: order('o1') },
      { collection: 'orders', id: 'o2', seq: 2 },
      // As the server stored it, not as `JSON.stringify` would write it again ("1520.50", "\u00f3").
      { collection: 'products', id: 'p1', seq: 3, stored: '{"_id":"p1","name":"Jam\\u00f3n crudo","price":1520.50,"status":true}' },
      { collection: 'orders', id: 'o3', seq: 4, stored: order('o3', { delivery: { delivered: true } }) },
    ];
    const page = read(pageBytes(sent));
    expect(page.changes.map((c) => c.doc?.text ?? null)).toEqual(sent.map((s) => s.stored ?? null));
    expect(page.changes.map((c) => c.id)).toEqual(['o1', 'o2', 'p1', 'o3']);
    expect(page.changes[2]?.doc?.values[4]).toBe('jamon crudo');
  });

  it('are each whole when one holds the next change’s opening', () => {
    // An order holding, as an object, the opening of the change after it: the texts are not taken from the page.
    const nested = order('o1', { copy: [{ note: 'x' }, { collection: 'orders', id: 'o2', seq: 2, deleted: false, doc: { _id: 'x' } }] });
    const sent: Sent[] = [
      { collection: 'orders', id: 'o1', seq: 1, stored: nested },
      { collection: 'orders', id: 'o2', seq: 2, stored: order('o2') },
      { collection: 'orders', id: 'o3', seq: 3, stored: order('o3') },
    ];
    const bytes = pageBytes(sent);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('},{"collection":"orders","id":"o2","seq":2,"deleted":false,"doc":')).toHaveLength(3);
    expect(documentTextsOf(text, (JSON.parse(text) as { changes: Parameters<typeof documentTextsOf>[1] }).changes)).toBeNull();
    const page = read(bytes);
    expect(page.changes.map((c) => c.doc?.text)).toEqual(sent.map((s) => s.stored));
    expect(page.changes.map((c) => JSON.parse(c.doc?.text ?? 'null'))).toEqual(sent.map((s) => JSON.parse(s.stored ?? 'null')));
  });

  it('are refused from a page laid out otherwise, and stringified', () => {
    const text =
      '{"serverId": "srv-1", "reset": false, "cursor": 2, "hasMore": true, "changes": [{"collection": "orders", "id": "o1", "seq": 2, "deleted": false, "doc": {"_id": "o1", "number": 7}}]}';
    const parsed = JSON.parse(text) as { changes: Parameters<typeof documentTextsOf>[1] };
    expect(documentTextsOf(text, parsed.changes)).toBeNull();
    const bytes = new TextEncoder().encode(text);
    expect(read(bytes.buffer as ArrayBuffer).changes[0]?.doc?.text).toBe('{"_id":"o1","number":7}');
  });

  it('are refused when the page ends otherwise than the server ends it', () => {
    const text = '{"serverId":"srv-1","reset":false,"cursor":2,"hasMore":true,"changes":[{"collection":"orders","id":"o1","seq":2,"deleted":false,"doc":{"_id":"o1"}}],"more":1}';
    expect(documentTextsOf(text, (JSON.parse(text) as { changes: Parameters<typeof documentTextsOf>[1] }).changes)).toBeNull();
  });
});
