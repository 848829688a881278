/**
 * BENCH_ONLY=imports (issue 42 numbers): a catalogue workbook of 10,000 models × 12 attributes with prices on 4 price
 * lists (retail and three first-level dealers: 10,000 + 120,000 + 40,000 rows) uploaded, dry-run and applied through
 * the real HTTP stack (app.inject: the server is this process, so its memory is the figure), then the same workbook
 * with every price changed applied again (the update path). Targets: dry run ≤ 30 s, apply ≤ 60 s on PostgreSQL,
 * memory below 500 MB. Run alone: `node --import tsx apps/server/bench/imports.ts` (TEST_DATABASE_URL: on PostgreSQL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMPORT_SHEETS } from '@portal/domain';
import ExcelJS from 'exceljs';
import { createAccount, createMerchant } from '../test/support/fixtures.ts';
import { createTestApp, loginToken } from '../test/support/test-app.ts';
import { testDrivers } from '../test/support/test-db.ts';
import { multipart } from '../test/support/imports.ts';

const IMP = '/api-cloud-merchant-service/v1/imports';
const MODELS = Number(process.env.BENCH_IMPORT_MODELS || 10_000);
const ATTRS = 12;
const CATEGORIES = 10;

/** The workbook, written by exceljs's streaming writer (so that making it adds little to this process's memory). */
async function catalogueWorkbook(dealers: string[], bump: number): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `bench-imports-${process.pid}.xlsx`);
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = (key: keyof typeof IMPORT_SHEETS) => {
    const ws = wb.addWorksheet(IMPORT_SHEETS[key].name);
    ws.addRow(IMPORT_SHEETS[key].columns.map((c) => c.header)).commit();
    return ws;
  };
  const models = sheet('models');
  for (let i = 0; i < MODELS; i++) {
    const no = `BM-${String(i).padStart(6, '0')}`;
    const cat = Math.floor(i / 4) % CATEGORIES;
    const price = 100 + (i % 900) + bump;
    models.addRow([no, `HY-${no}`, `型号 ${no}`, `BS-${Math.floor(i / 4)}`, `产品 ${Math.floor(i / 4)}`, `一级${cat}`, `二级${cat}`, '海昱', '经销', '台', price, i % 500, '上架', null, null]).commit(); // prettier-ignore
  }
  models.commit();
  const attrs = sheet('attributes');
  for (let i = 0; i < MODELS; i++)
    for (let a = 0; a < ATTRS; a++)
      attrs.addRow([`BM-${String(i).padStart(6, '0')}`, `属性${a}`, a % 2 ? (i % 97) + a : `值${i % 13}`]).commit();
  attrs.commit();
  const prices = sheet('prices');
  for (let i = 0; i < MODELS; i++) {
    const no = `BM-${String(i).padStart(6, '0')}`;
    const price = 100 + (i % 900) + bump;
    prices.addRow([no, '零售价', price, null]).commit();
    for (const d of dealers) prices.addRow([no, d, price * 0.8, price * 0.7]).commit();
  }
  prices.commit();
  await wb.commit();
  const buf = fs.readFileSync(file);
  fs.rmSync(file);
  return buf;
}

async function run(driver: 'pglite' | 'postgres') {
  const ctx = await createTestApp(driver, { LOG_LEVEL: 'silent' });
  const db = ctx.database.db;
  for (let c = 0; c < CATEGORIES; c++) {
    await db
      .insertInto('category')
      .values({ id: c + 1, parent_id: null, name: `一级${c}` })
      .execute();
    await db
      .insertInto('category')
      .values({ id: c + 101, parent_id: c + 1, name: `二级${c}` })
      .execute();
    await db
      .insertInto('category_attr')
      .values(
        Array.from({ length: ATTRS }, (_, a) => ({
          category_id: c + 101,
          attr_key: `k${a}`,
          attr_name: `属性${a}`,
          value_type: a % 2 ? ('number' as const) : ('text' as const),
          filterable: a < 6,
          sort: a,
        })),
      )
      .execute();
  }
  const dealers: string[] = [];
  for (let d = 0; d < 3; d++) dealers.push(await createMerchant(db, { enterpriseType: 1 }));
  await createAccount(db, { phone: '13900045008', isSales: true });
  const token = await loginToken(ctx, '13900045008');
  const headers = { authorization: `Bearer ${token}` };

  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const wait = async (id: number) => {
    for (;;) {
      const job = (await ctx.app.inject({ method: 'GET', url: `${IMP}/jobs/${id}`, headers })).json().data;
      if (!['queued', 'checking', 'applyQueued', 'applying'].includes(job.status)) return job;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const round = async (label: string, bump: number) => {
    const file = await catalogueWorkbook(dealers, bump);
    const m = multipart(file);
    let t = performance.now();
    const up = await ctx.app.inject({ method: 'POST', url: `${IMP}/catalogue/upload`, payload: m.payload, headers: { ...m.headers, ...headers } }); // prettier-ignore
    const checked = await wait(up.json().data.id);
    const dry = (performance.now() - t) / 1000;
    if (checked.status !== 'checked' || checked.problemCount)
      throw new Error(`check: ${JSON.stringify(checked).slice(0, 400)}`);
    t = performance.now();
    await ctx.app.inject({ method: 'POST', url: `${IMP}/jobs/${checked.id}/apply`, headers });
    const applied = await wait(checked.id);
    const apply = (performance.now() - t) / 1000;
    if (applied.status !== 'applied') throw new Error(`apply: ${JSON.stringify(applied).slice(0, 400)}`);
    console.log(
      `imports ${driver} ${label}: ${MODELS} models × ${ATTRS} attributes, ${dealers.length + 1} price lists ` +
        `(${(file.length / 1024 / 1024).toFixed(1)} MB): dry run ${dry.toFixed(1)} s, apply ${apply.toFixed(1)} s, ` +
        `peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB`,
    );
  };
  await round('new', 0);
  if (!process.env.BENCH_IMPORT_ONCE) await round('every price changed', 1);
  clearInterval(sampler);
  await ctx.close();
}

/** On PostgreSQL when TEST_DATABASE_URL is set (the figures of the issue), else on the embedded database. */
export async function benchImports(): Promise<void> {
  const drivers = testDrivers();
  await run(drivers.includes('postgres') ? 'postgres' : 'pglite');
}

if (import.meta.url === `file://${process.argv[1]}`) await benchImports();
