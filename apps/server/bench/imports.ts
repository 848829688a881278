/**
 * BENCH_ONLY=imports (issue 56 §3): a catalogue workbook of 50,000 models × 12 attributes with prices on 4 price lists
 * (retail and three first-level dealers: 50,000 + 600,000 + 200,000 rows) uploaded over HTTP to the production server
 * (launch.mjs with node-flags.json's heap limit, on PostgreSQL), dry-run and applied, then the same workbook with
 * every price changed applied again (the update path); the server process's peak RSS is the figure
 * (import-memory.ts). Targets: dry run ≤ 60 s, apply ≤ 120 s, peak RSS ≤ 500 MB. BENCH_IMPORT_MODELS sets the size,
 * BENCH_IMPORT_ONCE=1 skips the second round. Needs TEST_DATABASE_URL. Run alone:
 * `node --import tsx apps/server/bench/imports.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp } from '../test/support/test-app.ts';
import { testDrivers } from '../test/support/test-db.ts';
import { startExportServer } from './export-memory.ts';
import { productionServer } from './production-build.ts';
import { IMPORT_ATTRS, catalogueWorkbook, importWorld, measureImport } from './import-memory.ts';

const MODELS = Number(process.env.BENCH_IMPORT_MODELS || 50_000);
const PHONE = '13900045008';

export async function benchImports(): Promise<void> {
  if (!testDrivers().includes('postgres')) {
    console.log('imports: skipped (needs TEST_DATABASE_URL: the figures are the production server on PostgreSQL)');
    return;
  }
  const ctx = await createTestApp('postgres', { LOG_LEVEL: 'silent' });
  // this process's app is closed at once: the server measured is the only one to take the import jobs
  await ctx.app.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-imports-'));
  const dealers = await importWorld(ctx.database.db, PHONE);
  const server = await startExportServer(ctx.database.url!, PHONE, productionServer());
  try {
    for (const [label, bump] of [
      ['new', 0],
      ['every price changed', 1],
    ] as const) {
      if (bump && process.env.BENCH_IMPORT_ONCE) break;
      const file = path.join(dir, `catalogue-${bump}.xlsx`);
      await catalogueWorkbook(file, MODELS, dealers, bump);
      const m = await measureImport(server, file);
      fs.rmSync(file);
      console.log(
        `imports postgres ${label}: ${MODELS} models × ${IMPORT_ATTRS} attributes, ${dealers.length + 1} price lists ` +
          `(${(m.bytes / 1024 / 1024).toFixed(1)} MB): dry run ${m.drySeconds.toFixed(1)} s, apply ` +
          `${m.applySeconds.toFixed(1)} s, server RSS ${m.rssBeforeMb.toFixed(0)} MB before, peak ` +
          `${m.rssDryPeakMb.toFixed(0)} MB in the dry run, ${m.rssPeakMb.toFixed(0)} MB until applied ` +
          `(VmHWM ${m.hwmMb.toFixed(0)} MB); ${JSON.stringify(m.summary)}`,
      );
    }
  } finally {
    await server.stop();
    await ctx.database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchImports();
