/**
 * The catalogue's planner statistics (statistics-queries.ts): tables filled without an analysis get one, and a table analysed
 * since is left alone; the plans then read a product's accessories by index rather than hashing every model.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestDatabase, testDrivers } from '../../../test/support/test-db.ts';
import { refreshStatistics } from './statistics-queries.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';

describe.each(testDrivers())('catalogue statistics on %s', (driver) => {
  let database: Database;
  const reltuples = async (name: string) =>
    Number(
      (await sql<{ n: number }>`select reltuples as n from pg_class where relname = ${name}`.execute(database.db))
        .rows[0]!.n,
    );

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await createTestCatalogue(database.db);
  });
  afterAll(() => database.close());

  it('analyses the tables that never were, once', async () => {
    expect(await reltuples('spu')).toBeLessThan(0);
    const first = await refreshStatistics(database.db);
    expect(first).toEqual(expect.arrayContaining(['spu', 'sku', 'sku_attr', 'category']));
    expect(await reltuples('spu')).toBeGreaterThan(0);
    expect(await refreshStatistics(database.db)).toEqual([]);
  });
});
