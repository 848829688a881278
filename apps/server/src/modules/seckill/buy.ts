/**
 * The settlement and the buy. A buy is ONE statement: the mall order at the seckill price through the order kernel
 * (order `writeOrder`), with the hold on the activity (hold.ts: the buyer's counter within the per-user limit, the
 * pool's conditional decrement within the window, the order recorded as the activity's) written by this module's
 * companion writer in the same statement. The reads before it only answer refusals early and compute the amounts;
 * what must hold at commit is held by the conditional writes themselves. Unpaid orders expire or are cancelled by the
 * order module, whose release hook (registered in routes.ts) gives the order's units back to the pool and to the
 * buyer's limit in the same transaction.
 */
import { createHash } from 'node:crypto';
import {
  DEALER_MESSAGES,
  ORDER_MESSAGES,
  SECKILL_MESSAGES,
  SECKILL_ORDER_TYPE,
  seckillTakeCheck,
  seckillOrderLines,
  seckillRefusal,
  seckillTakeRefusal,
  SECKILL_ROUTES as S,
  listedBy,
  takeRefusal,
  seckillStatus,
  type Address,
  type PlacedOrder,
  type SeckillClosed,
  type SeckillKind,
  type SeckillSettlement,
  type Shop,
  shopBriefOf,
  refusal,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, businessError, forbidden } from '../../http/errors.ts';
import * as addresses from '../address/index.ts';
import * as cart from '../cart/index.ts';
import { purchaseSkus, type PurchaseSku } from '../catalogue/index.ts';
import * as dealer from '../dealer/index.ts';
import * as logistics from '../logistics/index.ts';
import { orderUnderKey, type ExternalOrderLine } from '../order/index.ts';
import { itemsOf, windowOf } from './presenter.ts';
import { holdInTurn, KeyTaken, PoolRefused } from './hold.ts';
import * as q from './queries.ts';
import { caches, cachedActivity, forget, requireActivity } from './activity-cache.ts';
import { markShop } from './read.ts';

export interface SeckillSettings {
  /** Unpaid orders close after this many minutes (ORDER_EXPIRE_MINUTES, as every mall order). */
  expireMinutes: number;
  /** The buy commits without waiting for its flush (SECKILL_ASYNC_COMMIT; docs/flash-sale.md, step 5). */
  asyncCommit?: boolean;
}

// ----------------------------------------------------------------------------------------------------
// Settlement and buy

interface BuyRequest {
  activityNo: string;
  quantity: number;
  addressId?: number | undefined;
  shopMerchantNo?: string | undefined;
}

interface Prepared {
  row: q.ActivityRow;
  ctx: cart.BuyingContext;
  shop: Shop;
  address: Address | null;
  lines: ExternalOrderLine[];
  goodsFen: number;
  freightFen: number;
  discountFen: number;
  payFen: number;
}

/** What the confirmation and the buy may answer (prepare serves both). */
const bothNo = listedBy(S.settle, S.buy);
const buyNo = listedBy(S.buy);

/**
 * Everything a buy needs, refusing early what the hold would refuse anyway: the status (from the activity as read
 * within the last second: nothing else is read when it is not running or its pool is empty), then side by side the
 * buyer's count (the confirmation only), the buyer and its shop, the address and the models' state; the per-user
 * limit and the pool, the shop, the models; the freight.
 */
async function prepare(
  db: Kysely<DB>,
  accountId: number,
  req: BuyRequest,
  now: Date,
  // The buy leaves the per-user limit to its write (which refuses with the same message); the confirmation asks.
  { readBought }: { readBought: boolean },
): Promise<Prepared> {
  const { row, shops: taking } = await cachedActivity(db, req.activityNo);
  const w = windowOf(row);
  const closed = seckillRefusal(seckillStatus(w, now));
  if (closed) throw businessError(bothNo(closed));
  const items = itemsOf(row);
  const id = Number(row.id);
  const [bought, ctx, address, skus, otherShops] = await Promise.all([
    readBought ? q.boughtBy(db, id, accountId) : 0,
    cart.buyingContext(db, accountId),
    req.addressId ? addresses.check(db, accountId, req.addressId) : addresses.defaultAddress(db, accountId),
    caches(db).goodsStates.load(row.activity_no, () =>
      purchaseSkus(
        db,
        { accountId },
        items.map((i) => i.skuNo),
      ),
    ),
    req.shopMerchantNo ? dealer.shopList(db, accountId) : Promise.resolve(null),
  ]);
  const refused = seckillTakeCheck(w, now, bought, req.quantity);
  if (refused) throw businessError(bothNo(refused));
  let shop: Shop = ctx.shop;
  if (req.shopMerchantNo && req.shopMerchantNo !== ctx.shop.parentMerchantNo) {
    const other = otherShops?.find((s) => s.parentMerchantNo === req.shopMerchantNo);
    if (!other) throw forbidden(bothNo(refusal(DEALER_MESSAGES, 'notYourShop')));
    shop = other;
  }
  if (shop.status !== 1) throw businessError(bothNo(refusal(DEALER_MESSAGES, 'shopAbnormal')));
  // an open shop the activity does not name (markShop closes it for the page with these words)
  if (markShop(shop, taking).status !== 1) throw businessError(bothNo(refusal(SECKILL_MESSAGES, 'shopNotInActivity')));
  const live = new Map<string, PurchaseSku>();
  for (const i of items) {
    const sku = skus.get(i.skuNo);
    if (!sku || sku.status !== 0) throw businessError(bothNo(refusal(SECKILL_MESSAGES, 'goodsOff')));
    live.set(i.skuNo, sku);
  }
  const priced = seckillOrderLines(Number(row.kind) as SeckillKind, items, Number(row.seckill_price_fen), req.quantity);
  const lines: ExternalOrderLine[] = priced.map((l, k) => {
    const item = items[k]!;
    const sku = live.get(l.skuNo)!;
    return {
      ...l,
      spuNo: sku.spuNo,
      skuName: sku.skuName,
      spuName: sku.spuName,
      model: sku.model,
      picUrl: sku.picUrl ?? item.picUrl,
    };
  });
  const goodsFen = lines.reduce((s, l) => s + l.amountFen, 0);
  const discountFen = lines.reduce((s, l) => s + l.discountFen, 0);
  const freightQuery = {
    shopMerchantNo: shop.parentMerchantNo,
    provinceCode: address?.provinceCode ?? '',
    quantity: lines.reduce((s, l) => s + l.quantity, 0),
    goodsFen: goodsFen - discountFen,
  };
  const freightFen = await caches(db).freights.load(JSON.stringify(freightQuery), () =>
    logistics.freightFen(db, freightQuery),
  );
  return {
    row,
    ctx,
    shop,
    address,
    lines,
    goodsFen,
    freightFen,
    discountFen,
    payFen: goodsFen + freightFen - discountFen,
  };
}

/** What a buy of this quantity would cost now (the confirmation the detail page shows before 提交订单). */
export async function settle(
  db: Kysely<DB>,
  accountId: number,
  req: BuyRequest,
  now = new Date(),
): Promise<SeckillSettlement> {
  const p = await prepare(db, accountId, req, now, { readBought: true });
  return {
    shop: shopBriefOf(p.shop),
    address: p.address,
    lines: p.lines.map((l) => ({
      skuNo: l.skuNo,
      spuNo: l.spuNo,
      skuName: l.skuName,
      model: l.model,
      picUrl: l.picUrl,
      priceFen: l.priceFen,
      quantity: l.quantity,
      amountFen: l.amountFen,
      discountFen: l.discountFen,
    })),
    goodsFen: p.goodsFen,
    freightFen: p.freightFen,
    discountFen: p.discountFen,
    payFen: p.payFen,
  };
}

export interface BuyBody extends BuyRequest {
  addressId: number;
  remark: string;
  expectedPayFen: number;
}

/** The same key with the same body is the same buy. */
const requestHash = (b: BuyBody) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        'seckill/v1',
        b.activityNo,
        b.quantity,
        b.addressId,
        b.shopMerchantNo ?? null,
        b.remark.trim(),
        b.expectedPayFen,
      ]),
    )
    .digest('hex');

/**
 * Why the pool's condition refused this buy, from what is there now (a read on the refusal path only): the window,
 * then the one rule of the buying paths (domain takeRefusal) over the pool and this buyer's count — the limit when
 * the buyer is at it, 「库存不足，最多还能抢N件」 when the pool is short, sold out only when it is empty. Null when
 * none of that holds: the refusal was a batch's guess (the pool short of the whole batch), so the buy runs again.
 */
async function poolRefusal(
  db: Kysely<DB>,
  activityNo: string,
  accountId: number,
  quantity: number,
  now: Date,
): Promise<SeckillClosed | ReturnType<typeof seckillTakeRefusal> | null> {
  const row = await requireActivity(db, activityNo, buyNo);
  const w = windowOf(row);
  const closed = seckillRefusal(seckillStatus(w, now));
  if (closed && closed.reason !== 'SECKILL.soldOut') return closed; // not started, finished, abandoned
  const had = await q.boughtBy(db, Number(row.id), accountId);
  const r = takeRefusal({ wanted: quantity, left: w.remaining, limit: { max: Number(row.per_user_limit), had } });
  return r ? seckillTakeRefusal(r) : null;
}

/**
 * A flash-sale buy (Idempotency-Key as placeorder: the same key and body answer the same order, another body is
 * refused). Answers the mall order to pay on /pay-page.
 */
export async function buy(
  db: Kysely<DB>,
  accountId: number,
  idempotencyKey: string,
  body: BuyBody,
  settings: SeckillSettings,
  now = new Date(),
): Promise<PlacedOrder> {
  const hash = requestHash(body);
  for (let attempt = 1; ; attempt++) {
    try {
      const p = await prepare(db, accountId, body, now, { readBought: false });
      // the entry's schema requires the address, which prepare checked (ADDRESS.notFound): never missing here
      if (!p.address) throw new Error('seckill buy: no address after the check');
      if (p.payFen !== body.expectedPayFen) {
        // A buyer at the limit hears the limit (as the confirmation said) rather than a changed amount.
        const bought = await q.boughtBy(db, Number(p.row.id), accountId);
        const refused = seckillTakeCheck(windowOf(p.row), now, bought, body.quantity);
        throw businessError(buyNo(refused ?? refusal(ORDER_MESSAGES, 'amountChanged')));
      }
      const placed = await holdInTurn(
        db,
        {
          accountId,
          buyerMerchantNo: p.ctx.merchantNo,
          shop: { merchantNo: p.shop.parentMerchantNo, name: p.shop.parentMerchantName },
          address: p.address!,
          lines: p.lines,
          freightFen: p.freightFen,
          remark: body.remark,
          idempotencyKey,
          requestHash: hash,
          orderType: SECKILL_ORDER_TYPE,
          expireMinutes: settings.expireMinutes,
        },
        {
          activityId: Number(p.row.id),
          perUserLimit: Number(p.row.per_user_limit),
          quantity: body.quantity,
          asyncCommit: settings.asyncCommit ?? false,
        },
        now,
      );
      caches(db).activities.update(body.activityNo, (e) => ({
        ...e,
        row: { ...e.row, remaining: Math.min(e.row.remaining, placed.remaining) },
      }));
      return { orderNo: placed.orderNo, payFen: placed.payFen, expiresAt: placed.expiresAt };
    } catch (e) {
      // A replay, or a request under the same key that won meanwhile: its order is the answer.
      if (e instanceof KeyTaken || e instanceof AppError || e instanceof PoolRefused) {
        const winner = await orderUnderKey(db, accountId, idempotencyKey);
        if (winner) {
          if (winner.request_hash !== hash) throw businessError(buyNo(refusal(ORDER_MESSAGES, 'idempotencyKeyReused')));
          return {
            orderNo: winner.order_no,
            payFen: winner.pay_fen,
            expiresAt: new Date(winner.expires_at).toISOString(),
          };
        }
        if (e instanceof AppError) throw e;
        if (e instanceof PoolRefused) {
          forget(db, body.activityNo);
          const why = await poolRefusal(db, body.activityNo, accountId, body.quantity, now);
          if (why) throw businessError(buyNo(why));
          if (attempt < 5) continue;
          throw businessError(buyNo(refusal(SECKILL_MESSAGES, 'busy')));
        }
        if (attempt < 5) continue; // the winner rolled back after all
      }
      throw e;
    }
  }
}

/** The order module's release hook: a closed seckill order's units go back to the pool and the buyer's limit. */
export async function releaseOrder(tx: Transaction<DB>, orderNo: string, at: Date): Promise<void> {
  // The kept activities are dropped once the close has committed ('order.closedUnpaid', activity-cache.ts), not
  // here: a reload between a drop here and the commit would keep the pool as it was for another second.
  await q.release(tx, orderNo, at);
}
