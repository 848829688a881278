/**
 * A catalogue import's time and memory (issue 56 §3): a workbook of N models × 12 attributes × 4 price lists (retail and
 * three first-level dealers: N + 12N + 4N rows) written to a file by exceljs's streaming writer, uploaded over HTTP to
 * the production server (export-memory.ts's startExportServer: launch.mjs, node-flags.json's heap limit), dry-run and
 * applied there, the server process's RSS sampled from /proc while it works. Used by BENCH_ONLY=imports (the
 * 50,000-model figure) and by the server test (import-memory.test.ts: 2,000 vs 10,000 models).
 */
import fs from 'node:fs';
import { IMPORT_SHEETS } from '@portal/domain';
import ExcelJS from '../src/exceljs.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { createAccount, createMerchant } from '../test/support/fixtures.ts';
import { BIG_ATTRS, BIG_CATEGORIES, bigCatalogueCategories } from '../test/support/big-catalogue.ts';
import { multipart } from '../test/support/imports.ts';
import { procBytes, type ExportServer } from './export-memory.ts';

const IMP = '/api-cloud-merchant-service/v1/imports';
const MB = 1024 * 1024;
/** The attributes of each category (the big catalogue's categories). */
export const IMPORT_ATTRS = BIG_ATTRS;

/** 10 categories of 12 attributes (odd ones numbers), three first-level dealers and a staff account (`phone`). */
export async function importWorld(db: Kysely<DB>, phone: string): Promise<string[]> {
  await bigCatalogueCategories(db);
  const dealers: string[] = [];
  for (let d = 0; d < 3; d++) dealers.push(await createMerchant(db, { enterpriseType: 1 }));
  await createAccount(db, { phone, isSales: true });
  return dealers;
}

/**
 * The workbook of `models` models (numbers BM-000000 …, four to a family, distinct names and values) written to
 * `file`; `bump` moves every price (the update path).
 */
export async function catalogueWorkbook(file: string, models: number, dealers: string[], bump = 0): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = (key: keyof typeof IMPORT_SHEETS) => {
    const ws = wb.addWorksheet(IMPORT_SHEETS[key].name);
    ws.addRow(IMPORT_SHEETS[key].columns.map((c) => c.header)).commit();
    return ws;
  };
  const no = (i: number) => `BM-${String(i).padStart(6, '0')}`;
  const ws = sheet('models');
  for (let i = 0; i < models; i++) {
    const cat = Math.floor(i / 4) % BIG_CATEGORIES;
    const price = 100 + (i % 900) + bump;
    ws.addRow([no(i), `HY-${no(i)}`, `型号 ${no(i)}`, `BS-${Math.floor(i / 4)}`, `产品 ${Math.floor(i / 4)}`, `一级${cat}`, `二级${cat}`, '海昱', '经销', '台', price, i % 500, '上架', null, null]).commit(); // prettier-ignore
  }
  ws.commit();
  const attrs = sheet('attributes');
  for (let i = 0; i < models; i++)
    for (let a = 0; a < IMPORT_ATTRS; a++)
      attrs.addRow([no(i), `属性${a}`, a % 2 ? (i % 97) + a : `值${i % 13}`]).commit();
  attrs.commit();
  const prices = sheet('prices');
  for (let i = 0; i < models; i++) {
    const price = 100 + (i % 900) + bump;
    prices.addRow([no(i), '零售价', price, null]).commit();
    for (const d of dealers) prices.addRow([no(i), d, price * 0.8, price * 0.7]).commit();
  }
  prices.commit();
  await wb.commit();
}

export interface ImportMeasure {
  bytes: number;
  /** Upload to checked, and apply to applied, in seconds. */
  drySeconds: number;
  applySeconds: number;
  /**
   * The server's RSS before the upload, the highest sampled (every 20 ms) until checked (the import alone: nothing
   * commits), and until applied (the commit makes every instance read its catalogue model anew: the read model's
   * growth with the catalogue is in that figure too), in MB.
   */
  rssBeforeMb: number;
  rssDryPeakMb: number;
  rssPeakMb: number;
  /** The server process's life's peak (VmHWM), in MB. */
  hwmMb: number;
  summary: Record<string, { inserted: number; updated: number; unchanged?: number }>;
}

/** Uploads the workbook in `file` to the server, waits for its check, applies it and waits again, sampling memory. */
export async function measureImport(server: ExportServer, file: string): Promise<ImportMeasure> {
  const pid = server.child.pid!;
  const before = procBytes(pid, 'VmRSS');
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, procBytes(pid, 'VmRSS'))), 20);
  const headers = { authorization: `Bearer ${server.token}` };
  const call = async (method: string, url: string, body?: Buffer, more: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${IMP}${url}`, { method, body, headers: { ...headers, ...more } });
    const json = (await res.json()) as { data?: Record<string, unknown> };
    if (res.status !== 200 || !json.data) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json)}`);
    return json.data;
  };
  const wait = async (id: number) => {
    for (;;) {
      const job = await call('GET', `/jobs/${id}`);
      if (!['queued', 'checking', 'applyQueued', 'applying'].includes(String(job.status))) return job;
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  try {
    const buf = fs.readFileSync(file);
    const m = multipart(buf);
    let t = performance.now();
    const up = await call('POST', '/catalogue/upload', m.payload, m.headers);
    const checked = await wait(Number(up.id));
    const drySeconds = (performance.now() - t) / 1000;
    const rssDryPeakMb = Math.max(peak, procBytes(pid, 'VmRSS')) / MB;
    if (checked.status !== 'checked' || checked.problemCount)
      throw new Error(`check: ${JSON.stringify(checked).slice(0, 600)}`);
    t = performance.now();
    await call('POST', `/jobs/${checked.id}/apply`);
    const applied = await wait(Number(checked.id));
    const applySeconds = (performance.now() - t) / 1000;
    if (applied.status !== 'applied') throw new Error(`apply: ${JSON.stringify(applied).slice(0, 600)}`);
    return {
      bytes: buf.length,
      drySeconds,
      applySeconds,
      rssBeforeMb: before / MB,
      rssDryPeakMb,
      rssPeakMb: Math.max(peak, procBytes(pid, 'VmRSS')) / MB,
      hwmMb: procBytes(pid, 'VmHWM') / MB,
      summary: (applied.report as { summary: ImportMeasure['summary'] }).summary,
    };
  } finally {
    clearInterval(sampler);
  }
}
