/**
 * The moves of a request, each the domain's transition applied as `update … where state = from returning`: a
 * second click or a crowd moves it once, the others are refused (cannotMove). Each move writes its timeline step
 * and tells the other side in the same transaction. A received return's refund is asked right after (refund.ts).
 */
import {
  AFTER_SALE_MESSAGES as M,
  afterSaleRefundFen,
  carrierOf,
  nextAfterSaleState,
  refusal,
  type AfterSaleEvent,
  type AfterSaleSide,
  type AfterSaleView,
  listedBy,
  AFTER_SALE_ROUTES,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { AfterSaleTable, DB } from '../../db/schema.ts';
import type { Updateable } from 'kysely';
import { businessError } from '../../http/errors.ts';
import { newRefundNo } from '../payment/index.ts';
import { soldOrder } from '../order/index.ts';
import * as q from './queries.ts';
import { ownBuyerRow, ownSellerRow, tell, views } from './service.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const moveRowNo = listedBy(
  AFTER_SALE_ROUTES.accept,
  AFTER_SALE_ROUTES.cancel,
  AFTER_SALE_ROUTES.confirm,
  AFTER_SALE_ROUTES.receive,
  AFTER_SALE_ROUTES.refuse,
  AFTER_SALE_ROUTES.resend,
  AFTER_SALE_ROUTES.shipBack,
);

type Set = Omit<Updateable<AfterSaleTable>, 'state'>;

interface MoveAsk {
  accountId: number;
  afterSaleNo: string;
  event: AfterSaleEvent;
  side: AfterSaleSide;
  /** The request as this side may move it (the seller's answers notSeller to an account that sells nothing). */
  own: typeof ownBuyerRow;
  note?: string;
  set?: Set;
  /** More of the move, in its transaction (the units given back, the refund's amount fixed). */
  also?: (tx: Transaction<DB>, moved: q.AfterSaleRow) => Promise<Set | void>;
}

const BUYER = { side: 'buyer', own: ownBuyerRow } as const;
const SELLER = { side: 'seller', own: ownSellerRow } as const;

async function moveRow(db: Kysely<DB>, a: MoveAsk): Promise<q.AfterSaleRow> {
  const row = await a.own(db, a.accountId, a.afterSaleNo);
  const to = nextAfterSaleState(row.state, a.event, row.kind, a.side);
  if (to === null) throw businessError(moveRowNo(refusal(M, 'cannotMove')));
  return db.transaction().execute(async (tx) => {
    let moved = await q.move(tx, row.after_sale_no, row.state, to, a.set);
    if (!moved) throw businessError(moveRowNo(refusal(M, 'cannotMove')));
    const more = a.also ? await a.also(tx, moved) : undefined;
    if (more) moved = (await q.move(tx, row.after_sale_no, to, to, more)) ?? moved;
    await q.addStep(tx, { afterSaleId: Number(moved.id), event: a.event, state: to, by: a.side, note: a.note });
    await tell(tx, moved, a.event, a.side, a.note);
    return moved;
  });
}

async function answer(db: Kysely<DB>, row: q.AfterSaleRow, side: AfterSaleSide): Promise<AfterSaleView> {
  return (await views(db, [(await q.byNo(db, row.after_sale_no)) ?? row], side))[0]!;
}

const giveBack = async (tx: Transaction<DB>, r: q.AfterSaleRow) => {
  await q.releaseUnits(tx, r.order_no, r.line_no, r.quantity);
};

export async function cancel(db: Kysely<DB>, accountId: number, afterSaleNo: string) {
  const r = await moveRow(db, { accountId, afterSaleNo, event: 'cancel', ...BUYER, also: giveBack });
  return answer(db, r, 'buyer');
}

export async function accept(db: Kysely<DB>, accountId: number, afterSaleNo: string) {
  const r = await moveRow(db, {
    accountId,
    afterSaleNo,
    event: 'accept',
    ...SELLER,
    note: '请按售后单寄回商品并填写快递单号',
  });
  return answer(db, r, 'seller');
}

export async function refuse(db: Kysely<DB>, accountId: number, afterSaleNo: string, reason: string) {
  const r = await moveRow(db, {
    accountId,
    afterSaleNo,
    event: 'refuse',
    ...SELLER,
    note: `拒绝原因：${reason}`,
    set: { refuse_reason: reason },
    also: giveBack,
  });
  return answer(db, r, 'seller');
}

type Parcel = { carrier: string; trackingNo: string };
const parcelNote = (p: Parcel) => `${carrierOf(p.carrier)?.name ?? p.carrier} ${p.trackingNo}`;

export async function shipBack(db: Kysely<DB>, accountId: number, afterSaleNo: string, p: Parcel) {
  const r = await moveRow(db, {
    accountId,
    afterSaleNo,
    event: 'shipBack',
    ...BUYER,
    note: parcelNote(p),
    set: { back_carrier: p.carrier, back_tracking_no: p.trackingNo },
  });
  return answer(db, r, 'buyer');
}

export async function resend(db: Kysely<DB>, accountId: number, afterSaleNo: string, p: Parcel) {
  const r = await moveRow(db, {
    accountId,
    afterSaleNo,
    event: 'resend',
    ...SELLER,
    note: parcelNote(p),
    set: { out_carrier: p.carrier, out_tracking_no: p.trackingNo },
  });
  return answer(db, r, 'seller');
}

/** The buyer has the exchanged or repaired unit back: it is no longer in after-sale (it may be sent again). */
export async function confirm(db: Kysely<DB>, accountId: number, afterSaleNo: string) {
  const r = await moveRow(db, { accountId, afterSaleNo, event: 'confirm', ...BUYER, also: giveBack });
  return answer(db, r, 'buyer');
}

/**
 * The dealer has the goods back. For a return the refund is fixed in the same transaction: its amount (the line's
 * paid share of the units, counted cumulatively over the line's returns) and its number (unique), so that every
 * later attempt asks the payment module for this refund and no other.
 */
export async function receive(db: Kysely<DB>, accountId: number, afterSaleNo: string): Promise<q.AfterSaleRow> {
  return moveRow(db, {
    accountId,
    afterSaleNo,
    event: 'receive',
    ...SELLER,
    also: async (tx, r) => {
      if (r.kind !== 'return') return;
      const order = await soldOrder(tx, r.order_no);
      const line = order?.lines.find((l) => l.lineNo === r.line_no);
      if (!order || !line) throw new Error(`after-sale ${r.after_sale_no}: its order line is gone`);
      const before = await q.countRefundedUnits(tx, r.order_no, r.line_no, r.quantity);
      return { refund_fen: afterSaleRefundFen(line, before, r.quantity, order.payFen), refund_no: newRefundNo() };
    },
  });
}
