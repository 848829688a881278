/**
 * The seller's side (issue 59 §3, §5): its queue (overdue first), its invoicing settings (开票设置: who it is on the
 * invoice, its 税收分类编码 and rate, its platform), issuing a request through its platform, or uploading the file of
 * one it issued elsewhere. The seller is the first-level dealer the orders were placed with (its owner or staff).
 * Issuing builds the lines from what is paid now (a refund since the request comes off), then moves the invoice to
 * 开票中 by a conditional write: fifty clicks at once send it to the platform once.
 */
import {
  INVOICE_ROUTES as E,
  INVOICE_REQUEST_MESSAGES as M,
  listedBy,
  TAX_RATE_DEFAULT,
  invoiceLinesOf,
  invoiceTotals,
  refusal,
  type InvoiceSellerSettingView,
  type InvoiceView,
  type OrderToInvoice,
} from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { claimFiles } from '../../files/index.ts';
import { businessError, forbidden, notFound } from '../../http/errors.ts';
import { currentBuyer } from '../account/index.ts';
import { taxClassesOfFamilies } from '../catalogue/index.ts';
import { ordersForInvoice } from '../order/index.ts';
import { refundedFenOf } from '../payment/index.ts';
import { pollInvoices } from './poll.ts';
import { toInvoice, toSellerSetting } from './presenter.ts';
import * as q from './request-queries.ts';
import type { PageQuery } from './requests.ts';

/** What the seller's use cases may answer: only what their entries list (the compiler checks). */
const sellerNo = listedBy(E.sellerPage, E.sellerIssue, E.sellerUpload, E.sellerSetting, E.sellerSettingSave);
const issueNo = listedBy(E.sellerIssue);
const uploadNo = listedBy(E.sellerUpload);
const ownNo = listedBy(E.sellerIssue, E.sellerUpload);

/** The merchant this account sells for (a first-level dealer's owner or staff), else refused. */
export async function sellerOf(db: Kysely<DB>, accountId: number): Promise<string> {
  const buyer = await currentBuyer(db, accountId);
  if (buyer.enterpriseType !== 1 || !buyer.merchantNo) throw forbidden(sellerNo(refusal(M, 'notSeller')));
  return buyer.merchantNo;
}

export async function page(db: Kysely<DB>, accountId: number, query: PageQuery) {
  const seller = await sellerOf(db, accountId);
  const { rows, total } = await q.page(db, { seller }, query.status, query.page, query.size);
  const now = new Date();
  return { list: rows.map((r) => toInvoice(r, now)), total };
}

export async function setting(db: Kysely<DB>, accountId: number): Promise<InvoiceSellerSettingView | null> {
  const r = await q.seller(db, await sellerOf(db, accountId));
  return r ? toSellerSetting(r) : null;
}

export async function saveSetting(
  db: Kysely<DB>,
  accountId: number,
  s: {
    name: string;
    taxNo: string;
    address: string;
    phone: string;
    bankName: string;
    bankAccount: string;
    taxCode: string;
    taxRate: number;
    platform: 'local' | 'nuonuo';
    accessToken: string;
  },
): Promise<InvoiceSellerSettingView> {
  const merchantNo = await sellerOf(db, accountId);
  const kept = await q.seller(db, merchantNo);
  const row = await q.saveSeller(db, {
    merchant_no: merchantNo,
    name: s.name,
    tax_no: s.taxNo,
    address: s.address,
    phone: s.phone,
    bank_name: s.bankName,
    bank_account: s.bankAccount,
    tax_code: s.taxCode,
    tax_rate: s.taxRate,
    platform: s.platform,
    // a blank token keeps the one kept (the page never sees it)
    access_token: s.accessToken || kept?.access_token || '',
  });
  return toSellerSetting(row);
}

/** The seller's own invoice (anyone else's: as if there were none). */
async function ownInvoice(db: Kysely<DB>, accountId: number, id: number): Promise<q.InvoiceRow> {
  const seller = await sellerOf(db, accountId);
  const r = await q.find(db, id);
  if (!r || r.seller_merchant_no !== seller || r.direction !== 'blue')
    throw notFound(ownNo(refusal(M, 'invoiceNotFound')));
  return r;
}

/** The lines of an invoice's orders as paid now, each at its product's classification, else the seller's. */
async function linesNow(db: Kysely<DB>, orderNos: readonly string[], tax: { code: string; rate: number }) {
  const orders = await ordersForInvoice(db, orderNos);
  const refunded = await refundedFenOf(db, 'mall_order', orderNos);
  const classes = await taxClassesOfFamilies(
    db,
    orders.flatMap((o) => o.lines.map((l) => l.spuNo)),
  );
  const toInvoice: (OrderToInvoice & { orderNo: string })[] = orders.map((o) => ({
    orderNo: o.orderNo,
    paidFen: o.payFen,
    freightFen: o.freightFen,
    refundedFen: refunded.get(o.orderNo) ?? 0,
    lines: o.lines.map((l) => ({ ...l, tax: classes.get(l.spuNo) ?? null })),
  }));
  const lines = invoiceLinesOf(toInvoice, tax);
  const perOrder = new Map(toInvoice.map((o) => [o.orderNo, Math.max(0, o.paidFen - o.refundedFen)]));
  return { lines, totals: invoiceTotals(lines), perOrder };
}

export async function issue(
  db: Kysely<DB>,
  config: Config,
  accountId: number,
  id: number,
  log: FastifyBaseLogger,
): Promise<InvoiceView> {
  return issueRequest(db, config, await ownInvoice(db, accountId, id), log);
}

/**
 * Issues a waiting request through its seller's platform, at the seller's settings: the seller's click, or the
 * remainder the queue asks for after a 红冲 (reverse.ts).
 */
export async function issueRequest(
  db: Kysely<DB>,
  config: Config,
  r: q.InvoiceRow,
  log: FastifyBaseLogger,
): Promise<InvoiceView> {
  const id = Number(r.id);
  const seller = await q.seller(db, r.seller_merchant_no);
  if (!seller || !seller.tax_code) throw businessError(issueNo(refusal(M, 'sellerNotSet')));
  const { lines, totals, perOrder } = await linesNow(db, r.order_nos, { code: seller.tax_code, rate: seller.tax_rate });
  if (totals.amountFen <= 0) throw businessError(issueNo(refusal(M, 'nothingToInvoice')));
  const moved = await db.transaction().execute(async (tx) => {
    const ok = await q.move(tx, id, ['requested', 'failed'], {
      status: 'issuing',
      lines: JSON.stringify(lines),
      amount_fen: totals.amountFen,
      tax_fen: totals.taxFen,
      failure: null,
      poll_after: new Date(),
    });
    if (ok) await q.setOrderAmounts(tx, id, perOrder);
    return ok;
  });
  if (!moved) throw businessError(issueNo(refusal(M, 'notWaiting')));
  await pollInvoices(db, config, log, [id]);
  return toInvoice((await q.find(db, id))!);
}

/** The seller records an invoice it issued elsewhere: its number, date and file (a PDF it uploaded). */
export async function upload(
  db: Kysely<DB>,
  config: Config,
  accountId: number,
  input: { id: number; invoiceNo: string; issuedOn: string; fileUrl: string },
): Promise<InvoiceView> {
  const r = await ownInvoice(db, accountId, input.id);
  const [fileUrl] = claimFiles(config, [input.fileUrl], uploadNo);
  if (!fileUrl?.includes('/invoices/')) throw businessError(uploadNo(refusal(M, 'fileRequired')));
  const seller = await q.seller(db, r.seller_merchant_no);
  const tax = { code: seller?.tax_code ?? '', rate: seller?.tax_rate ?? TAX_RATE_DEFAULT };
  const { lines, totals, perOrder } = await linesNow(db, r.order_nos, tax);
  const moved = await db.transaction().execute(async (tx) => {
    const ok = await q.move(tx, input.id, ['requested', 'failed'], {
      status: 'issued',
      lines: JSON.stringify(lines),
      amount_fen: totals.amountFen,
      tax_fen: totals.taxFen,
      invoice_no: input.invoiceNo,
      issued_on: input.issuedOn,
      file_url: fileUrl,
      platform: 'upload',
      failure: null,
    });
    if (ok) await q.setOrderAmounts(tx, input.id, perOrder);
    return ok;
  });
  if (!moved) throw businessError(uploadNo(refusal(M, 'notWaiting')));
  return toInvoice((await q.find(db, input.id))!);
}
