/**
 * Lists sorted by name put a name before every longer name it begins, whatever the other fields
 * their search column holds after it (products: title and slug; customers: email and phone;
 * providers: CUIT). Their fields are joined by a separator below every character a name holds
 * (`listSearchText`); on PostgreSQL the column compares in the "C" collation, so this holds on a
 * database made with an ICU locale too, which skips control characters. A search text spanning
 * two fields still finds its row. Over HTTP, on both databases.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPostgresUrl } from '../../support/databases.js';
import { createCustomer, expectStatus, type PageOf } from '../../support/actors.js';
import { createProduct, createProvider } from '../../support/catalog.js';
import { ADMIN, FLAVOURS, call, signIn, startTestServer, type TestServer } from '../../support/server.js';

/** A fresh database whose default collation is ICU's es-AR (control characters ignorable), as many servers are made. */
async function icuDatabaseUrl(serverUrl: string): Promise<string> {
  const scratch = new URL(await freshPostgresUrl(serverUrl));
  const name = `${scratch.pathname.slice(1)}_icu`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name} TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'es-AR' LOCALE 'C.UTF-8'`);
  } finally {
    await client.end();
  }
  scratch.pathname = `/${name}`;
  return scratch.toString();
}

/** The database's collation provider: `i` for ICU, `c` for libc. */
async function localeProvider(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ provider: string }>('select datlocprovider as provider from pg_database where datname = current_database()');
    return rows[0]?.provider ?? '';
  } finally {
    await client.end();
  }
}

const SETUPS = [...FLAVOURS.map((flavour) => ({ flavour, icu: false })), { flavour: 'postgres' as const, icu: true }];

describe.each(SETUPS)('lists in name order on $flavour (ICU database: $icu)', ({ flavour, icu }) => {
  let server: TestServer;
  let admin: string;
  let provider: string;
  const names = async (path: string): Promise<string[]> => (await expectStatus(call<PageOf<{ name: string }>>(server.url, 'GET', path, { token: admin }))).docs.map((d) => d.name);

  beforeAll(async () => {
    const postgresUrl = inject('postgresUrl');
    const databaseUrl = icu ? await icuDatabaseUrl(postgresUrl) : null;
    if (databaseUrl) expect(await localeProvider(databaseUrl)).toBe('i');
    server = await startTestServer(flavour, postgresUrl, databaseUrl ? { databaseUrl } : {});
    admin = await signIn(server.url, ADMIN.username, ADMIN.password);
    provider = await createProvider(server.url, admin, 'Lácteos del Oeste');
    // The longer names first, so the list's order is not the order of creation.
    for (const name of ['Leche entera 1 l económico', 'Leche entera 1 l', 'Leche entera 1 l (sachet)', 'Leche entera']) await createProduct(server.url, admin, provider, { name });
    await createCustomer(server.url, admin, { name: 'Almacén Don Pepe Hijos', phone: '+54 11 50001001' });
    await createCustomer(server.url, admin, { name: 'Almacén Don Pepe', email: 'zeta@pepe.com.ar', phone: '+54 11 50001002' });
    await createCustomer(server.url, admin, { name: 'Almacén Don', email: 'ventas@don.com.ar' });
    await expectStatus(call(server.url, 'POST', '/provider', { token: admin, body: { name: 'Distribuidora Sur 2' } }), 201);
    await expectStatus(call(server.url, 'POST', '/provider', { token: admin, body: { name: 'Distribuidora Sur', cuit: '30712345671' } }), 201);
  });
  afterAll(() => server?.close());

  it('products: a name before every longer name it begins, on every list of them', async () => {
    const want = ['Leche entera', 'Leche entera 1 l', 'Leche entera 1 l (sachet)', 'Leche entera 1 l económico'];
    expect(await names('/product/public?limit=50')).toEqual(want);
    expect(await names('/product/public?limit=50&status=true')).toEqual(want);
    expect(await names('/product/public?limit=50&query=leche')).toEqual(want);
    expect(await names('/product/public?limit=50&query=entera%201')).toEqual(want.slice(1));
  });

  it('customers and providers alike', async () => {
    expect(await names('/customer?limit=50')).toEqual(['Almacén Don', 'Almacén Don Pepe', 'Almacén Don Pepe Hijos']);
    expect(await names('/provider/public?limit=50')).toEqual(['Distribuidora Sur', 'Distribuidora Sur 2', 'Lácteos del Oeste']);
  });

  it('finds a row by a text running from one of its fields into the next, as before', async () => {
    expect(await names(`/customer?limit=50&query=${encodeURIComponent('pepe zeta@')}`)).toEqual(['Almacén Don Pepe']);
    expect(await names(`/customer?limit=50&query=${encodeURIComponent('don ventas')}`)).toEqual(['Almacén Don']);
    expect(await names(`/provider/public?limit=50&query=${encodeURIComponent('sur 3071')}`)).toEqual(['Distribuidora Sur']);
    expect(await names(`/product/public?limit=50&query=${encodeURIComponent('económico leche-entera')}`)).toEqual(['Leche entera 1 l económico']);
  });
});
