/**
 * A JSON body that names one field twice (`{"customer":"a","customer":"b"}`) means two things:
 * JSON.parse keeps the last, a proxy or a log that reads the first sees another request than the one
 * served. The API refuses it instead of picking one.
 *
 * A key that names a part of every JavaScript object (`__proto__`, `constructor`, `prototype`) is no
 * field of any body, and read into an object it could change what every object inherits: it is
 * refused wherever it stands, as the unknown field it is.
 */

/** Keys no body of the contract has and that no object may be given. */
const OBJECT_PARTS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** What is wrong with one key of a body: named twice, or a part of every object. */
export interface KeyProblem {
  readonly path: string;
  readonly key: string;
  readonly problem: 'twice' | 'objectPart';
}

interface Frame {
  readonly kind: 'object' | 'array';
  readonly keys: Set<string>;
  /** The key being read (object) or the element's index (array), for the path. */
  at: string;
  expectsKey: boolean;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

/**
 * The end of the string token starting at `start` (its opening quote): the index of its closing
 * quote, negated when the token holds an escape (`\"`, `\u0074`), which only JSON.parse reads right.
 */
function stringEnd(text: string, start: number): number {
  let escaped = false;
  let i = start + 1;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) break;
    if (code === BACKSLASH) {
      escaped = true;
      i += 2;
    } else i += 1;
  }
  return escaped ? -i : i;
}

const pathOf = (stack: readonly Frame[], key: string): string => [...stack.slice(0, -1).map((frame) => frame.at), key].filter((part) => part !== '').join('.');

/**
 * The first key of `text` named twice in one object or naming a part of every object (in the
 * order they are written), or null when there is none. `text` is scanned, not checked: it should be
 * valid JSON, or at least JSON a parser refused only for such a key. Keys are compared as JSON reads
 * them, so `"name"` and `"na\u006de"` are the same field, and `"__pro\u0074o__"` is `__proto__`.
 * Every body a write sends is scanned: a key without an escape is its text between the quotes, read
 * without a JSON.parse of its own (a cart's body has some twenty keys).
 */
export function keyProblem(text: string): KeyProblem | null {
  const stack: Frame[] = [];
  let top: Frame | undefined;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      top = { kind: code === OPEN_OBJECT ? 'object' : 'array', keys: new Set(), at: code === OPEN_ARRAY ? '0' : '', expectsKey: code === OPEN_OBJECT };
      stack.push(top);
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      stack.pop();
      top = stack[stack.length - 1];
    } else if (code === COMMA && top) {
      if (top.kind === 'object') top.expectsKey = true;
      else top.at = String(Number(top.at) + 1);
    } else if (code === COLON && top) top.expectsKey = false;
    else if (code === QUOTE) {
      const found = stringEnd(text, i);
      const end = Math.abs(found);
      if (top?.kind === 'object' && top.expectsKey) {
        const key = found < 0 ? (JSON.parse(text.slice(i, end + 1)) as string) : text.slice(i + 1, end);
        if (OBJECT_PARTS.has(key)) return { path: pathOf(stack, key), key, problem: 'objectPart' };
        if (top.keys.has(key)) return { path: pathOf(stack, key), key, problem: 'twice' };
        top.keys.add(key);
        top.at = key;
      }
      i = end;
    }
  }
  return null;
}
