/**
 * One enabled customer per phone line, kept by the database itself: a unique index on the line's key
 * (the phone without spaces, Argentina's mobile `+549` read as `+54` — src-shared's `phoneKey`,
 * written here in SQL as this migration must not import live code) over enabled customers with a
 * phone. The server checks a phone is free under a lock (customers/service.ts); the index holds even
 * for a writer that check cannot see, and the server answers its refusal as the check does (400 on
 * `phone`).
 *
 * A database may already hold two enabled customers on one line (written before the check, or by a
 * race it missed). The upgrade must not fail on them, nor pick a customer to disable: the oldest
 * (lowest number) of each line is indexed and the others are left out of the index by id, so every
 * other line is held and theirs still by the server's check; their ids are kept in `meta`
 * (`customer_phone_duplicates`, a JSON list) for staff to sort out.
 *
 * Frozen once released: later changes go in new numbered files.
 */
import { sql, type Kysely } from 'kysely';

const INDEX = 'customers_phone_line_unique';
const KEY = sql`replace(replace(phone, ' ', ''), '+549', '+54')`;
const ENABLED_WITH_PHONE = sql`status = 1 and phone is not null and phone <> ''`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: string; line: string }>`select id, ${KEY} as line from customers where ${ENABLED_WITH_PHONE} order by number, id`.execute(db);
  const first = new Set<string>();
  const duplicates: string[] = [];
  for (const row of rows.rows) {
    if (first.has(row.line)) duplicates.push(row.id);
    else first.add(row.line);
  }
  const exempt = duplicates.length === 0 ? sql`` : sql` and id not in (${sql.join(duplicates.map((id) => sql.lit(id)))})`;
  await sql`create unique index ${sql.ref(INDEX)} on customers ((${KEY})) where ${ENABLED_WITH_PHONE}${exempt}`.execute(db);
  if (duplicates.length > 0) await sql`insert into meta (key, value) values ('customer_phone_duplicates', ${JSON.stringify(duplicates)})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ${sql.ref(INDEX)}`.execute(db);
  await sql`delete from meta where key = 'customer_phone_duplicates'`.execute(db);
}
