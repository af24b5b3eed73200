/**
 * A JSON body that names one field twice (`{"customer":"a","customer":"b"}`) means two things:
 * JSON.parse keeps the last, a proxy or a log that reads the first sees another request than the one
 * served. The API refuses it instead of picking one.
 */

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
 * The dotted path of the first field named twice in one object of `text`, or null when none is.
 * `text` must already be valid JSON (it is scanned, not checked). Keys are compared as JSON reads
 * them, so `"name"` and `"na\u006de"` are the same field.
 */
export function duplicateKey(text: string): string | null {
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
        if (top.keys.has(key)) return pathOf(stack, key);
        top.keys.add(key);
        top.at = key;
      }
      i = end;
    }
  }
  return null;
}
