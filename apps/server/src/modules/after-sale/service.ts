/**
 * After-sale use cases (issue 45 §1): the buyer's application and both sides' reads. The moves are in moves.ts, the
 * refund of a received return in refund.ts. Row checks here: the buyer's own order, the order's selling dealer.
 */
import { randomInt } from 'node:crypto';
import {
  AFTER_SALE_EVENT_LABEL,
  AFTER_SALE_KINDS,
  AFTER_SALE_KIND_LABEL,
  AFTER_SALE_MESSAGES as M,
  ORDER_STATUS,
  afterSaleDeadline,
  chinaStamp,
  refusal,
  type AfterSaleKind,
  type AfterSaleReasonCode,
  type AfterSaleSide,
  type AfterSaleView,
  type OrderAfterSales,
  listedBy,
  AFTER_SALE_ROUTES,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError, forbidden, notFound } from '../../http/errors.ts';
import { currentBuyer, merchantOwners } from '../account/index.ts';
import { sendMessages } from '../message/index.ts';
import { soldOrder } from '../order/index.ts';
import { toView } from './presenter.ts';
import * as q from './queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const sellerOfNo = listedBy(
  AFTER_SALE_ROUTES.accept,
  AFTER_SALE_ROUTES.receive,
  AFTER_SALE_ROUTES.refund,
  AFTER_SALE_ROUTES.refuse,
  AFTER_SALE_ROUTES.resend,
  AFTER_SALE_ROUTES.shopPage,
);
const applyNo = listedBy(AFTER_SALE_ROUTES.apply);
const ownBuyerRowNo = listedBy(AFTER_SALE_ROUTES.cancel, AFTER_SALE_ROUTES.confirm, AFTER_SALE_ROUTES.shipBack);
const ownSellerRowNo = listedBy(
  AFTER_SALE_ROUTES.accept,
  AFTER_SALE_ROUTES.receive,
  AFTER_SALE_ROUTES.refund,
  AFTER_SALE_ROUTES.refuse,
  AFTER_SALE_ROUTES.resend,
);
const readableNo = listedBy(AFTER_SALE_ROUTES.detail, AFTER_SALE_ROUTES.parcels, AFTER_SALE_ROUTES.receive);
const ofOrderNo = listedBy(AFTER_SALE_ROUTES.ofOrder);

export interface AfterSaleSettings {
  returnDays: number;
  warrantyMonths: number;
}

/** AS + Beijing yyyyMMddHHmmss + 6 random digits. */
const newAfterSaleNo = (now = new Date()) => `AS${chinaStamp(now)}${String(randomInt(0, 1e6)).padStart(6, '0')}`;

export async function views(db: Kysely<DB>, rows: q.AfterSaleRow[], side: AfterSaleSide | null) {
  const steps = await q.stepsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => toView(r, steps, side));
}

/** The merchant the account acts for as a first-level dealer (the shop that ships its customers' orders). */
async function sellerOf(db: Kysely<DB>, accountId: number): Promise<string> {
  const b = await currentBuyer(db, accountId);
  if (!b.merchantNo || b.enterpriseType !== 1) throw forbidden(sellerOfNo(refusal(M, 'notSeller')));
  return b.merchantNo;
}

/** Tells the other side of a step, in the step's transaction. */
export async function tell(
  tx: Transaction<DB>,
  row: q.AfterSaleRow,
  event: keyof typeof AFTER_SALE_EVENT_LABEL,
  by: AfterSaleSide,
  note = '',
): Promise<void> {
  const params = {
    afterSaleNo: row.after_sale_no,
    orderNo: row.order_no,
    kind: AFTER_SALE_KIND_LABEL[row.kind],
    event: AFTER_SALE_EVENT_LABEL[event],
    note,
  };
  const key = `${row.after_sale_no}:${event}`;
  const to =
    by === 'seller'
      ? [{ accountId: Number(row.account_id), kind: 'afterSaleForBuyer' as const, params, key }]
      : (await merchantOwners(tx, row.shop_merchant_no)).map((accountId) => ({
          accountId,
          kind: 'afterSaleForSeller' as const,
          params,
          key,
        }));
  await sendMessages(tx, to);
}

export interface ApplyInput {
  orderNo: string;
  lineNo: number;
  kind: AfterSaleKind;
  reasonCode: AfterSaleReasonCode;
  reasonText: string;
  quantity: number;
  /** Already claimed by the route (signed addresses of the buyer's own uploads). */
  pictures: string[];
}

/** The buyer asks for a return, an exchange or a repair of a delivered line, within its window and units. */
export async function apply(
  db: Kysely<DB>,
  settings: AfterSaleSettings,
  accountId: number,
  input: ApplyInput,
  now = new Date(),
): Promise<AfterSaleView> {
  const order = await soldOrder(db, input.orderNo);
  if (!order || order.accountId !== accountId) throw notFound(applyNo(refusal(M, 'orderNotFound')));
  const delivered = order.status === ORDER_STATUS.SHIPPED || order.status === ORDER_STATUS.COMPLETED;
  const from = order.completedAt ?? order.shippedAt;
  if (!delivered || !from) throw businessError(applyNo(refusal(M, 'notDelivered')));
  const line = order.lines.find((l) => l.lineNo === input.lineNo);
  if (!line) throw notFound(applyNo(refusal(M, 'lineNotFound')));
  if (now > afterSaleDeadline(input.kind, from, settings)) throw businessError(applyNo(refusal(M, 'windowClosed')));
  const row = await db.transaction().execute(async (tx) => {
    if (!(await q.holdUnits(tx, order.orderNo, line.lineNo, line.quantity, input.quantity)))
      throw businessError(applyNo(refusal(M, 'quantityOver')));
    const r = await q.insertAfterSale(tx, {
      after_sale_no: newAfterSaleNo(now),
      order_no: order.orderNo,
      line_no: line.lineNo,
      account_id: accountId,
      shop_merchant_no: order.shopMerchantNo,
      shop_name: order.shopName,
      kind: input.kind,
      reason_code: input.reasonCode,
      reason_text: input.reasonText,
      quantity: input.quantity,
      sku_no: line.skuNo,
      sku_name: line.skuName,
      spu_name: line.spuName,
      model: line.model,
      pic_url: line.picUrl,
      pictures: JSON.stringify(input.pictures),
    });
    await q.addStep(tx, {
      afterSaleId: Number(r.id),
      event: 'apply',
      state: 'applied',
      by: 'buyer',
      note: input.reasonText,
    });
    await tell(tx, r, 'apply', 'buyer', `数量 ${input.quantity}`);
    return r;
  });
  return (await views(db, [row], 'buyer'))[0]!;
}

/** The buyer's own request; anyone else's: not found. */
export async function ownBuyerRow(db: Kysely<DB>, accountId: number, afterSaleNo: string) {
  const row = await q.byNo(db, afterSaleNo);
  if (!row || Number(row.account_id) !== accountId) throw notFound(ownBuyerRowNo(refusal(M, 'notFound')));
  return row;
}

/** The selling dealer's request (an account that sells nothing: notSeller); anyone else's: not found. */
export async function ownSellerRow(db: Kysely<DB>, accountId: number, afterSaleNo: string) {
  const row = await q.byNo(db, afterSaleNo);
  if (!row) throw notFound(ownSellerRowNo(refusal(M, 'notFound')));
  if (row.shop_merchant_no === (await sellerOf(db, accountId))) return row;
  throw notFound(ownSellerRowNo(refusal(M, 'notFound')));
}

/** Which side the account is on for this request (buyer first), or null. */
async function sideOf(db: Kysely<DB>, accountId: number, row: { account_id: number; shop_merchant_no: string }) {
  if (Number(row.account_id) === accountId) return 'buyer' as const;
  const b = await currentBuyer(db, accountId);
  return b.merchantNo === row.shop_merchant_no && b.enterpriseType === 1 ? ('seller' as const) : null;
}

/** A request its buyer or its selling dealer reads, with the side the account is on; anyone else: not found. */
export async function readable(db: Kysely<DB>, accountId: number, afterSaleNo: string) {
  const row = await q.byNo(db, afterSaleNo);
  const side = row ? await sideOf(db, accountId, row) : null;
  if (!row || !side) throw notFound(readableNo(refusal(M, 'notFound')));
  return { row, side };
}

export async function detail(db: Kysely<DB>, accountId: number, afterSaleNo: string): Promise<AfterSaleView> {
  const { row, side } = await readable(db, accountId, afterSaleNo);
  return (await views(db, [row], side))[0]!;
}

/** An order's requests with their timelines, for its buyer and its selling dealer (both order pages); for the
 * buyer also each line's units still free and the kinds still within their window. */
export async function ofOrder(
  db: Kysely<DB>,
  settings: AfterSaleSettings,
  accountId: number,
  orderNo: string,
  now = new Date(),
): Promise<OrderAfterSales> {
  const order = await soldOrder(db, orderNo);
  const side = order
    ? await sideOf(db, accountId, { account_id: order.accountId, shop_merchant_no: order.shopMerchantNo })
    : null;
  if (!order || !side) throw notFound(ofOrderNo(refusal(M, 'orderNotFound')));
  const list = await views(db, await q.ofOrder(db, orderNo), side);
  const from = order.completedAt ?? order.shippedAt;
  const delivered = order.status === ORDER_STATUS.SHIPPED || order.status === ORDER_STATUS.COMPLETED;
  if (side !== 'buyer' || !delivered || !from) return { list, lines: [] };
  const held = await q.heldOf(db, orderNo);
  const kinds = AFTER_SALE_KINDS.filter((k) => now <= afterSaleDeadline(k, from, settings));
  const lines = order.lines.map((l) => ({
    lineNo: l.lineNo,
    skuName: l.skuName,
    spuName: l.spuName,
    model: l.model,
    picUrl: l.picUrl,
    quantity: l.quantity,
    available: l.quantity - (held.get(l.lineNo) ?? 0),
    kinds: [...kinds],
  }));
  return { list, lines };
}

export async function mine(db: Kysely<DB>, accountId: number, page: { page: number; size: number }) {
  const [rows, total] = await Promise.all([
    q.pageOf(db, { accountId }, page.page, page.size),
    q.countOf(db, { accountId }),
  ]);
  return { list: await views(db, rows, 'buyer'), total };
}

export async function shopPage(db: Kysely<DB>, accountId: number, page: { page: number; size: number }) {
  const shopMerchantNo = await sellerOf(db, accountId);
  const [rows, total] = await Promise.all([
    q.pageOf(db, { shopMerchantNo }, page.page, page.size),
    q.countOf(db, { shopMerchantNo }),
  ]);
  return { list: await views(db, rows, 'seller'), total };
}

/** The staff's list of returns whose refund the channel refused (with the channel's reason and the job's next try). */
export async function failedRefunds(
  db: Kysely<DB>,
  f: { keyword: string; sort: 'latest' | 'attempts'; page: number; size: number },
) {
  const [rows, total] = await Promise.all([q.failedRefundsPage(db, f), q.failedRefundsCount(db, f.keyword)]);
  return { list: await views(db, rows, null), total };
}

/** How many refused refunds have failed at least `attempts` times (the operations page's alert). */
export const refundsFailingCount = (db: Kysely<DB>, attempts: number) => q.failedRefundsCount(db, '', attempts);
