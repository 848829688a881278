/**
 * The hand-off documents (part 2 §2 /survey/preview): the xlsx bill of materials with the cable schedule (exceljs,
 * what the quotation uses); the DXF is export-dxf.ts.
 */
import type { CableRunView } from '@portal/domain';
import ExcelJS from 'exceljs';

export interface BomLine {
  model: string;
  sku_name: string;
  brand_name: string | null;
  quantity: number;
  rate_price_fen: number | string;
  amount_fen: number | string;
  origin: string | null;
  /** Units of the line the plan's points added (placed beyond what the list held). */
  plan_quantity?: number | null;
}
export type ScheduleRow = CableRunView & { sceneName: string };

const ORIGIN_LABELS: Record<string, string> = { wiring: '布线', topology: '拓扑', mount: '安装支架' };
const MONEY = '¥#,##0.00';

/** Where a line came from: a system step, the plan's points, the list, or both. */
function sourceOf(l: BomLine): string {
  if (l.origin) return ORIGIN_LABELS[l.origin] ?? l.origin;
  const plan = Number(l.plan_quantity ?? 0);
  return plan <= 0 ? '清单' : plan >= l.quantity ? '平面图布点' : '清单+平面图布点';
}

export async function bomXlsx(orderName: string, lines: readonly BomLine[], runs: readonly ScheduleRow[]) {
  const wb = new ExcelJS.Workbook();
  const bom = wb.addWorksheet('材料清单');
  bom.addRow([`${orderName} 材料清单`]);
  bom.addRow(['序号', '型号', '名称', '品牌', '数量', '单价(元)', '金额(元)', '来源']);
  // Prices and amounts are numbers (yuan) in a money format, so the sheet sums and sorts them; a total row closes it.
  lines.forEach((l, i) =>
    bom.addRow([
      i + 1,
      l.model,
      l.sku_name,
      l.brand_name ?? '',
      l.quantity,
      Number(l.rate_price_fen) / 100,
      Number(l.amount_fen) / 100,
      sourceOf(l),
    ]),
  );
  const first = 3;
  const last = first + lines.length - 1;
  const totalFen = lines.reduce((t, l) => t + Number(l.amount_fen), 0);
  const total = bom.addRow(['', '合计', '', '', '', '', { formula: `SUM(G${first}:G${last})`, result: totalFen / 100 }, '']); // prettier-ignore
  total.font = { bold: true };
  bom.getColumn(6).numFmt = MONEY;
  bom.getColumn(7).numFmt = MONEY;
  const cab = wb.addWorksheet('线缆清单');
  cab.addRow(['线缆编号', '场景', '起点', '终点', '水平(m)', '垂直(m)', '安装长度(m)', '采购长度(m)', '超90米']);
  for (const r of runs)
    cab.addRow([r.runId, r.sceneName, r.from, r.to, r.horizontalM, r.verticalM, r.installedM, r.purchasedM, r.over90m ? '是' : '']); // prettier-ignore
  return Buffer.from(await wb.xlsx.writeBuffer());
}
