/**
 * A buyer's invoice requests (issue 59 §2): asked on paid orders of one seller (merged up to 50), for a title kept in
 * 发票抬头 (copied onto the invoice as it is now), within the provider's window after payment. The amount is what was
 * paid less what was refunded (domain invoice/amounts.ts); its lines are built when the seller issues it. An order is
 * on at most one live invoice: the partial unique index answers a second ask, however many servers take it at once.
 */
import {
  INVOICE_ROUTES as E,
  INVOICE_REQUEST_MESSAGES as M,
  listedBy,
  invoiceableFen,
  mergeRefusal,
  refusal,
  titleForKindRefusal,
  withinRequestWindow,
  type InvoiceKind,
  type InvoiceStatus,
  type InvoiceableOrderView,
  type InvoiceView,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { businessError, notFound } from '../../http/errors.ts';
import { ordersForInvoice, paidOrdersPage } from '../order/index.ts';
import { refundedFenOf } from '../payment/index.ts';
import { toInvoice, toTitle, type TitleSnapshot } from './presenter.ts';
import { tellRequested } from './notices.ts';
import * as q from './request-queries.ts';
import { find as findTitle } from './title-queries.ts';

/** A page of invoices, as the endpoints' query schema leaves it. */
export interface PageQuery {
  page: number;
  size: number;
  status?: InvoiceStatus | undefined;
}

/** What asking and cancelling may answer: only what their entries list (the compiler checks). */
const applyNo = listedBy(E.apply);
const cancelNo = listedBy(E.cancel);
const detailNo = listedBy(E.detail);

const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';

export async function apply(
  db: Kysely<DB>,
  config: Config,
  accountId: number,
  input: { orderNos: string[]; kind: InvoiceKind; titleId: number; email: string },
  now = new Date(),
): Promise<InvoiceView> {
  const row = await findTitle(db, accountId, input.titleId);
  if (!row) throw businessError(applyNo(refusal(M, 'titleNotFound')));
  const title = toTitle(row);
  const kindRefusal = titleForKindRefusal(input.kind, title);
  if (kindRefusal) throw businessError(applyNo(kindRefusal));
  const orders = await ordersForInvoice(db, input.orderNos);
  if (orders.length !== input.orderNos.length || orders.some((o) => o.accountId !== accountId))
    throw notFound(applyNo(refusal(M, 'orderNotFound')));
  const refunded = await refundedFenOf(db, 'mall_order', input.orderNos);
  const sellers = [...new Set(orders.map((o) => o.shopMerchantNo))];
  const facts = orders.map((o) => ({
    orderId: 0,
    sellerId: sellers.indexOf(o.shopMerchantNo),
    paidFen: o.payFen,
    freightFen: o.freightFen,
    refundedFen: refunded.get(o.orderNo) ?? 0,
    paid: o.paidAt !== null,
  }));
  const why = mergeRefusal(facts);
  if (why) throw businessError(applyNo(why));
  if (orders.some((o) => o.paidAt && !withinRequestWindow(o.paidAt, now, config.invoice.requestWindowDays)))
    throw businessError(applyNo(refusal(M, 'windowClosed')));
  const snapshot: TitleSnapshot = {
    kind: title.kind,
    name: title.name,
    taxNo: title.taxNo,
    registeredAddress: title.registeredAddress,
    registeredPhone: title.registeredPhone,
    bankName: title.bankName,
    bankAccount: title.bankAccount,
  };
  const amounts = orders.map((o, i) => ({ orderNo: o.orderNo, amountFen: invoiceableFen(facts[i]!) }));
  try {
    const id = await db.transaction().execute(async (tx) => {
      const id = await q.insert(
        tx,
        {
          status: 'requested',
          kind: input.kind,
          seller_merchant_no: orders[0]!.shopMerchantNo,
          seller_name: orders[0]!.shopName,
          buyer_account_id: accountId,
          title: JSON.stringify(snapshot),
          email: input.email,
          amount_fen: amounts.reduce((s, a) => s + a.amountFen, 0),
          tax_fen: 0,
          lines: JSON.stringify([]),
        },
        amounts,
        true,
      );
      await tellRequested(tx, (await q.find(tx, id))!);
      return id;
    });
    return toInvoice((await q.find(db, id))!, now);
  } catch (e) {
    if (isUniqueViolation(e)) throw businessError(applyNo(refusal(M, 'alreadyRequested')));
    throw e;
  }
}

/** The buyer's invoices (blue and red), newest first. */
export async function mine(db: Kysely<DB>, accountId: number, query: PageQuery) {
  const { rows, total } = await q.page(db, { buyer: accountId }, query.status, query.page, query.size);
  const now = new Date();
  return { list: rows.map((r) => toInvoice(r, now)), total };
}

/** One invoice, for its buyer or its seller (anyone else: as if there were none). */
export async function detail(db: Kysely<DB>, id: number, may: (r: q.InvoiceRow) => Promise<boolean>) {
  const r = await q.find(db, id);
  if (!r || !(await may(r))) throw notFound(detailNo(refusal(M, 'invoiceNotFound')));
  return toInvoice(r);
}

/** The buyer withdraws a request not yet issued; its orders may be asked for again. */
export async function cancel(db: Kysely<DB>, accountId: number, id: number): Promise<InvoiceView> {
  const r = await q.find(db, id);
  if (!r || Number(r.buyer_account_id) !== accountId || r.direction !== 'blue')
    throw notFound(cancelNo(refusal(M, 'invoiceNotFound')));
  const moved = await db.transaction().execute(async (tx) => {
    if (!(await q.move(tx, id, ['requested', 'failed'], { status: 'cancelled' }))) return false;
    await q.release(tx, id);
    return true;
  });
  if (!moved) throw businessError(cancelNo(refusal(M, 'notCancellable')));
  return toInvoice((await q.find(db, id))!);
}

/** Every seller's invoices, for the provider's staff (the overview): the waiting ones first, the overdue before them. */
export async function everyone(db: Kysely<DB>, query: PageQuery) {
  const { rows, total } = await q.page(db, { all: true }, query.status, query.page, query.size);
  const now = new Date();
  return { list: rows.map((r) => toInvoice(r, now)), total };
}

/** The buyer's orders paid within the window, newest first, each with what may be invoiced and its live invoice. */
export async function invoiceableOrders(
  db: Kysely<DB>,
  config: Config,
  accountId: number,
  query: { page: number; size: number },
  now = new Date(),
): Promise<{ list: InvoiceableOrderView[]; total: number }> {
  const since = new Date(now.getTime() - config.invoice.requestWindowDays * 86_400_000);
  const { rows, total } = await paidOrdersPage(db, accountId, since, query.page, query.size);
  const nos = rows.map((r) => r.orderNo);
  const [refunded, live] = await Promise.all([refundedFenOf(db, 'mall_order', nos), q.liveOf(db, nos)]);
  const list = rows.map((r) => {
    const refundedFen = refunded.get(r.orderNo) ?? 0;
    const inv = live.get(r.orderNo);
    return {
      orderNo: r.orderNo,
      shopMerchantNo: r.shopMerchantNo,
      shopName: r.shopName,
      paidAt: (r.paidAt ?? now).toISOString(),
      payFen: r.payFen,
      refundedFen,
      invoiceableFen: invoiceableFen({ paidFen: r.payFen, refundedFen }),
      invoice: inv ? { id: inv.id, status: inv.status as InvoiceStatus } : null,
    };
  });
  return { list, total };
}
