/**
 * The products' search texts held in memory in name order, with a posting list per run of two and of
 * three characters (UTF-16 code units): the numbers of the names holding it, as their positions in
 * name order. A search of no filter but its words (SQLite's `phraseMatches` path) is answered here
 * without SQL: the candidates of the words' rarest runs, intersected, then each candidate's text
 * tested with `includes` per word — what the LIKEs and the trigram index answer, the same products
 * in the same order (`products_search.name_rank`: name, then number). A word of three characters or
 * more holds each of its runs, so its rarest run's list holds every name holding it; a word of two
 * is its one run, exact. FTS5 paid ~0.05 µs per trigram per product it passed (300-900 µs for
 * "galletitas integral" or "aceite 5" on 100,000 products); integers merged and a few hundred
 * `includes` cost a tenth of that (bench/issue-21-search.md, round 9).
 *
 * It is a copy, kept honest by `search_versions.product_names` (migration 0023: raised in the same
 * transaction as a product's insert, delete or change of search text — not by its status, filters
 * or shortage flag, which only searches with filters read, and those go to SQL). A snapshot answers
 * only while that version is the one it was read under; otherwise the search goes to SQL as before and a new snapshot is
 * read in the background, in slices of SLICE_ROWS rows with the event loop let through between
 * them, kept only when the version did not move while it was read. Rebuilds are throttled
 * (REBUILD_GAP_MS between them, more while writes keep overtaking them), so a burst of catalog
 * edits costs one read of the names, not one per edit. PostgreSQL keeps its own path (its LIKEs on the `pg_trgm` index).
 */
import type { AnyReader } from '../../db/documents.js';
import { runText } from '../../db/sql-text.js';
import { namesVersion, type SearchMatches } from './search-cache.js';

/** Rows a slice of a rebuild reads: 2-3 ms of work with the event loop held (4,000 held it ~20 ms at a load of 8). */
const SLICE_ROWS = 1_000;
/**
 * Least time from one rebuild's start to the next one's; doubled (up to MAX_REBUILD_GAP_MS) after
 * each reading a write overtook, so a stream of catalog edits costs a read of the names now and
 * then, not one after another; back to this after one kept.
 */
export const REBUILD_GAP_MS = 2_000;
export const MAX_REBUILD_GAP_MS = 64_000;
/**
 * Candidates (names holding the rarest runs of every word) a search tests before it gives up and
 * asks SQL: a text whose every run is common but which few names hold ("producto zq": 100,000
 * candidates, none holding "zq" beside it — though "zq" itself is a run). ~40 ns a test.
 */
export const MAX_TESTED = 12_000;

/** A run of two or three UTF-16 code units as one number: 16 bits each, below 2^48. */
const runKey = (text: string, at: number, length: 2 | 3): number =>
  length === 2 ? text.charCodeAt(at) * 0x1_0000 + text.charCodeAt(at + 1) : (text.charCodeAt(at) * 0x1_0000 + text.charCodeAt(at + 1)) * 0x1_0000 + text.charCodeAt(at + 2) + 2 ** 32 * 0x1_0000;

/** Calls `each(key)` for every run of two and three characters of `text`. */
function eachRun(text: string, each: (key: number) => void): void {
  for (let at = 0; at + 2 <= text.length; at += 1) {
    each(runKey(text, at, 2));
    if (at + 3 <= text.length) each(runKey(text, at, 3));
  }
}

/**
 * The names read so far and how many hold each run (a first pass, slice by slice as they are read);
 * `postings` then lays every run's positions out in one Int32Array (a second pass): no list grows
 * one element at a time, so building takes about the memory it keeps.
 */
class NameLists {
  readonly texts: string[] = [];
  readonly numbers: number[] = [];
  /** Each run's id, in order of first sight. */
  readonly ids = new Map<number, number>();
  private counts = new Int32Array(1024);
  private last = new Int32Array(1024).fill(-1);

  add(number: number, text: string): void {
    const position = this.texts.length;
    this.texts.push(text);
    this.numbers.push(number);
    eachRun(text, (key) => {
      let id = this.ids.get(key);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(key, id);
        if (id === this.counts.length) this.grow();
      }
      if (this.last[id] === position) return;
      this.last[id] = position;
      this.counts[id] = (this.counts[id] as number) + 1;
    });
  }

  private grow(): void {
    const counts = new Int32Array(this.counts.length * 2);
    counts.set(this.counts);
    const last = new Int32Array(this.counts.length * 2).fill(-1);
    last.set(this.last);
    this.counts = counts;
    this.last = last;
  }

  /** Every run's positions (ascending) at `all[offsets[id]]` up to `offsets[id + 1]`; `between` runs after each slice of names. */
  async postings(between: () => Promise<void> | void): Promise<{ all: Int32Array; offsets: Int32Array }> {
    const runs = this.ids.size;
    const offsets = new Int32Array(runs + 1);
    for (let id = 0; id < runs; id += 1) offsets[id + 1] = (offsets[id] as number) + (this.counts[id] as number);
    const all = new Int32Array(offsets[runs] as number);
    const next = offsets.slice(0, runs);
    this.last.fill(-1);
    for (let position = 0; position < this.texts.length; position += 1) {
      eachRun(this.texts[position] as string, (key) => {
        const id = this.ids.get(key) as number;
        if (this.last[id] === position) return;
        this.last[id] = position;
        all[next[id] as number] = position;
        next[id] = (next[id] as number) + 1;
      });
      if ((position + 1) % SLICE_ROWS === 0) await between();
    }
    return { all, offsets };
  }
}

/** One reading of the names, under one version. */
export class NameSnapshot {
  private readonly texts: readonly string[];
  private readonly numbers: Int32Array;
  private readonly ids: ReadonlyMap<number, number>;

  private constructor(
    readonly version: string,
    gathered: NameLists,
    private readonly all: Int32Array,
    private readonly offsets: Int32Array,
  ) {
    this.texts = gathered.texts;
    this.numbers = Int32Array.from(gathered.numbers);
    this.ids = gathered.ids;
  }

  /** The snapshot of names gathered, its posting lists laid out with `between` run after each slice of names. */
  static async from(version: string, gathered: NameLists, between: () => Promise<void> | void = () => {}): Promise<NameSnapshot> {
    const { all, offsets } = await gathered.postings(between);
    return new NameSnapshot(version, gathered, all, offsets);
  }

  /** The snapshot of these names (in name order), built at once. */
  static of(version: string, rows: Iterable<{ number: number; text: string }>): Promise<NameSnapshot> {
    const gathered = new NameLists();
    for (const row of rows) gathered.add(row.number, row.text);
    return NameSnapshot.from(version, gathered);
  }

  private list(key: number): Int32Array | undefined {
    const id = this.ids.get(key);
    return id === undefined ? undefined : this.all.subarray(this.offsets[id], this.offsets[id + 1]);
  }

  get size(): number {
    return this.texts.length;
  }

  /** Int32 entries held in posting lists. */
  get entries(): number {
    return this.all.length;
  }

  /**
   * The first `wanted` matches and their total up to `bound` ("more than" past it), as
   * `withTotal` gives them; null when the words give no list to start from (every one a single
   * character) or the candidates to test pass MAX_TESTED: SQL answers those.
   */
  matches(words: readonly string[], wanted: number, bound: number, maxTested = MAX_TESTED): SearchMatches | null {
    const lists: Int32Array[] = [];
    for (const word of words) {
      if (word.length < 2) continue;
      let rarest: Int32Array | undefined;
      for (let at = 0; at + 2 <= word.length; at += 1) {
        const length = word.length === 2 ? 2 : 3;
        if (at + length > word.length) break;
        const list = this.list(runKey(word, at, length));
        if (!list) return { numbers: [], total: 0 };
        if (!rarest || list.length < rarest.length) rarest = list;
      }
      if (rarest) lists.push(rarest);
    }
    if (lists.length === 0) return null;
    lists.sort((a, b) => a.length - b.length);
    // A word of two or three characters is its own run: the list is exact, no test needed.
    const tested = words.filter((word) => word.length > 3 || word.length < 2);
    const [driver, ...others] = lists as [Int32Array, ...Int32Array[]];
    const cursors = others.map(() => 0);
    const numbers: number[] = [];
    let counted = 0;
    let tests = 0;
    candidates: for (const position of driver) {
      for (let i = 0; i < others.length; i += 1) {
        const list = others[i] as Int32Array;
        let at = cursors[i] as number;
        while (at < list.length && (list[at] as number) < position) at += 1;
        cursors[i] = at;
        if (at === list.length) break candidates;
        if (list[at] !== position) continue candidates;
      }
      if (tested.length > 0) {
        tests += 1;
        if (tests > maxTested) return null;
        const text = this.texts[position] as string;
        if (!tested.every((word) => text.includes(word))) continue;
      }
      if (numbers.length < wanted) numbers.push(this.numbers[position] as number);
      counted += 1;
      if (counted > bound) break;
    }
    if (numbers.length < wanted) return { numbers, total: numbers.length };
    return counted > bound ? { numbers, total: bound, totalIsLowerBound: true } : { numbers, total: counted };
  }
}

const FIRST_SLICE = `select number, name_search from products_search where name_rank is not null order by name_rank limit ?`;
const NEXT_SLICE = `select number, name_search from products_search where name_rank > (select name_rank from products_search where number = ?) order by name_rank limit ?`;

/** The server's copy of the names (one per server on SQLite, in its deps), rebuilt as the version moves. */
export class ProductNameIndex {
  private snapshot: NameSnapshot | null = null;
  private building: Promise<void> | null = null;
  private lastStart = Number.NEGATIVE_INFINITY;
  private gap = REBUILD_GAP_MS;
  private stopped = false;

  /** `report`: what a rebuild that failed says (the search went to SQL meanwhile, and a later one tries again). */
  constructor(
    private readonly report: (error: unknown) => void = () => {},
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * The snapshot of the current version, or null (and a rebuild started, unless the last one
   * started under its gap ago). `known`: the names' version, where the caller has just read it (the cache).
   */
  async current(db: AnyReader, known: string | null = null): Promise<NameSnapshot | null> {
    const version = known ?? (await namesVersion(db));
    if (this.snapshot?.version === version) return this.snapshot;
    if (!this.building && this.now() - this.lastStart >= this.gap) void this.rebuild(db);
    return null;
  }

  /**
   * Reads the names again, unless a rebuild is under way; resolves (never rejects) when the one
   * under way ends. Its snapshot is kept only if the version held still while it read.
   */
  rebuild(db: AnyReader): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.building ??= (async () => {
      this.lastStart = this.now();
      try {
        const read = await readNames(db, () => this.stopped);
        if (read) this.snapshot = read;
        this.gap = read ? REBUILD_GAP_MS : Math.min(this.gap * 2, MAX_REBUILD_GAP_MS);
      } catch (error) {
        if (!this.stopped) this.report(error);
      } finally {
        this.building = null;
      }
    })();
    return this.building;
  }

  /** No rebuild starts any more, and one under way stops at its next slice: the database can close after this. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.building;
  }

  get built(): NameSnapshot | null {
    return this.snapshot;
  }

  /** Whether a rebuild is under way. */
  get reading(): boolean {
    return this.building !== null;
  }
}

/** Lets other work through between slices of a long job. */
const yieldTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The names under one version, read in slices; null when the version moved meanwhile, or `stopped()` said so between slices. */
async function readNames(db: AnyReader, stopped: () => boolean): Promise<NameSnapshot | null> {
  const version = await namesVersion(db);
  const gathered = new NameLists();
  for (;;) {
    const last = gathered.numbers[gathered.numbers.length - 1];
    const rows = await runText<{ number: number | string; name_search: string }>(db, last === undefined ? FIRST_SLICE : NEXT_SLICE, last === undefined ? [SLICE_ROWS] : [last, SLICE_ROWS]);
    for (const row of rows) gathered.add(Number(row.number), row.name_search);
    if (rows.length < SLICE_ROWS) break;
    await yieldTurn();
    if (stopped()) return null;
  }
  const snapshot = await NameSnapshot.from(version, gathered, yieldTurn);
  return !stopped() && (await namesVersion(db)) === version ? snapshot : null;
}
