/**
 * Issue 56 §3: a catalogue import streams. The production server (launch.mjs, its heap flags) on PostgreSQL checks and
 * applies a workbook of 2,000 models and then one of 10,000 (12 attributes and 4 price lists each: 34,000 and
 * 170,000 rows) through the upload and the job, as staff do: both apply whole, with the counts a real diff gives, and
 * what the server's memory grows by does not grow with the workbook (read whole, the rows and the plan of 10,000
 * models added hundreds of MB). BENCH_ONLY=imports runs the same code on the 50,000-model workbook.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { startExportServer, type ExportServer } from '../bench/export-memory.ts';
import { catalogueWorkbook, importWorld, measureImport } from '../bench/import-memory.ts';
import { createTestDatabase, describeOnPostgres } from './support/test-db.ts';

const PHONE = '13900056003';

describeOnPostgres('a catalogue import streams in bounded memory (issue 56) on %s', (driver) => {
  let database: Database;
  let server: ExportServer;
  let dealers: string[];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-memory-'));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    dealers = await importWorld(database.db, PHONE);
    server = await startExportServer(database.url!, PHONE);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const imported = async (models: number) => {
    const file = path.join(dir, `${models}.xlsx`);
    await catalogueWorkbook(file, models, dealers);
    return measureImport(server, file);
  };
  const count = async (table: 'sku' | 'sku_attr' | 'dealer_sku_price') =>
    Number(
      (await sql<{ n: string }>`select count(*)::text as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n,
    );

  it('imports 2,000 and then 10,000 models adding about the same memory, under the heap limit; every row is written', async () => {
    // the first import compiles the reader and the checks and grows the young generation: measured from the second on
    await imported(500);
    const small = await imported(2_000);
    const large = await imported(10_000);
    console.log(`import 2k: ${JSON.stringify(small)}\nimport 10k: ${JSON.stringify(large)}`);
    expect(server.child.exitCode).toBeNull(); // alive: no heap out of memory

    // what a real diff gives: the 2,000 models the first import wrote are unchanged, 8,000 are new
    expect(large.summary['型号']).toEqual({ inserted: 8_000, updated: 0, unchanged: 2_000 });
    expect(large.summary['属性']).toEqual({ inserted: 96_000, updated: 0, unchanged: 24_000 });
    const prices = large.summary['价格']!;
    expect(prices.inserted + prices.updated + (prices.unchanged ?? 0)).toBe(40_000);
    expect(await count('sku')).toBe(10_000);
    expect(await count('dealer_sku_price')).toBe(30_000);
    expect(await count('sku_attr')).toBe(60_000); // the 6 filterable attributes of each model

    // Five times the rows, about the same memory: what the import adds to the server's RSS (its highest sample over
    // the RSS before) stays within chunks, pages and buffers. Measured 2026-11-29 on a loaded 2-core machine: 9–31 MB
    // at 2k and 37–51 MB at 10k (the latter with the read model of 10,000 models built after the commit); the rows
    // read whole (before issue 56) added 21 and 70 MB, and ran a 50,000-model workbook out of the 352 MB heap.
    const added = (m: typeof small) => m.rssPeakMb - m.rssBeforeMb;
    expect(added(large)).toBeLessThan(64);
    expect(added(large)).toBeLessThan(added(small) + 48);
    expect(large.rssPeakMb).toBeLessThan(450);
  }, 600_000);
});
