/**
 * Mall orders (part 1 §1-§3, §7 "Cart and orders"): the shop that fulfils a basket, pre-settlement, placing an
 * order exactly once per Idempotency-Key, the buyer's and the shop's order lists, cancel, ship, receipt.
 *
 * Placing recomputes everything the buyer saw, then one transaction redeems the coupon, writes the order, its lines
 * and its stock movements, and takes the stock with one conditional update per model (models in sku-number order,
 * so two orders never wait on each other in opposite orders). Every status move is the domain's transition applied
 * as `update … where status = from`.
 */
import { createHash } from 'node:crypto';
import {
  COUPON_MESSAGES,
  MALL_ORDER_MESSAGES,
  ORDER_STATUS,
  canonicalPlaceOrderBody,
  lineProblem,
  maskPhone,
  nextOrderStatus,
  orderExpiresAt,
  orderTabs,
  orderTotals,
  shopBriefOf,
  type Address,
  type CouponLine,
  type CouponOption,
  type OrderEvent,
  type OrderPage,
  type OrderStatus,
  type OrderView,
  type ParsedPlaceOrderBody,
  type PlacedOrder,
  type PreSettlement,
  type PurchaseRow,
  type SettleLine,
  type ShopBrief,
  refusal,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, businessError, forbidden, notFound } from '../../http/errors.ts';
import { buyerContacts, currentBuyer } from '../account/index.ts';
import * as addresses from '../address/index.ts';
import * as cart from '../cart/index.ts';
import { giveBackStock, purchaseSkus, type PurchaseSku } from '../catalogue/index.ts';
import * as coupons from '../coupon/index.ts';
import * as dealer from '../dealer/index.ts';
import * as logistics from '../logistics/index.ts';
import { nextOrderNo } from './order-numbers.ts';
import { linesByOrder, toOrderView, toPurchaseRow } from './presenter.ts';
import * as q from './queries.ts';
import { runOrderRelease } from './release-hooks.ts';
import { placeInTurn } from './write-in-turn.ts';
import { insertOrderTakingStock, isRetryablePlacement } from './stock-write.ts';

type Db = Kysely<DB> | Transaction<DB>;
type Basket = { source: 'cart' } | { source: 'direct'; items: { skuNo: string; quantity: number }[] };

export interface OrderSettings {
  /** Unpaid orders close after this many minutes (ORDER_EXPIRE_MINUTES). */
  expireMinutes: number;
}

// ----------------------------------------------------------------------------------------------------
// Who buys, and from which shop

/** The buyer and its current ordering first-level dealer (the cart's guard: the same refusals as the cart). */
const buyingContext = (db: Db, accountId: number) => cart.buyingContext(db, accountId);
type BuyingContext = cart.BuyingContext;

/** skuMatchShop: every model goes to the buyer's current ordering first-level dealer. */
export async function skuMatchShop(db: Kysely<DB>, accountId: number, skuNos: readonly string[]) {
  const { shop } = await buyingContext(db, accountId);
  return [...new Set(skuNos)].map((skuNo) => ({
    skuNo,
    shopMerchantNo: shop.parentMerchantNo,
    shopName: shop.parentMerchantName,
  }));
}

/** shop-status-check: open (1) or closed (0, with the message) — the named shop of the buyer's, else the current. */
export async function shopStatus(db: Kysely<DB>, accountId: number, merchantNo?: string): Promise<ShopBrief> {
  const { shop } = await buyingContext(db, accountId);
  if (!merchantNo || merchantNo === shop.parentMerchantNo) return shopBriefOf(shop);
  const other = (await dealer.shopList(db, accountId)).find((s) => s.parentMerchantNo === merchantNo);
  if (!other) throw forbidden(MALL_ORDER_MESSAGES.notShop);
  return shopBriefOf(other);
}

// ----------------------------------------------------------------------------------------------------
// Settlement: the one computation pre-settlement shows and placeorder repeats right before its transaction

interface Settled {
  ctx: BuyingContext;
  lines: (SettleLine & { sku: PurchaseSku })[];
  couponLines: CouponLine[];
  address: Address | null;
  coupons: CouponOption[];
  coupon: CouponOption | null;
  goodsFen: number;
  freightFen: number;
  discountFen: number;
  payFen: number;
}

/** The basket's models and quantities: the checked cart lines, or the items named (one line per model). */
async function basketLines(db: Db, accountId: number, basket: Basket) {
  const raw = basket.source === 'cart' ? await cart.checkedLines(db, accountId) : basket.items;
  const merged = new Map<string, number>();
  for (const l of raw) merged.set(l.skuNo, (merged.get(l.skuNo) ?? 0) + l.quantity);
  if (!merged.size) throw businessError(refusal(MALL_ORDER_MESSAGES, 'emptyBasket'));
  return [...merged].map(([skuNo, quantity]) => ({ skuNo, quantity }));
}

async function settle(
  db: Db,
  accountId: number,
  basket: Basket,
  opts: { addressId: number | null | undefined; userCouponNo: string | null | undefined },
  now: Date,
): Promise<Settled> {
  // Who buys, what and where to: side by side; the buyer's refusal, when there is one, is the answer. The models'
  // prices follow, in the buyer's price plan the context carries (one query, no second look-up of the buyer).
  const [who, what, where] = await Promise.allSettled([
    buyingContext(db, accountId),
    basketLines(db, accountId, basket),
    opts.addressId ? addresses.check(db, accountId, opts.addressId) : addresses.defaultAddress(db, accountId),
  ]);
  if (who.status === 'rejected') throw who.reason;
  if (what.status === 'rejected') throw what.reason;
  if (where.status === 'rejected') throw where.reason;
  const ctx = who.value;
  const wanted = what.value;
  const address = where.value;
  const skus = await purchaseSkus(
    db,
    { plan: ctx.plan },
    wanted.map((l) => l.skuNo),
  );
  const lines = wanted.map(({ skuNo, quantity }) => {
    const sku = skus.get(skuNo);
    const problem = lineProblem(sku, skuNo, quantity);
    if (problem || !sku || sku.priceFen === null) throw businessError(problem ?? MALL_ORDER_MESSAGES.emptyBasket);
    return {
      sku,
      skuNo,
      spuNo: sku.spuNo,
      skuName: sku.skuName,
      spuName: sku.spuName,
      model: sku.model,
      picUrl: sku.picUrl,
      priceFen: sku.priceFen,
      quantity,
      amountFen: sku.priceFen * quantity,
      shopMerchantNo: ctx.shop.parentMerchantNo,
    };
  });
  const couponLines: CouponLine[] = lines.map((l) => ({
    skuNo: l.skuNo,
    spuNo: l.spuNo,
    firstCategoryId: l.sku.firstCategoryId,
    secondCategoryId: l.sku.secondCategoryId,
    amountFen: l.amountFen,
  }));
  const goods = orderTotals(lines, 0, 0).goodsFen;
  const [freightFen, options] = await Promise.all([
    logistics.freightFen(db, {
      shopMerchantNo: ctx.shop.parentMerchantNo,
      provinceCode: address?.provinceCode ?? '',
      quantity: lines.reduce((s, l) => s + l.quantity, 0),
      goodsFen: goods,
    }),
    opts.userCouponNo === null ? Promise.resolve([]) : coupons.optionsFor(db, accountId, couponLines, now),
  ]);
  let coupon: CouponOption | null = null;
  if (opts.userCouponNo === undefined) {
    coupon = options.find((o) => o.usable && o.discountFen > 0) ?? null;
  } else if (opts.userCouponNo !== null) {
    coupon = options.find((o) => o.userCouponNo === opts.userCouponNo) ?? null;
    if (!coupon || !coupon.usable) throw businessError(coupon?.reason ?? COUPON_MESSAGES.unusable);
  }
  const totals = orderTotals(lines, freightFen, coupon?.discountFen ?? 0);
  return { ctx, lines, couponLines, address, coupons: options, coupon, ...totals };
}

export async function preSettlement(
  db: Kysely<DB>,
  accountId: number,
  body: Basket & { addressId?: number | null; userCouponNo?: string | null },
  now = new Date(),
): Promise<PreSettlement> {
  const s = await settle(db, accountId, body, { addressId: body.addressId, userCouponNo: body.userCouponNo }, now);
  return {
    shop: shopBriefOf(s.ctx.shop),
    lines: s.lines.map(({ sku: _sku, ...l }) => l),
    address: s.address,
    coupons: s.coupons,
    selectedCouponNo: s.coupon?.userCouponNo ?? null,
    goodsFen: s.goodsFen,
    freightFen: s.freightFen,
    discountFen: s.discountFen,
    payFen: s.payFen,
  };
}

// ----------------------------------------------------------------------------------------------------
// Placing an order

/** The racing request under the same key committed first: answer its order. */
class KeyTaken extends Error {}

const requestHash = (body: ParsedPlaceOrderBody) =>
  createHash('sha256').update(canonicalPlaceOrderBody(body)).digest('hex');

function sameOrder(
  found: { order_no: string; request_hash: string; pay_fen: number; expires_at: Date },
  hash: string,
): PlacedOrder {
  if (found.request_hash !== hash) throw businessError(refusal(MALL_ORDER_MESSAGES, 'idempotencyKeyReused'));
  return { orderNo: found.order_no, payFen: found.pay_fen, expiresAt: new Date(found.expires_at).toISOString() };
}

/**
 * placeorder. The same key with the same body answers the same order (however often and however concurrently
 * it is sent); the same key with another body is refused. A refusal writes nothing, so the key can be retried.
 *
 * Everything is recomputed here from the database (prices, stock, address, freight, coupon) and compared with what
 * the buyer saw; then one transaction writes the order. The reads run just before that transaction rather than
 * inside it: under READ COMMITTED a read inside would be no more stable, and what must still hold at commit is
 * held by the writes themselves (the unique key, the coupon's conditional redeem, the conditional stock update),
 * so the transaction stays a few statements long and the hot model's row is locked only from its update to the commit.
 */
export async function placeOrder(
  db: Kysely<DB>,
  accountId: number,
  idempotencyKey: string,
  body: ParsedPlaceOrderBody,
  settings: OrderSettings,
  now = new Date(),
): Promise<PlacedOrder> {
  const hash = requestHash(body);
  const opts = { addressId: body.addressId, userCouponNo: body.userCouponNo };
  for (let attempt = 1; ; attempt++) {
    try {
      const s = await settle(db, accountId, body, opts, now);
      if (!s.address) throw businessError(refusal(MALL_ORDER_MESSAGES, 'addressRequired'));
      if (s.ctx.shop.status !== 1) throw businessError(s.ctx.shop.msg ?? MALL_ORDER_MESSAGES.shopAbnormal);
      if (s.payFen !== body.expectedPayFen) throw businessError(refusal(MALL_ORDER_MESSAGES, 'amountChanged'));
      return await writeOrder(db, s, accountId, idempotencyKey, hash, body, settings, now);
    } catch (e) {
      // A replay, or a request racing under the same key that won meanwhile (its coupon or stock may be why ours
      // failed): the order under the key is the answer. Looked up only then, so a new order costs no extra query.
      if (e instanceof KeyTaken || e instanceof AppError) {
        const winner = await q.findByKey(db, accountId, idempotencyKey);
        if (winner) return sameOrder(winner, hash);
        if (e instanceof AppError) throw e;
        if (attempt < 5) continue; // the winner rolled back after all: ours may go ahead
      }
      if (isRetryablePlacement(e) && attempt < 5) continue;
      throw e;
    }
  }
}

/**
 * Writes the order. Without a coupon or cart lines to settle it is one statement (order, lines, movements and the
 * stock's conditional updates), atomic by itself, and goes with the orders for the same models that arrive while
 * one of theirs is being written (write-in-turn.ts); otherwise one transaction: the coupon's conditional redeem, the
 * cart clean-up, then that statement last, so the hot model's row stays locked only until the commit.
 */
async function writeOrder(
  db: Kysely<DB>,
  s: Settled,
  accountId: number,
  idempotencyKey: string,
  hash: string,
  body: ParsedPlaceOrderBody,
  settings: OrderSettings,
  now: Date,
): Promise<PlacedOrder> {
  const orderNo = nextOrderNo(now);
  const expiresAt = orderExpiresAt(now, settings.expireMinutes);
  const { id: _id, isDefault: _d, ...address } = s.address!;
  const order: q.OrderWrite = {
    orderNo,
    accountId,
    buyerMerchantNo: s.ctx.merchantNo,
    shopMerchantNo: s.ctx.shop.parentMerchantNo,
    shopName: s.ctx.shop.parentMerchantName,
    goodsFen: s.goodsFen,
    freightFen: s.freightFen,
    discountFen: s.discountFen,
    payFen: s.payFen,
    userCouponNo: s.coupon?.userCouponNo ?? null,
    address: { ...address, streetCode: address.streetCode ?? null, streetName: address.streetName ?? null },
    remark: body.remark,
    idempotencyKey,
    requestHash: hash,
    expiresAt,
  };
  const linesWith = (perLine: Map<string, number>) =>
    s.lines.map((l) => ({ ...l, discountFen: perLine.get(l.skuNo) ?? 0 }));
  const write = async (tx: Transaction<DB>, perLine: Map<string, number>) => {
    const { id } = await insertOrderTakingStock(tx, order, linesWith(perLine));
    if (id === null) throw new KeyTaken();
  };
  if (!s.coupon && body.source !== 'cart') {
    // One statement, written together with the orders for the same models that arrive meanwhile (write-in-turn.ts).
    if (!(await placeInTurn(db, order, linesWith(new Map())))) throw new KeyTaken();
  } else {
    await db.transaction().execute(async (tx) => {
      let perLine = new Map<string, number>();
      if (s.coupon) {
        const r = await coupons.redeem(tx, accountId, s.coupon.userCouponNo, orderNo, s.couponLines, now);
        if (r.discountFen !== s.discountFen) throw businessError(refusal(MALL_ORDER_MESSAGES, 'amountChanged'));
        perLine = r.perLine;
      }
      if (body.source === 'cart') {
        await cart.removeOrdered(
          tx,
          accountId,
          s.lines.map((l) => l.skuNo),
        );
      }
      await write(tx, perLine);
    });
  }
  return { orderNo, payFen: s.payFen, expiresAt: expiresAt.toISOString() };
}

// ----------------------------------------------------------------------------------------------------
// Lists and detail

/** Buyer names as the shop sees them: the buying merchant's company, else the account's nickname or masked phone. */
async function buyerNames(db: Db, orderIds: readonly number[]): Promise<Map<number, string>> {
  if (!orderIds.length) return new Map();
  const rows = await q.buyersOf(db, orderIds);
  const contacts = await buyerContacts(
    db,
    rows.map((r) => ({ accountId: Number(r.account_id), merchantNo: r.buyer_merchant_no })),
  );
  return new Map(rows.map((r, i) => [r.id, contacts[i]!.name ?? maskPhone(contacts[i]!.phone)]));
}

async function views(db: Db, rows: q.OrderRow[], side: 'buyer' | 'shop', now: Date): Promise<OrderView[]> {
  const ids = rows.map((r) => r.id);
  const [lines, names] = await Promise.all([
    q.linesOf(db, ids),
    side === 'shop' ? buyerNames(db, ids) : Promise.resolve(new Map<number, string>()),
  ]);
  const by = linesByOrder(lines);
  return rows.map((r) => toOrderView(r, by.get(r.id) ?? [], side, now, names.get(r.id) ?? null));
}

async function pageOf(
  db: Kysely<DB>,
  owner: q.OrderOwner,
  side: 'buyer' | 'shop',
  query: { status?: number; page: number; size: number },
  now: Date,
): Promise<{ page: OrderPage; total: number }> {
  const [rows, counts] = await Promise.all([
    q.pageOrders(db, owner, query.status, query.page, query.size),
    q.countByStatus(db, owner),
  ]);
  const tabs = orderTabs(counts);
  const total = tabs.find((t) => t.status === (query.status ?? null))?.count ?? 0;
  return { page: { list: await views(db, rows, side, now), tabs }, total };
}

/** order/page: the buyer's orders, newest first, one status tab or all, with every tab's count. */
export function page(db: Kysely<DB>, accountId: number, query: { status?: number; page: number; size: number }) {
  return pageOf(db, { accountId }, 'buyer', query, new Date());
}

async function ownOrder(db: Db, accountId: number, orderNo: string): Promise<q.OrderRow> {
  const o = await q.findOrder(db, orderNo);
  if (!o || o.account_id !== accountId) throw notFound(MALL_ORDER_MESSAGES.notFound);
  return o;
}

export async function detail(db: Kysely<DB>, accountId: number, orderNo: string): Promise<OrderView> {
  const o = await ownOrder(db, accountId, orderNo);
  return (await views(db, [o], 'buyer', new Date()))[0]!;
}

/** order/purchase/list: data.rows, each an order with its models (skuDTOList). */
export async function purchaseList(
  db: Kysely<DB>,
  accountId: number,
  query: { status?: number; page: number; size: number },
): Promise<{ rows: PurchaseRow[]; total: number }> {
  const owner = { accountId };
  const [rows, counts] = await Promise.all([
    q.pageOrders(db, owner, query.status, query.page, query.size),
    q.countByStatus(db, owner),
  ]);
  const by = linesByOrder(
    await q.linesOf(
      db,
      rows.map((r) => r.id),
    ),
  );
  const total =
    query.status === undefined ? [...counts.values()].reduce((a, b) => a + b, 0) : (counts.get(query.status) ?? 0);
  return { rows: rows.map((r) => toPurchaseRow(r, by.get(r.id) ?? [])), total };
}

// ----------------------------------------------------------------------------------------------------
// Moves

/** The domain's next state of a move this module only attempts from that state. */
function transition(from: OrderStatus, event: OrderEvent): OrderStatus {
  const to = nextOrderStatus(from, event);
  if (to === null) throw new Error(`order move ${event} from ${from} is not in the transition table`);
  return to;
}

/**
 * Closes an unpaid order (by the buyer, or by expiry) and gives back what it held, all in the caller's
 * transaction: the conditional update decides; when it moves nothing (paid, cancelled or expired meanwhile) nothing
 * else happens and false is answered.
 */
export async function closeUnpaid(
  tx: Transaction<DB>,
  orderNo: string,
  how: { event: 'cancel'; accountId: number } | { event: 'expire'; now: Date },
): Promise<boolean> {
  const to = transition(ORDER_STATUS.UNPAID, how.event);
  const now = how.event === 'expire' ? how.now : new Date();
  const moved = await q.moveStatus(tx, orderNo, {
    from: ORDER_STATUS.UNPAID,
    to,
    ...(how.event === 'cancel' ? { where: { accountId: how.accountId } } : { expired: { at: now, past: true } }),
    set: {
      cancelled_at: now,
      cancel_reason: how.event === 'cancel' ? MALL_ORDER_MESSAGES.cancelledByBuyer : MALL_ORDER_MESSAGES.expired,
    },
  });
  if (!moved) return false;
  const lines = await q.linesOf(tx, [moved.id]);
  const sorted = [...lines].sort((a, b) => (a.sku_no < b.sku_no ? -1 : a.sku_no > b.sku_no ? 1 : 0));
  await q.insertMovements(
    tx,
    orderNo,
    how.event,
    sorted.map((l) => ({ skuNo: l.sku_no, delta: l.quantity })),
  );
  for (const l of sorted) await giveBackStock(tx, l.sku_no, l.quantity);
  await coupons.release(tx, orderNo);
  // What another module holds for an order of its type (a flash sale's pool), after the model stock.
  await runOrderRelease(tx, Number(moved.order_type), orderNo, how.event, now);
  return true;
}

/** The buyer cancels an unpaid order: stock and coupon come back in the same transaction. Answers the order now. */
export async function cancel(db: Kysely<DB>, accountId: number, orderNo: string): Promise<OrderView> {
  await ownOrder(db, accountId, orderNo);
  const done = await db.transaction().execute((tx) => closeUnpaid(tx, orderNo, { event: 'cancel', accountId }));
  if (!done) throw businessError(refusal(MALL_ORDER_MESSAGES, 'cannotCancel'));
  return detail(db, accountId, orderNo);
}

/** The buyer confirms receipt: 已发货 -> 已完成. Answers the order now. */
export async function confirmReceipt(db: Kysely<DB>, accountId: number, orderNo: string): Promise<OrderView> {
  await ownOrder(db, accountId, orderNo);
  const moved = await q.moveStatus(db, orderNo, {
    from: ORDER_STATUS.SHIPPED,
    to: transition(ORDER_STATUS.SHIPPED, 'complete'),
    where: { accountId },
    set: { completed_at: new Date() },
  });
  if (!moved) throw businessError(refusal(MALL_ORDER_MESSAGES, 'cannotConfirm'));
  return detail(db, accountId, orderNo);
}

// ----------------------------------------------------------------------------------------------------
// The shop side: the first-level dealer (its owner or staff, acting for it) fulfils the orders placed with it

async function shopOf(db: Kysely<DB>, accountId: number): Promise<string> {
  const buyer = await currentBuyer(db, accountId);
  if (!buyer.merchantNo || buyer.enterpriseType !== 1) throw forbidden(MALL_ORDER_MESSAGES.notShop);
  return buyer.merchantNo;
}

export async function shopPage(
  db: Kysely<DB>,
  accountId: number,
  query: { status?: number; page: number; size: number },
) {
  return pageOf(db, { shopMerchantNo: await shopOf(db, accountId) }, 'shop', query, new Date());
}

async function shopOrder(db: Kysely<DB>, shopMerchantNo: string, orderNo: string): Promise<q.OrderRow> {
  const o = await q.findOrder(db, orderNo);
  if (!o || o.shop_merchant_no !== shopMerchantNo) throw notFound(MALL_ORDER_MESSAGES.notFound);
  return o;
}

export async function shopDetail(db: Kysely<DB>, accountId: number, orderNo: string): Promise<OrderView> {
  const o = await shopOrder(db, await shopOf(db, accountId), orderNo);
  return (await views(db, [o], 'shop', new Date()))[0]!;
}

/** The shop ships a paid order: 已付款 -> 已发货. Answers the order now. */
export async function ship(db: Kysely<DB>, accountId: number, orderNo: string): Promise<OrderView> {
  const shopMerchantNo = await shopOf(db, accountId);
  await shopOrder(db, shopMerchantNo, orderNo);
  const moved = await q.moveStatus(db, orderNo, {
    from: ORDER_STATUS.PAID,
    to: transition(ORDER_STATUS.PAID, 'ship'),
    where: { shopMerchantNo },
    set: { shipped_at: new Date() },
  });
  if (!moved) throw businessError(refusal(MALL_ORDER_MESSAGES, 'cannotShip'));
  return shopDetail(db, accountId, orderNo);
}
