/**
 * The hand-off xlsx (part 2 §2 /survey/preview): the bill of materials — each line's model, name, brand, quantity,
 * unit price and amount as numbers with money formats, where its units came from (the domain's labels: 清单,
 * 平面图布点, 智能布线, 拓扑, 安装支架) and its picture — with a total row equal to the order's amount, and the cable
 * schedule with its lengths as numbers and their totals. exceljs, like the quotation.
 */
import { type CableRunView, type DesignLine, escapeCell, lineSourceText } from '@portal/domain';
import ExcelJS from '../../exceljs.ts';

export type ScheduleRow = CableRunView & { sceneName: string };

const MONEY = '¥#,##0.00';
const METRES = '0.0';

export async function bomXlsx(
  orderName: string,
  lines: readonly DesignLine[],
  runs: readonly ScheduleRow[],
  pictures: ReadonlyMap<string, Buffer>,
) {
  const wb = new ExcelJS.Workbook();
  const bom = wb.addWorksheet('材料清单');
  bom.columns = [6, 26, 34, 10, 8, 13, 15, 16, 10].map((width) => ({ width }));
  bom.addRow([escapeCell(`${orderName} 材料清单`)]).font = { bold: true, size: 14 };
  bom.addRow(['序号', '型号', '名称', '品牌', '数量', '单价(元)', '金额(元)', '来源', '图片']).font = { bold: true };
  lines.forEach((l, i) => {
    const row = bom.addRow([
      i + 1,
      escapeCell(l.productModel),
      escapeCell(l.productName),
      escapeCell(l.brandName ?? ''),
      l.quantity,
      l.ratePrice / 100,
      l.amount / 100,
      lineSourceText(l.origin),
    ]);
    row.getCell(6).numFmt = MONEY;
    row.getCell(7).numFmt = MONEY;
    row.alignment = { vertical: 'middle' };
    const pic = l.productImage ? pictures.get(l.productImage) : undefined;
    if (pic) {
      row.height = 40;
      const id = wb.addImage({ buffer: pic as unknown as ExcelJS.Buffer, extension: 'png' });
      bom.addImage(id, { tl: { col: 8.1, row: row.number - 1 + 0.05 }, ext: { width: 48, height: 48 }, editAs: 'oneCell' }); // prettier-ignore
    }
  });
  const total = bom.addRow(['', '', '', '合计', lines.reduce((s, l) => s + l.quantity, 0), '', lines.reduce((s, l) => s + l.amount, 0) / 100]); // prettier-ignore
  total.font = { bold: true };
  total.getCell(7).numFmt = MONEY;

  const cab = wb.addWorksheet('线缆清单');
  cab.columns = [10, 14, 22, 22, 10, 10, 12, 12, 8, 9].map((width) => ({ width }));
  cab.addRow(['线缆编号', '场景', '起点', '终点', '水平(m)', '垂直(m)', '安装长度(m)', '采购长度(m)', '超90米', '穿墙(处)']).font = { bold: true }; // prettier-ignore
  for (const r of runs) {
    const row = cab.addRow([r.runId, escapeCell(r.sceneName), escapeCell(r.from), escapeCell(r.to), r.horizontalM, r.verticalM, r.installedM, r.purchasedM, r.over90m ? '是' : '', r.wallCrossings]); // prettier-ignore
    for (const c of [5, 6, 7, 8]) row.getCell(c).numFmt = METRES;
  }
  const sum = (f: (r: ScheduleRow) => number) => Math.round(runs.reduce((s, r) => s + f(r), 0) * 10) / 10;
  const cables = cab.addRow([`合计 ${runs.length} 条`, '', '', '', sum((r) => r.horizontalM), sum((r) => r.verticalM), sum((r) => r.installedM), sum((r) => r.purchasedM)]); // prettier-ignore
  cables.font = { bold: true };
  for (const c of [5, 6, 7, 8]) cables.getCell(c).numFmt = METRES;
  return Buffer.from(await wb.xlsx.writeBuffer());
}
