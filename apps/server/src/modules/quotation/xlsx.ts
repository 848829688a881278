/**
 * The xlsx quotation: the letterhead, the order, one row per line with its picture embedded (a real image, not a
 * file name), model, specification, source, unit price, discount rate, quantity and amount as numbers with money
 * formats, then the totals (original, discount, subtotal, tax, total) and the total in capitals. Text cells are
 * escaped against formula injection. Figures come from the QuotationView only; the amounts and totals are formulas
 * over the lines with the view's figure as their saved result (issue 58 §8: a dealer who edits a quantity in Excel
 * gets the right total), each written as a formula only where it reproduces the domain's figure to the fen.
 */
import { escapeCell, formatRate, type QuotationView } from '@portal/domain';
import ExcelJS from '../../exceljs.ts';

const yuan = (fen: number) => fen / 100;
const MONEY = '¥#,##0.00';
const PIC_ROW_PT = 48;

export async function quotationXlsx(v: QuotationView, pictures: ReadonlyMap<string, Buffer>, brand: string) {
  const wb = new ExcelJS.Workbook();
  wb.creator = brand;
  wb.created = new Date();
  const ws = wb.addWorksheet('报价单', { pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 } }); // prettier-ignore
  ws.columns = [
    { key: 'no', width: 6 },
    { key: 'pic', width: 10 },
    { key: 'name', width: 30 },
    { key: 'model', width: 22 },
    { key: 'spec', width: 40 },
    { key: 'source', width: 14 },
    { key: 'price', width: 13 },
    { key: 'rate', width: 10 },
    { key: 'unit', width: 13 },
    { key: 'qty', width: 8 },
    { key: 'amount', width: 15 },
  ];
  const t = (s: string | null | undefined) => escapeCell(s ?? '');
  const p = v.profile;
  ws.mergeCells('A1:K1');
  ws.getCell('A1').value = t(`${p.companyName} 报价单`);
  ws.getCell('A1').font = { size: 16, bold: true };
  ws.getCell('A1').alignment = { horizontal: 'center' };
  ws.mergeCells('A2:K2');
  ws.getCell('A2').value = t([p.contactName && `联系人：${p.contactName}`, p.phone && `电话：${p.phone}`, p.address && `地址：${p.address}`].filter(Boolean).join('    ')); // prettier-ignore
  ws.getCell('A2').alignment = { horizontal: 'center' };
  const info = (cells: [string, string][]) => {
    const row = ws.addRow(cells.flatMap(([k, val]) => [k, t(val)]));
    for (let c = 1; c <= cells.length * 2; c += 2) row.getCell(c).font = { bold: true };
  };
  info([['报价单号', v.orderNo], ['项目名称', v.orderName], ['应用场景', v.sceneName ?? '-']]); // prettier-ignore
  info([['客户', v.customer.name ?? '-'], ['客户电话', v.customer.phone ?? '-'], ['报价日期', v.quotedOn], ['有效期至', v.validUntil]]); // prettier-ignore
  if (v.remark) info([['备注', v.remark]]);
  const header = ws.addRow(['序号', '图片', '产品名称', '型号', '规格参数', '来源', '单价(元)', '折扣率(%)', '折后单价(元)', '数量', '金额(元)']); // prettier-ignore
  header.font = { bold: true };
  header.eachCell((c) => {
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F3F5' } };
    c.border = { bottom: { style: 'thin' } };
  });
  const first = ws.rowCount + 1;
  for (const l of v.lines) {
    const row = ws.addRow([
      l.no,
      '',
      t(l.productName),
      t(l.productModel),
      t(l.spec),
      t(l.source),
      l.price === null ? '暂无价格' : yuan(l.price),
      Number(formatRate(l.rate)),
      yuan(l.unitPrice),
      l.quantity,
      yuan(l.amount),
    ]);
    row.alignment = { vertical: 'middle', wrapText: true };
    if (l.unitPrice * l.quantity === l.amount)
      row.getCell(11).value = { formula: `ROUND(I${row.number}*J${row.number},2)`, result: yuan(l.amount) };
    for (const col of [7, 9, 11]) row.getCell(col).numFmt = MONEY;
    row.getCell(8).numFmt = '0.00';
    const pic = l.image ? pictures.get(l.image) : undefined;
    if (pic) {
      row.height = PIC_ROW_PT;
      const id = wb.addImage({ buffer: pic as unknown as ExcelJS.Buffer, extension: 'png' });
      ws.addImage(id, { tl: { col: 1.1, row: row.number - 1 + 0.08 }, ext: { width: 56, height: 56 }, editAs: 'oneCell' }); // prettier-ignore
    }
  }
  const last = ws.rowCount;
  ws.addRow([]);
  const at = (k: number) => ws.rowCount + 1 + k; // the row of the k-th total below
  const range = (col: string) => `${col}${first}:${col}${last}`;
  const priced = v.lines.reduce((s, l) => s + (l.price ?? 0) * l.quantity, 0);
  const summed = v.lines.reduce((s, l) => s + l.amount, 0);
  const taxPercent = v.profile.taxRate / 100;
  const totals: [string, number, string | null][] = [
    ['原价合计(元)', v.originalAmount, priced === v.originalAmount ? `SUMPRODUCT(${range('G')},${range('J')})` : null],
    ['优惠金额(元)', v.preferential, `K${at(0)}-K${at(2)}`],
    ['小计(元)', v.subtotal, summed === v.subtotal && v.lines.length ? `SUM(${range('K')})` : null],
    [`税额(元，税率${formatRate(v.profile.taxRate)}%)`, v.tax, `ROUND(K${at(2)}*${taxPercent}/100,2)`],
    ['合计(元)', v.total, `K${at(2)}+K${at(3)}`],
  ];
  // a total over figures that are themselves values stays a formula only when its inputs are the view's figures
  if (v.originalAmount - v.subtotal !== v.preferential) totals[1]![2] = null;
  for (const [label, fen, formula] of totals) {
    const row = ws.addRow(['', '', '', '', '', '', '', '', '', label, yuan(fen)]);
    if (formula) row.getCell(11).value = { formula, result: yuan(fen) };
    row.getCell(10).font = { bold: true };
    row.getCell(10).alignment = { horizontal: 'right' };
    row.getCell(11).numFmt = MONEY;
    row.getCell(11).font = { bold: true };
  }
  const words = ws.addRow([`合计金额（大写）：人民币${v.totalInWords}`]);
  ws.mergeCells(`A${words.number}:K${words.number}`);
  words.getCell(1).alignment = { horizontal: 'right' };
  words.font = { bold: true };
  ws.addRow([]);
  const terms = ws.addRow([t(`报价说明：\n有效期至 ${v.validUntil}（${p.validityDays} 天）。\n${p.terms}`)]);
  ws.mergeCells(`A${terms.number}:K${terms.number}`);
  terms.getCell(1).alignment = { wrapText: true, vertical: 'top' };
  terms.height = 15 * (p.terms.split('\n').length + 2);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
