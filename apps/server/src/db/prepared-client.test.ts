import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnPostgres } from '../../test/support/test-db.ts';
import { PreparingClient } from './prepared-client.ts';

/** Named prepared statements: what the session holds, and that answers stay right. PostgreSQL only (pg driver). */
describeOnPostgres('prepared statements on %s', () => {
  let client: PreparingClient;
  beforeAll(async () => {
    client = new PreparingClient({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
  });
  afterAll(() => client?.end());

  // No parameters: this query itself stays unnamed.
  const held = async () =>
    (await client.query<{ statement: string }>('select statement from pg_prepared_statements')).rows;

  it('prepares a text with parameters from its second use, and answers each use with its own values', async () => {
    const text = 'select $1::int + 1 as n /* prepared-client test */';
    expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
    expect((await held()).some((r) => r.statement === text)).toBe(false);
    expect((await client.query(text, [41])).rows).toEqual([{ n: 42 }]);
    expect((await client.query(text, [99])).rows).toEqual([{ n: 100 }]);
    expect((await held()).filter((r) => r.statement === text)).toHaveLength(1);
  });

  it('leaves statements without parameters, transactions and scripts unnamed', async () => {
    for (let i = 0; i < 3; i++) {
      await client.query('begin', []);
      await client.query('select 1 as one; select 2 as two');
      await client.query('commit', []);
    }
    expect((await held()).some((r) => /begin|commit|select 1 as one/.test(r.statement))).toBe(false);
  });

  it('a failing statement leaves the session usable and the statement prepared for the next use', async () => {
    const text = 'select 10 / $1::int as q /* prepared-client division */';
    await client.query(text, [2]);
    await expect(client.query(text, [0])).rejects.toMatchObject({ code: '22012' });
    expect((await client.query(text, [5])).rows).toEqual([{ q: 2 }]);
  });
});
