/**
 * The desk's xlsx import of older devices into the registry (exceljs): columns 序列号, 型号, 保修月数, 发货日期
 * (YYYY-MM-DD; 保修月数 left empty = the product line's months). Every row is checked first (the serial's product-line format, months 0-240, a real past date); one
 * wrong row refuses the whole file with the rows' Chinese reasons and nothing written. Owners are not known for
 * imported devices (any buyer may order for them). The file passes the zip guard first (size, entries, unpacked size).
 */
import ExcelJS from '../../exceljs.ts';
import {
  SERVICE_ORDER_MESSAGES as M,
  chinaDateStart,
  normalizeSerial,
  productLineOfSerial,
  refusal,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError } from '../../http/errors.ts';
import { checkXlsx } from '../private-product/index.ts';
import { registerDevices, type NewDevice } from './devices.ts';
import { noEntry } from '../../http/no-entry.ts';

const DEVICE_IMPORT_COLUMNS = ['序列号', '型号', '保修月数', '发货日期'] as const;
export const DEVICE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
const MAX_ROWS = 5000;

const text = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((t) => t.text).join('');
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '');
  return String(v).trim();
};

export async function importDevices(db: Kysely<DB>, file: Buffer): Promise<{ imported: number }> {
  const guard = checkXlsx(file, {
    maxBytes: DEVICE_IMPORT_MAX_BYTES,
    maxEntries: 200,
    maxUnpackedBytes: 50 * 1024 * 1024,
  });
  if (!guard.ok) throw businessError(noEntry(refusal(M, 'importInvalid')), undefined, 400);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(file as never);
  } catch {
    throw businessError(noEntry(refusal(M, 'importInvalid')), undefined, 400);
  }
  const ws = wb.worksheets[0];
  const header = DEVICE_IMPORT_COLUMNS.map((_, i) => text(ws?.getRow(1).getCell(i + 1).value ?? null));
  if (!ws || header.some((h, i) => h !== DEVICE_IMPORT_COLUMNS[i]) || ws.actualRowCount - 1 > MAX_ROWS)
    throw businessError(
      noEntry(
        refusal(
          M,
          'importInvalid',
          `${M.importInvalid}：表头应为 ${DEVICE_IMPORT_COLUMNS.join('、')}，最多 ${MAX_ROWS} 行`,
        ),
      ),
      undefined,
      400,
    );
  const devices: NewDevice[] = [];
  const problems: string[] = [];
  const now = Date.now();
  ws.eachRow({ includeEmpty: false }, (row, n) => {
    if (n === 1) return;
    const [serialRaw, model, monthsRaw, dateRaw] = [1, 2, 3, 4].map((c) => text(row.getCell(c).value));
    const serial = normalizeSerial(serialRaw ?? '');
    // 保修月数 left empty: the product line's months.
    const months = monthsRaw === '' ? null : Number(monthsRaw);
    const shipped = chinaDateStart(String(dateRaw).slice(0, 10));
    if (!productLineOfSerial(serial)) problems.push(`第 ${n} 行：序列号格式不正确`);
    else if (!model) problems.push(`第 ${n} 行：请填写型号`);
    else if (months !== null && (!Number.isInteger(months) || months < 0 || months > 240))
      problems.push(`第 ${n} 行：保修月数应为 0 到 240 的整数，或留空按产品线`);
    else if (!shipped || shipped.getTime() > now) problems.push(`第 ${n} 行：发货日期不正确`);
    else
      devices.push({
        serial,
        model: model.slice(0, 100),
        warrantyMonths: months,
        shippedAt: shipped,
        accountId: null,
        source: 'import',
      });
  });
  if (problems.length)
    throw businessError(noEntry(refusal(M, 'importInvalid', `${M.importInvalid}：${problems.slice(0, 5).join('；')}`)));
  if (!devices.length) throw businessError(noEntry(refusal(M, 'importInvalid', `${M.importInvalid}：文件中没有设备`)));
  const imported = await db.transaction().execute((tx) => registerDevices(tx, devices));
  return { imported };
}
