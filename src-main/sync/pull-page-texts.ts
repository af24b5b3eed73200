/**
 * Each document's text taken from the pull page's own text, where the server laid the page out as it
 * does (src-server/features/sync/pull.ts `answerBytes`): after `"changes":[`, each change as
 * `{"collection":…,"id":…,"seq":…,"deleted":…` then, unless it is a removal, `,"doc":` and the
 * document as stored, then `}`. The replica stored `JSON.stringify` of each parsed document, which
 * gave back the stored text at about a quarter of the page worker's CPU (1-1.5 s of a first pull of
 * 200,000 documents); a document's text is now a slice of the page's, found by where the next
 * change begins (that change's opening, known from the parsed page, is searched for).
 *
 * A document could hold the next change's opening itself (an object with those members and values,
 * in that order): the search would then end it early, and the change after it would start inside
 * it. Then some later change's real opening falls inside the text taken for that change, which is
 * looked for, and the page's texts are refused: `null`, and the caller stringifies each document as
 * before. So is any page laid out otherwise.
 */
import type { PullPage } from './pull-page.js';

type Change = PullPage['changes'][number];

/** How a change opens in the page: `{` and its members before the document (with `,"doc":` when it has one). */
function openingOf(change: Change): string {
  const members = `{"collection":${JSON.stringify(change.collection)},"id":${JSON.stringify(change.id)},"seq":${change.seq},"deleted":${change.deleted}`;
  return change.doc === undefined ? `${members}}` : `${members},"doc":`;
}

const CHANGES = '"changes":[';
const END = '}]}';

/**
 * The texts of the changes' documents, in the page's order (null for a removal or a null document),
 * or null when the page is not laid out as the server lays it out.
 */
export function documentTextsOf(text: string, changes: readonly Change[]): Array<string | null> | null {
  const start = text.indexOf(CHANGES);
  if (start < 0) return null;
  const texts: Array<string | null> = [];
  let at = start + CHANGES.length;
  let opening = changes[0] ? openingOf(changes[0]) : '';
  for (let i = 0; i < changes.length; i += 1) {
    const change = changes[i] as Change;
    const lead = i === 0 ? opening : `,${opening}`;
    if (!text.startsWith(lead, at)) return null;
    at += lead.length;
    const next = changes[i + 1];
    const nextOpening = next ? openingOf(next) : '';
    if (change.doc === undefined) {
      texts.push(null);
    } else {
      // The document ends where `}` (its change's end), a comma and the next change's opening begin.
      const end = next ? text.indexOf(`},${nextOpening}`, at) : text.length - END.length;
      if (end < at || (!next && !text.endsWith(END))) return null;
      // This change's own opening inside the text taken for it: a change before it was ended early.
      const taken = text.slice(at, end);
      if (i > 0 && taken.includes(`},${opening}`)) return null;
      texts.push(change.doc === null ? null : taken);
      at = end + 1;
    }
    opening = nextOpening;
  }
  // What is left is the end of the changes and of the page.
  return at === text.length - 2 && text.endsWith(']}') ? texts : null;
}
