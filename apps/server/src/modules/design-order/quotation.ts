/**
 * The xlsx quotation of a design order: a company header, one row per line (picture file name, model, unit
 * price, rate, discounted price, quantity, amount) and the totals, amounts in yuan as numeric cells with two
 * decimals. Text cells are escaped against formula injection.
 */
import { escapeCell, formatFen, formatRate, type OrderDetail } from '@portal/domain';
import ExcelJS from 'exceljs';

const yuan = (fen: number) => Number(formatFen(fen));
const pictureName = (url: string | null) => (url ? decodeURIComponent(url.split('?')[0]!.split('/').pop() ?? '') : '');

export async function quotationXlsx(order: OrderDetail, company: string, brand: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = brand;
  wb.created = new Date();
  const ws = wb.addWorksheet('报价单', { pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1 } });
  ws.columns = [
    { key: 'no', width: 6 },
    { key: 'name', width: 34 },
    { key: 'pic', width: 22 },
    { key: 'model', width: 26 },
    { key: 'category', width: 20 },
    { key: 'brand', width: 12 },
    { key: 'price', width: 12 },
    { key: 'rate', width: 10 },
    { key: 'ratePrice', width: 12 },
    { key: 'qty', width: 8 },
    { key: 'amount', width: 14 },
  ];
  const t = (s: string | null | undefined) => escapeCell(s ?? '');

  ws.mergeCells('A1:K1');
  ws.getCell('A1').value = t(`${company} 产品报价单`);
  ws.getCell('A1').font = { size: 16, bold: true };
  ws.getCell('A1').alignment = { horizontal: 'center' };
  const info = ws.addRow([
    '设计单',
    t(order.name),
    '编号',
    t(order.orderNo),
    '日期',
    order.createdAt.slice(0, 10),
    '场景',
    t(order.sceneName ?? '-'),
    '客户',
    t(order.memberAccountName ?? '-'),
  ]);
  for (const c of [1, 3, 5, 7, 9]) info.getCell(c).font = { bold: true };
  ws.addRow(['备注', t(order.remark || '-')]);
  const headerRow = ws.addRow([
    '序号',
    '产品名称',
    '产品图片',
    '型号',
    '产品分类',
    '品牌',
    '单价(元)',
    '折扣率(%)',
    '折后价(元)',
    '数量',
    '金额(元)',
  ]);
  headerRow.font = { bold: true };
  headerRow.eachCell((c) => {
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F3F5' } };
    c.border = { bottom: { style: 'thin' } };
  });

  order.lines.forEach((l, i) => {
    const row = ws.addRow([
      i + 1,
      t(l.productName),
      t(pictureName(l.productImage)),
      t(l.productModel),
      t(l.productCategory ?? '-'),
      t(l.brandName ?? ''),
      l.price === null ? '暂无价格' : yuan(l.price),
      Number(formatRate(l.rate)),
      yuan(l.ratePrice),
      l.quantity,
      yuan(l.amount),
    ]);
    for (const col of [7, 9, 11]) row.getCell(col).numFmt = '#,##0.00';
    row.getCell(8).numFmt = '0.00';
  });

  const totals: [string, number][] = [
    ['原价合计(元)', order.originalAmount],
    ['优惠金额(元)', order.preferential],
    ['报价合计(元)', order.amount],
  ];
  ws.addRow([]);
  for (const [label, fen] of totals) {
    const row = ws.addRow(['', '', '', '', '', '', '', '', '', label, yuan(fen)]);
    row.getCell(10).font = { bold: true };
    row.getCell(11).numFmt = '#,##0.00';
    row.getCell(11).font = { bold: true };
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
