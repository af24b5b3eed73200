/**
 * The JSON text a document object was last written with (its row's `doc`, documents.ts `rowFor`),
 * kept beside the object for as long as the object lives. A write's answer is most often the
 * document it just stored, and serialising a 4 KB order again for the answer cost as much as
 * writing its row: the answer can send the row's text instead (http/context.ts `asStored`).
 *
 * The text is the document as it stood when its row was built. Whatever changes a document object
 * after that must forget its text (`forgetRowText`), as numbered-insert.ts does when it numbers one.
 * A provisional running number (PostgreSQL, provisional-numbers.ts) is in the text as it is in the
 * object, and the write's answer replaces it in either.
 */
const texts = new WeakMap<object, string>();

export function keepRowText(doc: object, text: string): void {
  texts.set(doc, text);
}

export function forgetRowText(doc: object): void {
  texts.delete(doc);
}

/** The text `doc` was last written with, if nothing forgot it since. */
export function rowTextOf(doc: object): string | undefined {
  return texts.get(doc);
}
