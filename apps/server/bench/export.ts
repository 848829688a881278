/**
 * BENCH_ONLY=export (issue 61 item 1): the 10,000-model catalogue (12 attributes, 4 price lists: 170,000 rows, a
 * bulk-SQL fixture) exported from the production server (launch.mjs, node-flags.json's heap limit) over HTTP, on
 * PostgreSQL (TEST_DATABASE_URL), each export kind of the catalogue once after a warm-up: seconds, bytes, and the server's
 * RSS before, its highest sample during the download and VmHWM (export-memory.ts). Target: completes, peak RSS under
 * 500 MB. Run alone: `node --import tsx apps/server/bench/export.ts`.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { bigCatalogue } from '../test/support/big-catalogue.ts';
import { createAccount, createMerchant } from '../test/support/fixtures.ts';
import { createTestDatabase } from '../test/support/test-db.ts';
import { measureExport, startExportServer } from './export-memory.ts';
import { productionServer } from './production-build.ts';

const MODELS = Number(process.env.BENCH_EXPORT_MODELS || 10_000);

export async function benchExport(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) throw new Error('BENCH_ONLY=export needs TEST_DATABASE_URL (PostgreSQL)');
  const database = await createTestDatabase('postgres');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-export-'));
  try {
    const dealers: string[] = [];
    for (let d = 0; d < 3; d++) dealers.push(await createMerchant(database.db, { enterpriseType: 1 }));
    await createAccount(database.db, { phone: '13900061002', isSales: true });
    await bigCatalogue(database.db, 0, MODELS, dealers);
    const server = await startExportServer(database.url!, '13900061002', productionServer());
    try {
      const file = path.join(dir, 'export.xlsx');
      await measureExport(server, 'stock', file); // warm-up
      for (const kind of ['catalogue', 'prices', 'stock', 'catalogue']) {
        const m = await measureExport(server, kind, file);
        console.log(
          `export ${kind}, ${MODELS} models: ${m.seconds.toFixed(1)} s, ${(m.bytes / 1024 / 1024).toFixed(1)} MB; ` +
            `server RSS before ${m.rssBeforeMb.toFixed(0)} MB, peak ${m.rssPeakMb.toFixed(0)} MB, ` +
            `VmHWM ${m.hwmMb.toFixed(0)} MB`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchExport();
