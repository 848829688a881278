/**
 * The local platform's invoice file: an A4 page laid out as a 数电 invoice (buyer, seller, lines, totals, the amount in
 * capitals, remarks), a red one marked 红字 with the number it reverses. pdfkit with the machine's CJK font embedded as
 * a subset (survey-system's pdfCjkFont); without one the text is drawn in Helvetica (the numbers stay readable).
 */
import { INVOICE_KIND_LABEL, amountInWords, formatFenGrouped, invoiceTotals, taxRateLabel } from '@portal/domain';
import PDFDocument from 'pdfkit';
import { pdfCjkFont } from '../../survey-system/index.ts';
import type { PlatformInvoice } from './platform.ts';

const M = 36;
const W = 595.28 - 2 * M;
const COLS: [string, number, 'left' | 'right'][] = [
  ['项目名称', 150, 'left'],
  ['规格型号', 90, 'left'],
  ['单位', 36, 'left'],
  ['数量', 40, 'right'],
  ['金额', 70, 'right'],
  ['税率', 40, 'right'],
  ['税额', 97, 'right'],
];

const yuan = (fen: number) => formatFenGrouped(fen);

export async function invoicePdf(inv: PlatformInvoice, invoiceNo: string, issuedOn: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: M });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((res) => doc.on('end', () => res()));
  const font = pdfCjkFont();
  if (font) {
    doc.registerFont('cjk', font.file, font.face);
    doc.font('cjk');
  }
  const red = inv.direction === 'red';
  doc.info.Title = `${INVOICE_KIND_LABEL[inv.kind]} ${invoiceNo}`;
  const heading = inv.kind === 'e_special' ? '电子发票（增值税专用发票）' : '电子发票（普通发票）';
  doc
    .fillColor(red ? '#cf1322' : '#8c4b00')
    .fontSize(18)
    .text(heading, M, M, { width: W, align: 'center' });
  if (red) doc.fontSize(12).text('红字', M, M + 24, { width: W, align: 'center' });
  doc.fillColor('#000').fontSize(9);
  doc.text(`发票号码：${invoiceNo}`, M + W - 200, M + 4, { width: 200, align: 'right' });
  doc.text(`开票日期：${issuedOn}`, M + W - 200, M + 18, { width: 200, align: 'right' });
  let y = M + 50;
  const party = (label: string, p: PlatformInvoice['buyer'], x: number) => {
    doc.fontSize(9).text(`${label}`, x, y);
    doc.text(`名称：${p.name}`, x, y + 14, { width: W / 2 - 10 });
    doc.text(`统一社会信用代码/纳税人识别号：${p.taxNo || '—'}`, x, y + 28, { width: W / 2 - 10 });
    if (p.address || p.phone) doc.text(`地址、电话：${p.address} ${p.phone}`, x, y + 42, { width: W / 2 - 10 });
    if (p.bankName || p.bankAccount)
      doc.text(`开户行及账号：${p.bankName} ${p.bankAccount}`, x, y + 56, { width: W / 2 - 10 });
  };
  party('购买方信息', inv.buyer, M);
  party('销售方信息', inv.seller, M + W / 2 + 10);
  y += 80;
  doc
    .moveTo(M, y)
    .lineTo(M + W, y)
    .strokeColor('#8c4b00')
    .stroke();
  y += 6;
  let x = M;
  for (const [h, w, align] of COLS) {
    doc.text(h, x, y, { width: w - 4, align });
    x += w;
  }
  y += 16;
  for (const l of inv.lines) {
    const cells = [
      l.name,
      l.model,
      l.unit,
      String(l.quantity),
      yuan(l.amountFen - l.taxFen),
      taxRateLabel(l.taxRate),
      yuan(l.taxFen),
    ];
    x = M;
    COLS.forEach(([, w, align], i) => {
      doc.text(cells[i] ?? '', x, y, { width: w - 4, align, lineBreak: false, ellipsis: true });
      x += w;
    });
    y += 14;
    if (y > 760) {
      doc.addPage();
      y = M;
    }
  }
  const t = invoiceTotals(inv.lines);
  y += 6;
  doc
    .moveTo(M, y)
    .lineTo(M + W, y)
    .stroke();
  y += 6;
  doc.text(`合计  金额 ¥${yuan(t.netFen)}    税额 ¥${yuan(t.taxFen)}`, M, y, { width: W, align: 'right' });
  y += 16;
  const words = t.amountFen < 0 ? `（负数）${amountInWords(-t.amountFen)}` : amountInWords(t.amountFen);
  doc.text(`价税合计（大写）${words}    （小写）¥${yuan(t.amountFen)}`, M, y, { width: W });
  y += 20;
  const remark =
    red && inv.reverses ? `被红冲蓝字数电发票号码：${inv.reverses.invoiceNo}` : `订单：${inv.serialOfPortal}`;
  doc.text(`备注：${remark}`, M, y, { width: W });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
