/**
 * A query's %-escapes must spell UTF-8 text, as a body's bytes must (bodies.ts): the query parser
 * reads `?query=%FF` leniently, as U+FFFD, and a search would then look for that. The field whose
 * escapes are not UTF-8 is named. A `%` not followed by two hex digits is a plain character there
 * (`?query=50%` from a client that did not escape it), as the parser reads it, and stays accepted.
 */
const LONE_PERCENT = /%(?![0-9a-fA-F]{2})/g;

/** The component unescaped, or null when its escapes are not UTF-8. */
function unescaped(component: string): string | null {
  try {
    return decodeURIComponent(component.replace(LONE_PERCENT, '%25'));
  } catch {
    return null;
  }
}

/** The name of the first query field (as sent) whose name or value is not UTF-8 once unescaped; null when all are. */
export function queryFieldNotUtf8(url: string): string | null {
  const start = url.indexOf('?');
  if (start < 0 || !url.includes('%', start)) return null;
  for (const pair of url.slice(start + 1).split('&')) {
    if (unescaped(pair) !== null) continue;
    return unescaped(pair.split('=', 1)[0] ?? '') ?? '';
  }
  return null;
}
