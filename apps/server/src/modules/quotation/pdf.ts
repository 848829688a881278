/**
 * The PDF quotation (issue 44 §5): A4 pages with the dealer's letterhead (logo, name, contact), the customer and
 * the order, a table of lines (picture, name and model, specification, quantity, unit price, amount), the totals
 * (original, discount, subtotal, tax at the rate, total, total in capitals), the validity and terms, and the seal
 * area; for a surveyed order the plan pages (coverage, devices, cables: the survey's own page drawing) and the cable
 * schedule follow. pdfkit, the Chinese font embedded as a subset. Figures come from the QuotationView only.
 */
import { formatFenGrouped, formatRate, wallCrossingText, type QuotationLine, type QuotationView } from '@portal/domain';
import PDFDocument from 'pdfkit';
import { drawScenePage, type PdfScene } from '../survey-system/index.ts';

type Doc = PDFKit.PDFDocument;

export interface QuotationAssets {
  font: { file: string; face?: string };
  logo: Buffer | null;
  /** Line pictures (PNG) by the line's image address. */
  pictures: ReadonlyMap<string, Buffer>;
}

export interface SurveyPages {
  scenes: PdfScene[];
  schedule: readonly { runId: string; sceneName: string; from: string; to: string; horizontalM: number; verticalM: number; purchasedM: number; over90m: boolean; wallCrossings: number }[]; // prettier-ignore
}

const A4 = { w: 595.28, h: 841.89 };
const M = 36;
const W = A4.w - 2 * M;
const yuan = (fen: number) => `¥${formatFenGrouped(fen)}`;
/** Columns of the line table: 序号, 图片, 名称/型号, 规格参数, 来源, 数量, 单价, 金额 (the xlsx's and the print view's). */
const COLS = [22, 46, 124, 123, 42, 32, 62, 72];
/** The first column set to the right (数量 and the money). */
const RIGHT_FROM = 5;
const ROW_H = 46;

export async function quotationPdf(v: QuotationView, a: QuotationAssets, survey: SurveyPages | null): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: M, autoFirstPage: false, bufferPages: true });
  doc.info.Title = `${v.profile.companyName} 报价单 ${v.orderNo}`;
  doc.info.Author = v.profile.companyName;
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((res) => doc.on('end', () => res()));
  doc.registerFont('cjk', a.font.file, a.font.face);
  doc.addPage();
  doc.font('cjk');
  let y = letterhead(doc, v, a.logo);
  y = orderInfo(doc, v, y);
  y = lineTable(doc, v.lines, a.pictures, y);
  y = totals(doc, v, y);
  termsAndSeal(doc, v, y);
  if (survey) surveyPages(doc, v, survey);
  footers(doc, v);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function letterhead(doc: Doc, v: QuotationView, logo: Buffer | null): number {
  let x = M;
  if (logo) {
    doc.image(logo, M, M, { fit: [56, 56] });
    x = M + 66;
  }
  const p = v.profile;
  doc.fillColor('#000').fontSize(16).text(p.companyName, x, M + 2, { width: W - (x - M) - 110, lineBreak: false, ellipsis: true }); // prettier-ignore
  const contact = [p.contactName && `联系人：${p.contactName}`, p.phone && `电话：${p.phone}`].filter(Boolean).join('    '); // prettier-ignore
  doc.fontSize(9).fillColor('#595959');
  if (contact) doc.text(contact, x, M + 24, { lineBreak: false });
  if (p.address) doc.text(`地址：${p.address}`, x, M + 38, { width: W - (x - M) - 110, lineBreak: false, ellipsis: true }); // prettier-ignore
  doc
    .fillColor('#000')
    .fontSize(22)
    .text('报 价 单', M + W - 110, M + 8, { width: 110, align: 'right' });
  const y = M + 64;
  doc
    .lineWidth(1.2)
    .strokeColor('#1677ff')
    .moveTo(M, y)
    .lineTo(M + W, y)
    .stroke();
  return y + 10;
}

function orderInfo(doc: Doc, v: QuotationView, y: number): number {
  const cells: [string, string][] = [
    ['报价单号', v.orderNo],
    ['报价日期', v.quotedOn],
    ['项目名称', v.orderName],
    ['有效期至', v.validUntil],
    ['客户', v.customer.name ?? '—'],
    ['客户电话', v.customer.phone ?? '—'],
  ];
  if (v.sceneName) cells.push(['应用场景', v.sceneName]);
  doc.fontSize(9);
  cells.forEach(([k, val], i) => {
    const cx = M + (i % 2) * (W / 2);
    const cy = y + Math.floor(i / 2) * 16;
    doc.fillColor('#8c8c8c').text(`${k}：`, cx, cy, { lineBreak: false });
    doc.fillColor('#000').text(val, cx + 52, cy, { width: W / 2 - 56, lineBreak: false, ellipsis: true });
  });
  return y + Math.ceil(cells.length / 2) * 16 + 8;
}

function tableHeader(doc: Doc, y: number): number {
  doc.rect(M, y, W, 18).fill('#f2f3f5');
  doc.fillColor('#000').fontSize(8.5);
  let x = M;
  ['序号', '图片', '产品名称 / 型号', '规格参数', '来源', '数量', '单价(元)', '金额(元)'].forEach((h, i) => {
    doc.text(h, x + 2, y + 5, { width: COLS[i]! - 4, align: i >= RIGHT_FROM ? 'right' : 'left', lineBreak: false });
    x += COLS[i]!;
  });
  return y + 18;
}

function lineTable(doc: Doc, lines: readonly QuotationLine[], pictures: ReadonlyMap<string, Buffer>, y0: number) {
  let y = tableHeader(doc, y0);
  for (const l of lines) {
    // the name and the model are never cut: the row grows to hold them (the specification is cut to the row)
    const name = `${l.productName}\n${l.productModel}${l.brandName ? `（${l.brandName}）` : ''}`;
    doc.fontSize(8);
    const rowH = Math.max(ROW_H, Math.ceil(doc.heightOfString(name, { width: COLS[2]! - 4 })) + 10);
    if (y + rowH > A4.h - M - 20) {
      doc.addPage();
      y = tableHeader(doc, M);
    }
    let x = M;
    const cell = (text: string, i: number, opts: PDFKit.Mixins.TextOptions = {}) => {
      doc.text(text, x + 2, y + 4, { width: COLS[i]! - 4, height: rowH - 6, ellipsis: true, ...opts });
      x += COLS[i]!;
    };
    doc.fillColor('#262626').fontSize(8);
    cell(String(l.no), 0);
    const pic = l.image ? pictures.get(l.image) : undefined;
    if (pic) doc.image(pic, x + 3, y + 3, { fit: [COLS[1]! - 6, ROW_H - 6], align: 'center', valign: 'center' });
    x += COLS[1]!;
    cell(name, 2, { height: undefined, ellipsis: false });
    doc.fillColor('#595959').fontSize(7);
    cell(l.spec || '—', 3);
    cell(l.source || '—', 4);
    doc.fillColor('#262626').fontSize(8);
    cell(String(l.quantity), 5, { align: 'right' });
    cell(l.price === null ? '暂无价格' : formatFenGrouped(l.unitPrice), 6, { align: 'right' });
    cell(formatFenGrouped(l.amount), 7, { align: 'right' });
    doc
      .lineWidth(0.4)
      .strokeColor('#d9d9d9')
      .moveTo(M, y + rowH)
      .lineTo(M + W, y + rowH)
      .stroke();
    y += rowH;
  }
  if (!lines.length) {
    doc
      .fillColor('#8c8c8c')
      .fontSize(9)
      .text('暂无产品', M, y + 8, { width: W, align: 'center' });
    y += 28;
  }
  return y + 8;
}

function totals(doc: Doc, v: QuotationView, y0: number): number {
  const rows: [string, string][] = [
    ['原价合计', yuan(v.originalAmount)],
    ['优惠金额', yuan(v.preferential)],
    ['小计（不含税）', yuan(v.subtotal)],
    [`税额（税率 ${formatRate(v.profile.taxRate)}%）`, yuan(v.tax)],
    ['合计（含税）', yuan(v.total)],
  ];
  let y = y0;
  if (y + rows.length * 16 + 30 > A4.h - M - 20) {
    doc.addPage();
    y = M;
  }
  const lx = M + W - 260;
  for (const [k, val] of rows) {
    const strong = k.startsWith('合计');
    doc.fillColor(strong ? '#000' : '#595959').fontSize(strong ? 11 : 9);
    doc.text(k, lx, y, { width: 150, align: 'right', lineBreak: false });
    doc.fillColor(strong ? '#cf1322' : '#000').text(val, lx + 150, y, { width: 110, align: 'right', lineBreak: false });
    y += strong ? 18 : 15;
  }
  doc.fillColor('#000').fontSize(10).text(`合计金额（大写）：人民币${v.totalInWords}`, M, y + 2, { width: W, align: 'right' }); // prettier-ignore
  return y + 26;
}

function termsAndSeal(doc: Doc, v: QuotationView, y0: number) {
  let y = y0;
  const termsText = [`本报价有效期至 ${v.validUntil}（${v.profile.validityDays} 天）。`, v.profile.terms].filter(Boolean).join('\n'); // prettier-ignore
  const remark = v.remark ? `备注：${v.remark}\n` : '';
  doc.fontSize(8.5);
  const h = doc.heightOfString(remark + termsText, { width: W }) + 18;
  if (y + h + 110 > A4.h - M - 20) {
    doc.addPage();
    y = M;
  }
  doc.fillColor('#000').fontSize(10).text('报价说明', M, y);
  doc
    .fillColor('#434343')
    .fontSize(8.5)
    .text(remark + termsText, M, y + 16, { width: W });
  y += h + 10;
  // The seal area: the dealer's on the right, the customer's confirmation on the left.
  const boxW = (W - 20) / 2;
  doc
    .lineWidth(0.6)
    .strokeColor('#bfbfbf')
    .rect(M, y, boxW, 96)
    .stroke()
    .rect(M + boxW + 20, y, boxW, 96)
    .stroke();
  doc.fillColor('#000').fontSize(9);
  doc.text('客户确认（签字 / 盖章）', M + 8, y + 8);
  doc.text('日期：', M + 8, y + 76);
  doc.text(`报价单位：${v.profile.companyName}`, M + boxW + 28, y + 8, { width: boxW - 16, lineBreak: false, ellipsis: true }); // prettier-ignore
  doc.text('（盖章处）', M + boxW + 28, y + 40, { width: boxW - 16, align: 'center' });
  doc.text(`日期：${v.quotedOn}`, M + boxW + 28, y + 76);
}

function surveyPages(doc: Doc, v: QuotationView, s: SurveyPages) {
  s.scenes.forEach((scene, i) => {
    doc.addPage({ size: 'A3', layout: 'landscape', margin: 28 });
    drawScenePage(doc, v.orderName, scene, `平面图 ${i + 1} / ${s.scenes.length}`);
  });
  if (!s.schedule.length) return;
  const cols = [54, 70, 84, 84, 50, 50, 56, 75];
  const head = ['线缆编号', '场景', '起点', '终点', '水平(m)', '垂直(m)', '采购(m)', '备注'];
  let y = 0;
  const newPage = () => {
    doc.addPage({ size: 'A4', layout: 'portrait', margin: M });
    doc.fillColor('#000').fontSize(14).text(`${v.orderName} 线缆清单`, M, M);
    y = M + 26;
    row(head, true);
  };
  const row = (cells: string[], bold = false) => {
    let x = M;
    if (bold) doc.rect(M, y, W, 16).fill('#f2f3f5');
    doc.fillColor(bold ? '#000' : '#262626').fontSize(8);
    cells.forEach((c, i) => {
      doc.text(c, x + 2, y + 4, { width: cols[i]! - 4, lineBreak: false, ellipsis: true, align: i >= 4 && i < 7 ? 'right' : 'left' }); // prettier-ignore
      x += cols[i]!;
    });
    y += 16;
  };
  newPage();
  for (const r of s.schedule) {
    if (y + 16 > A4.h - M - 20) newPage();
    row([r.runId, r.sceneName, r.from, r.to, r.horizontalM.toFixed(1), r.verticalM.toFixed(1), r.purchasedM.toFixed(1), runNote(r)]); // prettier-ignore
  }
  const total = s.schedule.reduce((a, r) => a + r.purchasedM, 0);
  y += 6;
  doc
    .fillColor('#000')
    .fontSize(9)
    .text(`线缆 ${s.schedule.length} 条，采购长度合计 ${total.toFixed(1)} 米`, M, y);
}

/** 第 n / N 页 and the quotation number at the foot of every page (the pages are buffered until the end). */
function footers(doc: Doc, v: QuotationView) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { width, height } = doc.page;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fillColor('#8c8c8c').fontSize(7.5);
    doc.text(`${v.profile.companyName} · 报价单 ${v.orderNo} · 第 ${i + 1} / ${range.count} 页`, 0, height - 22, { width, align: 'center', lineBreak: false }); // prettier-ignore
    doc.page.margins.bottom = bottom;
  }
}

/** The schedule's note cell: over 90 m and the wall penetrations (issue 58 §9), in the domain's words. */
function runNote(r: { over90m: boolean; wallCrossings: number }): string {
  return [r.over90m ? '超90米' : '', r.wallCrossings > 0 ? wallCrossingText(r.wallCrossings) : '']
    .filter(Boolean)
    .join(' ');
}
