import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';

describe('the PostgreSQL server started for the run', () => {
  it('accepts connections on loopback and runs version 15', async () => {
    const client = new pg.Client({ connectionString: inject('postgresUrl') });
    await client.connect();
    try {
      const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
      expect(rows[0]?.server_version).toMatch(/^15\./);
    } finally {
      await client.end();
    }
  });
});
