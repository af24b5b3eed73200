/**
 * Product search on SQLite stops after its page. 0004's `products_fts` numbered its matches by
 * product number, so a search looked up and sorted every match by name to show the first 20
 * (jamon, 3,334 matches: 5 ms of a 6 ms search). Here the full-text index numbers them in name
 * order instead: FTS5 hands out matches in rowid order, so `order by rowid limit 21` reads the page
 * and stops; only the total still counts every match, in the index alone.
 *
 * - `products_search`: per product, what a search reads — `name_search`, the columns it filters on
 *   (0006's list), and `name_rank`, an integer in (0, 2^62) ordered as (name_search, number): the
 *   list's order, ties by number. Filtered searches test these small rows, not the product rows
 *   that carry the whole document.
 * - `products_search_fts`: 0004's trigram index (same tokenizer, same queries) with external
 *   content `products_search`, its rowid the rank. It replaces `products_fts` and the number-and-name
 *   index that sorted its matches, which every product write would otherwise keep as well.
 *
 * A new or renamed product takes a rank between its neighbours' (their midpoint; RANK_STEP past the
 * last or before the first, so names added in order leave room behind them). When its neighbours'
 * ranks are adjacent, the ranks of the smallest aligned range of rank space around it that is
 * sparse enough (`products_search_levels`: 2^i ranks holding fewer than (4/3)^i products) are spread
 * evenly again, the new one among them: list labelling with density thresholds (Bender et al.
 * 2002), amortised O(log n) ranks moved a write. Simulated on 100,000 names: none moved in random,
 * ascending, descending or equal order, under one a write for 10,000 names inserted in order into
 * one gap. Spreading goes through negative ranks, so no rank is ever held twice on the way.
 *
 * Triggers keep all of it, whatever the writer; a stock movement (no searched column changes)
 * touches none of it. SQLite only: PostgreSQL keeps 0004's pg_trgm index and walks the names in
 * order itself, so this migration leaves it as it is.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import { sql, SqliteAdapter, type Kysely, type RawBuilder } from 'kysely';

/** Ranks lie strictly between 0 and 2^RANK_BITS: 0 and 2^RANK_BITS stand for "no neighbour". */
const RANK_BITS = 62;
const RANK_TOP = sql.raw(`(1 << ${RANK_BITS})`);
/** The room a name past the last (or before the first) leaves: 2^40, room for 2^21 such names in a row. */
const RANK_STEP = sql.raw('(1 << 40)');
/** A range of 2^i ranks is spread when it holds (4/3)^i products or more (density threshold T = 1.5). */
const densityCap = (level: number): number => Math.max(1, Math.floor((4 / 3) ** level));
/** The columns a search filters on, as in products (0006's list, less the name). */
const FILTERS = ['status', 'catalog', 'provider', 'category', 'unit', 'is_shortage', 'split_package'] as const;

const list = (columns: readonly string[], prefix = ''): RawBuilder<unknown> => sql.raw(columns.map((c) => `${prefix}${c}`).join(', '));

/**
 * The rank of the nearest product before (`<`) or after (`>`) the key (name, number), or null:
 * one of the same name first, else the nearest name. Two seeks: a row value comparison would seek
 * by name alone and step over every product of the same name.
 */
function neighbour(side: '<' | '>', name: RawBuilder<unknown>, number: RawBuilder<unknown>): RawBuilder<unknown> {
  const direction = sql.raw(side === '<' ? 'desc' : 'asc');
  const beyond = sql.raw(side);
  return sql`coalesce(
    (select name_rank from products_search where name_search = ${name} and number ${beyond} ${number} order by number ${direction} limit 1),
    (select name_rank from products_search where name_search ${beyond} ${name} order by name_search ${direction}, number ${direction} limit 1))`;
}

/** The rank for a product placed between its neighbours, or null when they leave no room. */
function placedRank(name: RawBuilder<unknown>, number: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(select case
      when above - below < 2 then null
      when not first and last then below + min((above - below) / 2, ${RANK_STEP})
      when first and not last then above - min((above - below) / 2, ${RANK_STEP})
      else below + (above - below) / 2
    end
    from (select coalesce(b, 0) as below, coalesce(a, ${RANK_TOP}) as above, b is null as first, a is null as last
      from (select ${neighbour('<', name, number)} as b, ${neighbour('>', name, number)} as a)))`;
}

/**
 * The range to spread for the new row (`new`, its rank null): `low`, `high` and the `step` that
 * spaces its rows and the new one evenly. The level is the first (levels are read in order, each
 * count only until one passes) whose aligned range of 2^level ranks around the rank below the new
 * row holds fewer products than its cap. `limit 1` keeps each step a single evaluation: without it
 * SQLite would inline the level's subquery into every expression that uses it.
 */
function spreadRange(): RawBuilder<unknown> {
  const low = sql`((below >> level) << level)`;
  const levelOf = sql`coalesce((
      select level from products_search_levels
      where (select count(*) from products_search where name_rank >= ${low} and name_rank < ${low} + (1 << level)) < cap
      order by level limit 1), ${sql.lit(RANK_BITS)})`;
  return sql`(select low, high, (high - low) / ((select count(*) from products_search where name_rank >= low and name_rank < high) + 2) as step
    from (select ${low} as low, ${low} + (1 << level) as high
      from (select below, ${levelOf} as level
        from (select coalesce(${neighbour('<', sql`new.name_search`, sql`new.number`)}, 0) as below)
        limit 1)
      limit 1)
    limit 1)`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;

  for (const trigger of ['products_fts_insert', 'products_fts_delete', 'products_fts_update']) await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
  await sql`drop table products_fts`.execute(db);
  await sql`drop index products_number_search_idx`.execute(db);

  await sql`create table products_search_levels (level integer primary key, cap integer not null)`.execute(db);
  const levels = Array.from({ length: RANK_BITS }, (_, k) => sql`(${sql.lit(k + 1)}, ${sql.lit(densityCap(k + 1))})`);
  await sql`insert into products_search_levels (level, cap) values ${sql.join(levels)}`.execute(db);

  // name_rank is null only while the trigger that spreads ranks to make room for the row runs.
  await sql`
    create table products_search (
      number integer primary key, name_search text not null, name_rank integer,
      status integer, catalog integer, provider text, category text, unit text, is_shortage integer, split_package integer
    )`.execute(db);
  await sql`create index products_search_name_idx on products_search (name_search, number)`.execute(db);
  await sql`create index products_search_rank_idx on products_search (name_rank)`.execute(db);
  await sql`
    insert into products_search (number, name_search, name_rank, ${list(FILTERS)})
    select number, coalesce(name_search, ''),
      row_number() over (order by coalesce(name_search, ''), number) * (${RANK_TOP} / ((select count(*) from products) + 1)),
      ${list(FILTERS)}
    from products`.execute(db);
  await sql`
    create virtual table products_search_fts using fts5(
      name_search,
      content = 'products_search',
      content_rowid = 'name_rank',
      tokenize = 'trigram case_sensitive 1'
    )`.execute(db);
  await sql`insert into products_search_fts (products_search_fts) values ('rebuild')`.execute(db);

  // The index follows the ranks; negative ones are spreading's passing places, never indexed.
  await sql`
    create trigger products_search_fts_insert after insert on products_search when new.name_rank > 0 begin
      insert into products_search_fts (rowid, name_search) values (new.name_rank, new.name_search);
    end`.execute(db);
  // External content: a delete must name the exact text indexed, which the old row holds.
  await sql`
    create trigger products_search_fts_delete after delete on products_search when old.name_rank > 0 begin
      insert into products_search_fts (products_search_fts, rowid, name_search) values ('delete', old.name_rank, old.name_search);
    end`.execute(db);
  await sql`
    create trigger products_search_fts_update after update of name_rank on products_search begin
      insert into products_search_fts (products_search_fts, rowid, name_search) select 'delete', old.name_rank, old.name_search where old.name_rank > 0;
      insert into products_search_fts (rowid, name_search) select new.name_rank, new.name_search where new.name_rank > 0;
    end`.execute(db);
  // No room between the neighbours: the range's rows and the new one take evenly spaced ranks in
  // name order, negated first (which unindexes the old ranks), then made positive (which indexes
  // the new ones).
  await sql`
    create trigger products_search_spread after insert on products_search when new.name_rank is null begin
      update products_search set name_rank = -spread.rank from (
        select s.number, range.low + range.step * row_number() over (order by s.name_search, s.number) as rank
        from ${spreadRange()} range
        join products_search s on (s.name_rank >= range.low and s.name_rank < range.high) or s.number = new.number
      ) spread
      where products_search.number = spread.number;
      update products_search set name_rank = -name_rank where name_rank < 0;
    end`.execute(db);

  // Products: a new or renamed product takes its place in name order; a removed one leaves it.
  const name = sql`coalesce(new.name_search, '')`;
  const place = sql`
    insert into products_search (number, name_search, name_rank, ${list(FILTERS)})
    values (new.number, ${name}, ${placedRank(name, sql`new.number`)}, ${list(FILTERS, 'new.')});`;
  await sql`create trigger products_search_insert after insert on products begin ${place} end`.execute(db);
  await sql`
    create trigger products_search_delete after delete on products begin
      delete from products_search where number = old.number;
    end`.execute(db);
  // Only a changed name (or number) moves a product; stock movements and prices change neither.
  await sql`
    create trigger products_search_rename after update of number, name_search on products
    when old.number is not new.number or old.name_search is not new.name_search begin
      delete from products_search where number = old.number;
      ${place}
    end`.execute(db);
  const changed = sql.raw(FILTERS.map((c) => `old.${c} is not new.${c}`).join(' or '));
  const copied = sql.raw(FILTERS.map((c) => `${c} = new.${c}`).join(', '));
  await sql`
    create trigger products_search_filters after update of ${list(FILTERS)} on products when ${changed} begin
      update products_search set ${copied} where number = new.number;
    end`.execute(db);
}

/** Back to 0004's index numbered by product (never run in production: migrations go forward). */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  for (const trigger of ['products_search_insert', 'products_search_delete', 'products_search_rename', 'products_search_filters']) {
    await sql`drop trigger ${sql.ref(trigger)}`.execute(db);
  }
  await sql`drop table products_search_fts`.execute(db);
  await sql`drop table products_search`.execute(db);
  await sql`drop table products_search_levels`.execute(db);
  await sql`
    create virtual table products_fts using fts5(name_search, content = 'products', content_rowid = 'number', tokenize = 'trigram case_sensitive 1')`.execute(db);
  await sql`
    create trigger products_fts_insert after insert on products begin
      insert into products_fts (rowid, name_search) values (new.number, new.name_search);
    end`.execute(db);
  await sql`
    create trigger products_fts_delete after delete on products begin
      insert into products_fts (products_fts, rowid, name_search) values ('delete', old.number, old.name_search);
    end`.execute(db);
  await sql`
    create trigger products_fts_update after update of number, name_search on products
    when old.number is not new.number or old.name_search is not new.name_search begin
      insert into products_fts (products_fts, rowid, name_search) values ('delete', old.number, old.name_search);
      insert into products_fts (rowid, name_search) values (new.number, new.name_search);
    end`.execute(db);
  await sql`insert into products_fts (products_fts) values ('rebuild')`.execute(db);
  await sql`create index products_number_search_idx on products (number, name_search)`.execute(db);
}
