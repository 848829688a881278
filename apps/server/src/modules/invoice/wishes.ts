/**
 * Invoices asked for at checkout (issue 59 §2, 开具发票 on the order being placed) and the invoices of one order as
 * its page shows them. A wish is checked as a request would be (the buyer's order, a kept title fit for the kind) and
 * kept with the order; once the order is paid it becomes a request through `apply`, the same path as asking by hand
 * — at once when the order is already paid, else by the queue's invoice.wishes (every 10 s on whichever instance
 * claims it). An order stays on one live invoice by the request's own unique index, whoever turns the wish.
 */
import {
  INVOICE_ROUTES as E,
  INVOICE_REQUEST_MESSAGES as M,
  INVOICE_WISH_WORDS,
  invoiceableFen,
  listedBy,
  reasonOf,
  refusal,
  titleForKindRefusal,
  withinRequestWindow,
  type InvoiceKind,
  type InvoiceOfOrder,
  type InvoiceStatus,
  type InvoiceWishView,
} from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, businessError, notFound } from '../../http/errors.ts';
import { ordersForInvoice } from '../order/index.ts';
import { refundedFenOf } from '../payment/index.ts';
import { toInvoice, toTitle } from './presenter.ts';
import * as q from './request-queries.ts';
import { apply } from './requests.ts';
import { find as findTitle } from './title-queries.ts';
import * as wq from './wish-queries.ts';

const wishNo = listedBy(E.wish);
const ofOrderNo = listedBy(E.ofOrder);
const ALREADY = reasonOf(M, 'alreadyRequested');

async function ownOrder(db: Kysely<DB>, accountId: number, orderNo: string) {
  const [order] = await ordersForInvoice(db, [orderNo]);
  return order && order.accountId === accountId ? order : undefined;
}

async function wishView(db: Kysely<DB>, accountId: number, w: wq.WishRow | undefined): Promise<InvoiceWishView | null> {
  if (!w) return null;
  const title = await findTitle(db, accountId, Number(w.title_id));
  return {
    kind: w.kind as InvoiceKind,
    titleName: title?.name ?? '（抬头已删除）',
    invoiceId: w.invoice_id === null ? null : Number(w.invoice_id),
    failure: w.failure,
  };
}

/** Keeps what the buyer asked at checkout for its order; turned into a request at once if the order is paid. */
export async function wish(
  db: Kysely<DB>,
  config: Config,
  accountId: number,
  input: { orderNo: string; kind: InvoiceKind; titleId: number; email: string },
  log: FastifyBaseLogger,
): Promise<InvoiceWishView> {
  const order = await ownOrder(db, accountId, input.orderNo);
  if (!order) throw notFound(wishNo(refusal(M, 'orderNotFound')));
  const title = await findTitle(db, accountId, input.titleId);
  if (!title) throw businessError(wishNo(refusal(M, 'titleNotFound')));
  const unfit = titleForKindRefusal(input.kind, toTitle(title));
  if (unfit) throw businessError(wishNo(unfit));
  const kept = await wq.upsert(db, { ...input, accountId });
  if (!kept) throw businessError(wishNo(refusal(M, 'alreadyRequested')));
  if (order.paidAt) await turnWishes(db, config, log, [kept]);
  return (await wishView(db, accountId, await wq.ofOrder(db, input.orderNo)))!;
}

/**
 * Turns the waiting wishes of paid orders into requests (the given ones, else the oldest 50 waiting); closes those
 * whose orders went unpaid for 3 days. A refusal is kept as the wish's failure in its words, for the order page;
 * an order already asked for by hand is simply done. Answers how many became requests.
 */
export async function turnWishes(
  db: Kysely<DB>,
  config: Config,
  log: FastifyBaseLogger,
  only?: readonly wq.WishRow[],
): Promise<number> {
  if (!only) await wq.expire(db, INVOICE_WISH_WORDS.expired);
  const rows = only ?? (await wq.waiting(db, 50));
  if (rows.length === 0) return 0;
  const orders = new Map(
    (
      await ordersForInvoice(
        db,
        rows.map((w) => w.order_no),
      )
    ).map((o) => [o.orderNo, o]),
  );
  let turned = 0;
  for (const w of rows) {
    if (!orders.get(w.order_no)?.paidAt) continue;
    const ask = { orderNos: [w.order_no], kind: w.kind as InvoiceKind, titleId: Number(w.title_id), email: w.email };
    try {
      const invoice = await apply(db, config, Number(w.account_id), ask);
      // counted by the request made (the index lets one through); the wish is settled by whoever comes first
      turned++;
      await wq.settle(db, Number(w.id), invoice.id, null);
    } catch (e) {
      if (!(e instanceof AppError)) {
        log.error({ err: e, orderNo: w.order_no }, '下单时的开票申请未能转为开票申请，稍后重试');
        continue;
      }
      // asked for already (by hand, or by another instance turning the same wish): done, with the live invoice
      const live = e.reason === ALREADY ? (await q.liveOf(db, [w.order_no])).get(w.order_no) : undefined;
      await wq.settle(db, Number(w.id), live?.id ?? null, e.reason === ALREADY ? null : e.message);
    }
  }
  return turned;
}

/** An order's invoices for its buyer: the order as it may be invoiced, every invoice on it, what was asked at checkout. */
export async function ofOrder(
  db: Kysely<DB>,
  config: Config,
  accountId: number,
  orderNo: string,
  now = new Date(),
): Promise<InvoiceOfOrder> {
  const order = await ownOrder(db, accountId, orderNo);
  if (!order) throw notFound(ofOrderNo(refusal(M, 'orderNotFound')));
  const [invoices, live, refunded, w] = await Promise.all([
    q.onOrder(db, orderNo),
    q.liveOf(db, [orderNo]),
    refundedFenOf(db, 'mall_order', [orderNo]),
    wq.ofOrder(db, orderNo),
  ]);
  const refundedFen = refunded.get(orderNo) ?? 0;
  const inv = live.get(orderNo);
  const paidAt = order.paidAt;
  return {
    order: paidAt
      ? {
          orderNo,
          shopMerchantNo: order.shopMerchantNo,
          shopName: order.shopName,
          paidAt: paidAt.toISOString(),
          payFen: order.payFen,
          refundedFen,
          invoiceableFen: invoiceableFen({ paidFen: order.payFen, refundedFen }),
          invoice: inv ? { id: inv.id, status: inv.status as InvoiceStatus } : null,
        }
      : null,
    canApply: paidAt !== null && withinRequestWindow(paidAt, now, config.invoice.requestWindowDays),
    invoices: invoices.map((r) => toInvoice(r, now)),
    wish: await wishView(db, accountId, w),
  };
}
