/** Helpers of the imports' tests: workbooks made here with exceljs, uploads, jobs waited for, a database fingerprint. */
import { IMPORT_SHEETS, creditCodeCheckChar, type ImportJobKind } from '@portal/domain';
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';
import { injectAs, type TestContext } from './test-app.ts';

export const IMP = '/api-cloud-merchant-service/v1/imports';

export type Cell = string | number | null | { formula: string };

/** A workbook of these sheets (by their Chinese names), each with the template's header unless `header` is given. */
export async function workbook(sheets: Record<string, Cell[][]>, header?: Record<string, string[]>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const ws = wb.addWorksheet(name);
    const def = Object.values(IMPORT_SHEETS).find((s) => s.name === name);
    ws.addRow(header?.[name] ?? def?.columns.map((c) => c.header) ?? []);
    for (const r of rows) ws.addRow(r as ExcelJS.CellValue[]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function multipart(file: Buffer, filename = 'import.xlsx') {
  const boundary = '----portaltest' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(ctx: TestContext, token: string, kind: ImportJobKind, file: Buffer) {
  const m = multipart(file, kind === 'media' ? 'media.zip' : 'import.xlsx');
  return ctx.app.inject({
    method: 'POST',
    url: `${IMP}/${kind}/upload`,
    payload: m.payload,
    headers: { ...m.headers, authorization: `Bearer ${token}` },
  });
}

const WAITING = ['queued', 'checking', 'applyQueued', 'applying'];

/** Polls the job as the page does until it has stopped moving. */
export async function waitJob(ctx: TestContext, token: string, id: number) {
  for (let i = 0; i < 600; i++) {
    const res = await injectAs(ctx, token, 'GET', `${IMP}/jobs/${id}`);
    const job = res.json().data;
    if (!WAITING.includes(job.status)) return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`job ${id} did not finish`);
}

/** Upload and wait for the check: the finished job. */
export async function dryRun(ctx: TestContext, token: string, kind: ImportJobKind, file: Buffer) {
  const res = await upload(ctx, token, kind, file);
  if (res.statusCode !== 200) throw new Error(`upload refused: ${res.body}`);
  return waitJob(ctx, token, res.json().data.id);
}

export async function applyJob(ctx: TestContext, token: string, id: number) {
  const res = await injectAs(ctx, token, 'POST', `${IMP}/jobs/${id}/apply`);
  if (res.statusCode !== 200) return { refused: res.json(), job: null };
  return { refused: null, job: await waitJob(ctx, token, id) };
}

const FINGERPRINTED = [
  'spu',
  'sku',
  'sku_attr',
  'dealer_sku_price',
  'spu_dealer_min_price',
  'merchant',
  'merchant_member',
  'account',
  'invitation',
  'sms_outbox',
  'category',
  'category_attr',
];

/** Every row of the tables an import may write, hashed per table: equal before and after means nothing changed. */
export async function fingerprint(db: Kysely<DB>, tables = FINGERPRINTED): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of tables) {
    const r = await sql<{ n: string; h: string | null }>`
      select count(*)::text as n, md5(string_agg(x::text, '|' order by x::text)) as h from ${sql.table(t)} x`.execute(
      db,
    );
    out[t] = `${r.rows[0]!.n}:${r.rows[0]!.h ?? ''}`;
  }
  return out;
}

/** The catalogue the checks resolve names against: 视频监控 › 网络摄像机 (three attributes) and 存储 › 硬盘. */
export async function seedCategories(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('category')
    .values([
      { id: 1, parent_id: null, name: '视频监控', sort: 1 },
      { id: 2, parent_id: null, name: '存储', sort: 2 },
      { id: 11, parent_id: 1, name: '网络摄像机', sort: 1 },
      { id: 21, parent_id: 2, name: '硬盘', sort: 1 },
    ])
    .execute();
  await db
    .insertInto('category_attr')
    .values([
      {
        id: 1,
        category_id: 11,
        attr_key: 'resolution',
        attr_name: '分辨率',
        value_type: 'text',
        filterable: true,
        sort: 1,
      },
      {
        id: 2,
        category_id: 11,
        attr_key: 'lensMm',
        attr_name: '焦距',
        unit: 'mm',
        value_type: 'number',
        filterable: true,
        sort: 2,
      },
      {
        id: 3,
        category_id: 11,
        attr_key: 'irRange',
        attr_name: '红外距离',
        unit: 'm',
        value_type: 'number',
        filterable: false,
        sort: 3,
      },
      {
        id: 4,
        category_id: 21,
        attr_key: 'capacityTB',
        attr_name: '容量',
        unit: 'TB',
        value_type: 'number',
        filterable: true,
        sort: 1,
      },
    ])
    .execute();
  // the rows above took their ids by hand: the sequences go on after them
  for (const t of ['category', 'category_attr'])
    await sql`select setval(pg_get_serial_sequence(${t}, 'id'), (select max(id) from ${sql.table(t)}))`.execute(db);
}

/** A valid unified social credit code for a serial number (the check character computed). */
export function creditCode(n: number): string {
  const first = `91330108MA${String(n).padStart(7, '0')}`;
  return first + creditCodeCheckChar(first)!;
}

/**
 * Waits until the invitations an apply wrote have had their first try (they go out after the import commits, so
 * a job reads 「已应用」 a moment before its SMS are in the outbox).
 */
export async function invitationsTried(db: Kysely<DB>): Promise<void> {
  for (let t = 0; t < 200; t++) {
    const r = await sql<{ n: number }>`
      select count(*)::int as n from invitation where sent_at is null and send_error is null`.execute(db);
    if (Number(r.rows[0]?.n ?? 0) === 0) return;
    await new Promise((res) => setTimeout(res, 50));
  }
  throw new Error('invitations still untried after 10 s');
}
