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

/** The end of the string token starting at `start` (its opening quote): the index of its closing quote. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i;
}

const pathOf = (stack: readonly Frame[], key: string): string => [...stack.slice(0, -1).map((frame) => frame.at), key].filter((part) => part !== '').join('.');

/**
 * The first key of `text` named twice in one object or naming a part of every object (in the
 * order they are written), or null when there is none. `text` is scanned, not checked: it should be
 * valid JSON, or at least JSON a parser refused only for such a key. Keys are compared as JSON reads
 * them, so `"name"` and `"na\u006de"` are the same field, and `"__pro\u0074o__"` is `__proto__`.
 */
export function keyProblem(text: string): KeyProblem | null {
  const stack: Frame[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    const top = stack.at(-1);
    if (char === '{' || char === '[') {
      stack.push({ kind: char === '{' ? 'object' : 'array', keys: new Set(), at: char === '[' ? '0' : '', expectsKey: char === '{' });
    } else if (char === '}' || char === ']') stack.pop();
    else if (char === ',' && top) {
      if (top.kind === 'object') top.expectsKey = true;
      else top.at = String(Number(top.at) + 1);
    } else if (char === ':' && top) top.expectsKey = false;
    else if (char === '"') {
      const end = stringEnd(text, i);
      if (top?.kind === 'object' && top.expectsKey) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
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
