/**
 * The hand-off documents (part 2 §2 /survey/preview): the xlsx bill of materials with the cable schedule (exceljs,
 * what the quotation uses); the DXF is export-dxf.ts.
 */
import { type CableRunView, yuanText } from '@portal/domain';
import ExcelJS from 'exceljs';

export interface BomLine {
  model: string;
  sku_name: string;
  brand_name: string | null;
  quantity: number;
  rate_price_fen: number | string;
  amount_fen: number | string;
  origin: string | null;
}
export type ScheduleRow = CableRunView & { sceneName: string };

const ORIGIN_LABELS: Record<string, string> = { wiring: '布线', topology: '拓扑' };

export async function bomXlsx(orderName: string, lines: readonly BomLine[], runs: readonly ScheduleRow[]) {
  const wb = new ExcelJS.Workbook();
  const bom = wb.addWorksheet('材料清单');
  bom.addRow([`${orderName} 材料清单`]);
  bom.addRow(['序号', '型号', '名称', '品牌', '数量', '单价(元)', '金额(元)', '来源']);
  lines.forEach((l, i) =>
    bom.addRow([
      i + 1,
      l.model,
      l.sku_name,
      l.brand_name ?? '',
      l.quantity,
      yuanText(Number(l.rate_price_fen)),
      yuanText(Number(l.amount_fen)),
      l.origin ? (ORIGIN_LABELS[l.origin] ?? l.origin) : '清单',
    ]),
  );
  const cab = wb.addWorksheet('线缆清单');
  cab.addRow(['线缆编号', '场景', '起点', '终点', '水平(m)', '垂直(m)', '安装长度(m)', '采购长度(m)', '超90米']);
  for (const r of runs)
    cab.addRow([r.runId, r.sceneName, r.from, r.to, r.horizontalM, r.verticalM, r.installedM, r.purchasedM, r.over90m ? '是' : '']); // prettier-ignore
  return Buffer.from(await wb.xlsx.writeBuffer());
}
