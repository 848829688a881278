/**
 * The seller's invoices for its accountant (issue 59 §5): every invoice issued in a period, blue and red, one row each
 * — date, number, kind, buyer and its taxpayer number, orders, amount before tax, tax, total — streamed: exceljs's
 * WorkbookWriter commits each row to the response, the rows read 500 at a time after the last id. Money is numbers in
 * yuan with a money format; text is escaped against formula injection.
 */
import { PassThrough, type Readable } from 'node:stream';
import {
  INVOICE_DIRECTION_LABEL,
  INVOICE_KIND_LABEL,
  escapeCell,
  type InvoiceDirection,
  type InvoiceKind,
} from '@portal/domain';
import ExcelJS from '../../exceljs.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { TitleSnapshot } from './presenter.ts';
import * as q from './request-queries.ts';

const PAGE = 500;
const MONEY = '¥#,##0.00';
const HEADER = ['开票日期', '发票号码', '蓝字/红字', '发票种类', '购买方名称', '购买方纳税人识别号', '订单号', '金额(元)', '税额(元)', '价税合计(元)', '开具方式']; // prettier-ignore
const WAY: Record<string, string> = { local: '本地开票', nuonuo: '诺诺开放平台', upload: '线下开具登记' };

export function invoicesXlsx(db: Kysely<DB>, seller: string, from: string, to: string, creator: string): Readable {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = creator;
  void (async () => {
    const ws = wb.addWorksheet('发票明细');
    ws.columns = HEADER.map((h, i) => ({ header: h, key: String(i), width: [12, 24, 10, 12, 30, 22, 44][i] ?? 14 }));
    ws.getRow(1).font = { bold: true };
    ws.getRow(1).commit();
    let after = 0;
    for (;;) {
      const rows = await q.issuedPage(db, seller, from, to, after, PAGE);
      for (const r of rows) {
        const t = r.title as unknown as TitleSnapshot;
        const row = ws.addRow([
          r.issued_on ?? '',
          escapeCell(r.invoice_no ?? ''),
          INVOICE_DIRECTION_LABEL[r.direction as InvoiceDirection],
          INVOICE_KIND_LABEL[r.kind as InvoiceKind],
          escapeCell(t.name),
          escapeCell(t.taxNo),
          r.order_nos.join('、'),
          (r.amount_fen - r.tax_fen) / 100,
          r.tax_fen / 100,
          r.amount_fen / 100,
          WAY[r.platform ?? ''] ?? '',
        ]);
        for (const c of [8, 9, 10]) row.getCell(c).numFmt = MONEY;
        row.commit();
      }
      if (rows.length < PAGE) break;
      after = Number(rows[rows.length - 1]!.id);
      if (out.destroyed) return;
    }
    ws.commit();
    await wb.commit();
  })().catch((e: unknown) => out.destroy(e as Error));
  return out;
}
