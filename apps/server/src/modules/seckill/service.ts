/**
 * Flash sales (part 1 §1, §2, §4, §7): the zone and the detail (status and countdown from the server clock), the
 * shops of an activity (promotionShop), the settlement and the buy, and the management by provider sales accounts.
 *
 * A buy is ONE transaction: the mall order at the seckill price through the order module (its insert and its
 * conditional model-stock update), then the hold on the activity (queries.hold: the buyer's counter within the
 * per-user limit, the pool's conditional decrement within the window, the order recorded as the activity's). The
 * reads before it only answer refusals early and compute the amounts; what must hold at commit is held by the
 * conditional writes themselves. Unpaid orders expire or are cancelled by the order module, whose release hook
 * (registered in routes.ts) gives the order's units back to the pool and to the buyer's limit in the same
 * transaction.
 */
import { createHash, randomInt } from 'node:crypto';
import {
  DEALER_MESSAGES,
  MALL_ORDER_MESSAGES,
  ORDER_STATUS,
  SECKILL_KIND,
  SECKILL_MESSAGES,
  SECKILL_ORDER_TYPE,
  SECKILL_TABS,
  seckillBuyCheck,
  seckillDefinitionProblems,
  seckillMaxQuantity,
  seckillOrderLines,
  seckillRefusal,
  seckillStatus,
  seckillTabLabel,
  type Address,
  type PlacedOrder,
  type SeckillDetail,
  type SeckillGoods,
  type SeckillItem,
  type SeckillKind,
  type SeckillManageActivity,
  type SeckillPage,
  type SeckillSale,
  type SeckillSettlement,
  type SeckillStatus,
  type Shop,
  shopBriefOf,
  refusal,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, businessError, forbidden, notFound } from '../../http/errors.ts';
import { isSalesAccount } from '../account/index.ts';
import * as addresses from '../address/index.ts';
import * as cart from '../cart/index.ts';
import { purchaseSkus, type PurchaseSku } from '../catalogue/index.ts';
import * as catalogue from '../catalogue/index.ts';
import * as dealer from '../dealer/index.ts';
import * as logistics from '../logistics/index.ts';
import { isRetryablePlacement, orderSummaries, orderUnderKey, type ExternalOrderLine } from '../order/index.ts';
import { batchedRead, groupedBy } from '../../cache/batched.ts';
import { TtlCache } from '../../cache/ttl-cache.ts';
import { itemsOf, toActivity, toManageActivity, toSale, windowOf, type SalesFigures } from './presenter.ts';
import { holdInTurn, KeyTaken, PoolRefused } from './hold.ts';
import * as q from './queries.ts';

export interface SeckillSettings {
  /** Unpaid orders close after this many minutes (ORDER_EXPIRE_MINUTES, as every mall order). */
  expireMinutes: number;
  /** The buy commits without waiting for its flush (SECKILL_ASYNC_COMMIT; docs/architecture.md "Flash sales"). */
  asyncCommit?: boolean;
}

/** Activities by number, the numbers asked in this turn of the event loop (a crowd hearing 'sold out') in one query. */
const activityReads = batchedRead(async (db, nos: readonly string[]) => {
  const rows = await q.activitiesByNo(db, nos);
  return groupedBy(nos, rows, (r) => r.activity_no).map(([r]) => r ?? null);
});

async function requireActivity(db: Kysely<DB>, activityNo: string): Promise<q.ActivityRow> {
  const row = await activityReads(db).load(activityNo);
  if (!row) throw notFound(SECKILL_MESSAGES.notFound);
  return row;
}

// What the buy path reads for every request of a crowd, kept a moment (cache.ts: nothing cached decides a buy); one
// set per database (tests run several apps, each on its own database, in one process).
interface Caches {
  activities: TtlCache<string, { row: q.ActivityRow; shops: string[] }>;
  goodsStates: TtlCache<string, Map<string, PurchaseSku>>;
  freights: TtlCache<string, number>;
}
const cachesByDb = new Map<Kysely<DB>, Caches>();
function caches(db: Kysely<DB>): Caches {
  let c = cachesByDb.get(db);
  if (!c) {
    c = {
      // A second past their time the activity and its goods are still answered while one reload runs (a crowd
      // does not queue behind it each second); the buy's write re-checks the window, the pool and the stock.
      activities: new TtlCache(1000, 1000, 1000),
      goodsStates: new TtlCache(5000, 1000, 1000),
      freights: new TtlCache(5000),
    };
    cachesByDb.set(db, c);
  }
  return c;
}

/**
 * Forgets what this process keeps of an activity (its own writes: save, abandon), or of every activity (a release,
 * which runs in the order module's transaction). Exported for tests that change an activity behind the service.
 */
export function forget(db?: Kysely<DB>, activityNo?: string): void {
  if (!db || activityNo === undefined) {
    for (const c of cachesByDb.values()) c.activities.clear();
    return;
  }
  caches(db).activities.delete(activityNo);
  caches(db).goodsStates.delete(activityNo);
}

function cachedActivity(db: Kysely<DB>, activityNo: string) {
  return caches(db).activities.load(activityNo, async () => {
    const [row, shops] = await Promise.all([requireActivity(db, activityNo), q.shopsOfActivityNo(db, activityNo)]);
    return { row, shops };
  });
}

// ----------------------------------------------------------------------------------------------------
// The zone and the detail

export async function page(
  db: Kysely<DB>,
  query: { pType: number; status?: number | undefined; page: number; size: number },
  now = new Date(),
): Promise<{ page: SeckillPage; total: number }> {
  const filter = { pType: query.pType, status: query.status };
  const [rows, counts] = await Promise.all([
    q.pageActivities(db, filter, now, query.page, query.size),
    q.countByStatus(db, filter, now),
  ]);
  const shops = await q.shopsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  const all = [...counts.values()].reduce((a, b) => a + b, 0);
  const tabs = SECKILL_TABS.map((s) => ({
    status: s,
    label: seckillTabLabel(s),
    count: s === null ? all : (counts.get(s) ?? 0),
  }));
  return {
    page: {
      serverTime: now.toISOString(),
      tabs,
      list: rows.map((r) => toActivity(r, shops.get(Number(r.id)) ?? [], now)),
    },
    total: query.status === undefined ? all : (counts.get(query.status as SeckillStatus) ?? 0),
  };
}

export async function detail(
  db: Kysely<DB>,
  accountId: number,
  activityNo: string,
  now = new Date(),
): Promise<SeckillDetail> {
  const row = await requireActivity(db, activityNo);
  const [shops, bought] = await Promise.all([
    q.shopsOf(db, [Number(row.id)]),
    q.boughtBy(db, Number(row.id), accountId),
  ]);
  const w = windowOf(row);
  return {
    serverTime: now.toISOString(),
    activity: toActivity(row, shops.get(Number(row.id)) ?? [], now),
    bought,
    maxQuantity: seckillMaxQuantity(w, now, bought),
    refusal: seckillBuyCheck(w, now, bought, 1),
  };
}

/** promotionShop: the buyer's shops, those not taking part in the activity disabled (status 0) with the reason. */
export async function promotionShop(db: Kysely<DB>, accountId: number, activityNo: string): Promise<Shop[]> {
  const row = await requireActivity(db, activityNo);
  const [shops, taking] = await Promise.all([dealer.shopList(db, accountId), q.shopsOf(db, [Number(row.id)])]);
  return shops.map((s) => markShop(s, taking.get(Number(row.id)) ?? []));
}

function markShop(s: Shop, taking: readonly string[]): Shop {
  if (s.status !== 1) return s;
  if (taking.length && !taking.includes(s.parentMerchantNo))
    return { ...s, status: 0, msg: SECKILL_MESSAGES.shopNotInActivity };
  return s;
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
  if (closed) throw businessError(closed);
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
  const refused = seckillBuyCheck(w, now, bought, req.quantity);
  if (refused) throw businessError(refused);
  let shop: Shop = ctx.shop;
  if (req.shopMerchantNo && req.shopMerchantNo !== ctx.shop.parentMerchantNo) {
    const other = otherShops?.find((s) => s.parentMerchantNo === req.shopMerchantNo);
    if (!other) throw forbidden(DEALER_MESSAGES.notYourShop);
    shop = other;
  }
  shop = markShop(shop, taking);
  if (shop.status !== 1) throw businessError(shop.msg ?? DEALER_MESSAGES.shopAbnormal);
  const live = new Map<string, PurchaseSku>();
  for (const i of items) {
    const sku = skus.get(i.skuNo);
    if (!sku || sku.status !== 0) throw businessError(refusal(SECKILL_MESSAGES, 'goodsOff'));
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

async function poolRefusal(db: Kysely<DB>, activityNo: string, quantity: number, now: Date): Promise<string> {
  const row = await requireActivity(db, activityNo);
  const w = windowOf(row);
  const closed = seckillRefusal(seckillStatus(w, now));
  if (closed) return closed;
  return w.remaining > 0 && w.remaining < quantity
    ? SECKILL_MESSAGES.stockShort(w.remaining)
    : SECKILL_MESSAGES.soldOut;
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
      if (!p.address) throw businessError(refusal(MALL_ORDER_MESSAGES, 'addressRequired'));
      if (p.payFen !== body.expectedPayFen) {
        // A buyer at the limit hears the limit (as the confirmation said) rather than a changed amount.
        const bought = await q.boughtBy(db, Number(p.row.id), accountId);
        const refused = seckillBuyCheck(windowOf(p.row), now, bought, body.quantity);
        throw businessError(refused ?? refusal(MALL_ORDER_MESSAGES, 'amountChanged'));
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
          if (winner.request_hash !== hash) throw businessError(refusal(MALL_ORDER_MESSAGES, 'idempotencyKeyReused'));
          return {
            orderNo: winner.order_no,
            payFen: winner.pay_fen,
            expiresAt: new Date(winner.expires_at).toISOString(),
          };
        }
        if (e instanceof AppError) throw e;
        if (e instanceof PoolRefused) {
          forget(db, body.activityNo);
          throw businessError(await poolRefusal(db, body.activityNo, body.quantity, now));
        }
        if (attempt < 5) continue; // the winner rolled back after all
      }
      if (isRetryablePlacement(e) && attempt < 5) continue;
      throw e;
    }
  }
}

/** The order module's release hook: a closed seckill order's units go back to the pool and the buyer's limit. */
export async function releaseOrder(tx: Transaction<DB>, orderNo: string, at: Date): Promise<void> {
  if (await q.release(tx, orderNo, at)) forget();
}

// ----------------------------------------------------------------------------------------------------
// Management by provider sales accounts

async function requireSales(db: Kysely<DB>, accountId: number): Promise<void> {
  if (!(await isSalesAccount(db, accountId))) throw forbidden(SECKILL_MESSAGES.salesOnly);
}

/** The models a model or suite number sells, with its original price (retail, as the sales account sees it). */
async function snapshot(db: Kysely<DB>, accountId: number, kind: SeckillKind, no: string): Promise<SeckillGoods> {
  if (kind === SECKILL_KIND.SKU) {
    const sku = (await purchaseSkus(db, { accountId }, [no])).get(no);
    if (!sku || sku.status !== 0) throw businessError(refusal(SECKILL_MESSAGES, 'goodsNotFound'));
    if (sku.priceFen === null || sku.priceFen <= 0) throw businessError(refusal(SECKILL_MESSAGES, 'goodsNoPrice'));
    return {
      kind,
      goodsNo: no,
      title: `${sku.spuName} ${sku.model}`.trim(),
      picUrl: sku.picUrl,
      items: [
        {
          skuNo: sku.skuNo,
          spuNo: sku.spuNo,
          skuName: sku.skuName,
          spuName: sku.spuName,
          model: sku.model,
          picUrl: sku.picUrl,
          quantity: 1,
          priceFen: sku.priceFen,
        },
      ],
      originPriceFen: sku.priceFen,
      modelStock: sku.stock,
    };
  }
  let suit: Awaited<ReturnType<typeof catalogue.suitDetail>>;
  try {
    suit = await catalogue.suitDetail(db, no, { accountId });
  } catch (e) {
    if (e instanceof AppError && e.httpStatus === 404) throw businessError(refusal(SECKILL_MESSAGES, 'goodsNotFound'));
    throw e;
  }
  const skus = await purchaseSkus(
    db,
    { accountId },
    suit.items.map((i) => i.skuNo),
  );
  const items: SeckillItem[] = suit.items.map((i) => {
    const sku = skus.get(i.skuNo);
    if (!sku || sku.status !== 0) throw businessError(refusal(SECKILL_MESSAGES, 'goodsNotFound'));
    if (sku.priceFen === null || sku.priceFen <= 0) throw businessError(refusal(SECKILL_MESSAGES, 'goodsNoPrice'));
    return {
      skuNo: sku.skuNo,
      spuNo: sku.spuNo,
      skuName: sku.skuName,
      spuName: sku.spuName,
      model: sku.model,
      picUrl: sku.picUrl,
      quantity: Number(i.quantity),
      priceFen: sku.priceFen,
    };
  });
  if (!items.length) throw businessError(refusal(SECKILL_MESSAGES, 'goodsNotFound'));
  const itemsTotal = items.reduce((s, i) => s + i.priceFen * i.quantity, 0);
  return {
    kind,
    goodsNo: no,
    title: suit.name,
    picUrl: suit.picUrl ?? items[0]!.picUrl,
    items,
    // The suite's package price, never above what its models cost one by one (the reduction is allocated on them).
    originPriceFen: Math.min(suit.price ?? itemsTotal, itemsTotal),
    modelStock: Math.min(...items.map((i) => Math.floor((skus.get(i.skuNo)?.stock ?? 0) / i.quantity))),
  };
}

export async function goods(db: Kysely<DB>, accountId: number, kind: number, no: string): Promise<SeckillGoods> {
  await requireSales(db, accountId);
  return snapshot(db, accountId, kind as SeckillKind, no);
}

/** Live orders, paid ones and their amount, distinct buyers — per activity. */
async function figuresOf(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, SalesFigures>> {
  const orders = await q.ordersOf(db, ids);
  const summaries = await orderSummaries(
    db,
    orders.map((o) => o.order_no),
  );
  const out = new Map<number, SalesFigures & { who: Set<number> }>();
  for (const id of ids) out.set(id, { orders: 0, paidOrders: 0, paidFen: 0, buyers: 0, who: new Set() });
  const paidStatuses: readonly number[] = [ORDER_STATUS.PAID, ORDER_STATUS.SHIPPED, ORDER_STATUS.COMPLETED];
  for (const o of orders) {
    const f = out.get(Number(o.activity_id))!;
    const s = summaries.get(o.order_no);
    if (o.released_at !== null || !s) continue;
    f.orders++;
    f.who.add(Number(o.account_id));
    if (paidStatuses.includes(s.status)) {
      f.paidOrders++;
      f.paidFen += s.payFen;
    }
  }
  return new Map([...out].map(([id, { who, ...f }]) => [id, { ...f, buyers: who.size }]));
}

export async function managePage(
  db: Kysely<DB>,
  accountId: number,
  query: {
    pType?: number | undefined;
    status?: number | undefined;
    keyword?: string | undefined;
    page: number;
    size: number;
  },
  now = new Date(),
): Promise<{ serverTime: string; list: SeckillManageActivity[]; total: number }> {
  await requireSales(db, accountId);
  const filter = { pType: query.pType, status: query.status, keyword: query.keyword };
  const [rows, counts] = await Promise.all([
    q.pageActivities(db, filter, now, query.page, query.size),
    q.countByStatus(db, filter, now),
  ]);
  const ids = rows.map((r) => Number(r.id));
  const [shops, figures] = await Promise.all([q.shopsOf(db, ids), figuresOf(db, ids)]);
  const total =
    query.status === undefined
      ? [...counts.values()].reduce((a, b) => a + b, 0)
      : (counts.get(query.status as SeckillStatus) ?? 0);
  return {
    serverTime: now.toISOString(),
    list: rows.map((r) => toManageActivity(r, shops.get(Number(r.id)) ?? [], figures.get(Number(r.id))!, now)),
    total,
  };
}

export interface SaveInput {
  activityNo?: string | undefined;
  pType: number;
  kind: number;
  goodsNo: string;
  title: string;
  seckillPriceFen: number;
  stock: number;
  perUserLimit: number;
  startAt: string;
  endAt: string;
  shopMerchantNos: string[];
}

async function manageOne(db: Kysely<DB>, row: q.ActivityRow, now: Date): Promise<SeckillManageActivity> {
  const id = Number(row.id);
  const [shops, figures] = await Promise.all([q.shopsOf(db, [id]), figuresOf(db, [id])]);
  return toManageActivity(row, shops.get(id) ?? [], figures.get(id)!, now);
}

/**
 * Create (no activityNo) or edit an activity. Checked: start before end (and the end still ahead), price above zero
 * and not above the original, the stock never below what is sold, the limit 1..99; an abandoned or finished
 * activity cannot change, and the goods cannot change once something is sold.
 */
export async function save(
  db: Kysely<DB>,
  accountId: number,
  input: SaveInput,
  now = new Date(),
): Promise<SeckillManageActivity> {
  await requireSales(db, accountId);
  const current = input.activityNo ? await requireActivity(db, input.activityNo) : null;
  if (current?.abandoned_at) throw businessError(refusal(SECKILL_MESSAGES, 'editAbandoned'));
  if (current && new Date(current.end_at).getTime() <= now.getTime())
    throw businessError(refusal(SECKILL_MESSAGES, 'editFinished'));
  const sold = current ? Number(current.stock) - Number(current.remaining) : 0;
  const kind = input.kind as SeckillKind;
  const sameGoods =
    current !== null &&
    Number(current.kind) === kind &&
    (kind === SECKILL_KIND.SKU ? current.sku_no : current.suit_no) === input.goodsNo;
  if (current && sold > 0 && !sameGoods) throw businessError(refusal(SECKILL_MESSAGES, 'goodsLocked'));
  const g = await snapshot(db, accountId, kind, input.goodsNo);
  const startAt = new Date(input.startAt);
  const endAt = new Date(input.endAt);
  const problems = seckillDefinitionProblems({
    startAt,
    endAt,
    seckillPriceFen: input.seckillPriceFen,
    stock: input.stock,
    sold,
    perUserLimit: input.perUserLimit,
    originPriceFen: g.originPriceFen,
  });
  if (!problems.length && endAt.getTime() <= now.getTime()) problems.push(SECKILL_MESSAGES.endPassed);
  if (problems.length) throw businessError(problems.join('；'));
  const write: q.ActivityWrite = {
    pType: input.pType,
    kind,
    skuNo: kind === SECKILL_KIND.SKU ? input.goodsNo : null,
    suitNo: kind === SECKILL_KIND.SUIT ? input.goodsNo : null,
    spuNo: g.items[0]!.spuNo,
    title: input.title || g.title,
    picUrl: g.picUrl,
    items: g.items,
    originPriceFen: g.originPriceFen,
    seckillPriceFen: input.seckillPriceFen,
    stock: input.stock,
    perUserLimit: input.perUserLimit,
    startAt,
    endAt,
  };
  const shops = [...new Set(input.shopMerchantNos.map((s) => s.trim()).filter(Boolean))];
  if (!current) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const activityNo = `SK${randomInt(10_000_000, 100_000_000)}`;
      const created = await db.transaction().execute(async (tx) => {
        const id = await q.insertActivity(tx, activityNo, write, accountId);
        if (id !== null) await q.replaceShops(tx, id, shops);
        return id;
      });
      if (created !== null) return manageOne(db, (await q.activityByNo(db, activityNo))!, now);
    }
    throw new Error('无法生成秒杀活动编号');
  }
  const updated = await db.transaction().execute(async (tx) => {
    if (!(await q.updateActivity(tx, Number(current.id), write, now))) return false;
    await q.replaceShops(tx, Number(current.id), shops);
    return true;
  });
  forget(db, current.activity_no);
  const after = (await q.activityByNo(db, current.activity_no))!;
  if (!updated) {
    // Changed meanwhile: abandoned, over, or sold past the new stock.
    if (after.abandoned_at) throw businessError(refusal(SECKILL_MESSAGES, 'editAbandoned'));
    if (new Date(after.end_at).getTime() <= now.getTime())
      throw businessError(refusal(SECKILL_MESSAGES, 'editFinished'));
    throw businessError('活动库存不能少于已售数量');
  }
  return manageOne(db, after, now);
}

export async function abandonActivity(
  db: Kysely<DB>,
  accountId: number,
  activityNo: string,
  now = new Date(),
): Promise<SeckillManageActivity> {
  await requireSales(db, accountId);
  const row = await requireActivity(db, activityNo);
  if (row.abandoned_at) throw businessError(refusal(SECKILL_MESSAGES, 'alreadyAbandoned'));
  const abandoned = await q.abandon(db, Number(row.id), now);
  forget(db, activityNo);
  if (!abandoned) {
    const after = (await q.activityByNo(db, activityNo))!;
    throw businessError(after.abandoned_at ? SECKILL_MESSAGES.alreadyAbandoned : SECKILL_MESSAGES.abandonFinished);
  }
  return manageOne(db, (await q.activityByNo(db, activityNo))!, now);
}

export async function sales(
  db: Kysely<DB>,
  accountId: number,
  query: { activityNo: string; page: number; size: number },
): Promise<{ list: SeckillSale[]; total: number }> {
  await requireSales(db, accountId);
  const row = await requireActivity(db, query.activityNo);
  const { rows, total } = await q.salesPage(db, Number(row.id), query.page, query.size);
  const summaries = await orderSummaries(
    db,
    rows.map((r) => r.order_no),
  );
  return { list: rows.map((r) => toSale(r, summaries.get(r.order_no))), total };
}

/** For tests and checks: an activity's pool and the units its live orders hold. */
export async function poolOf(db: Kysely<DB>, activityNo: string) {
  const row = await requireActivity(db, activityNo);
  return {
    stock: Number(row.stock),
    remaining: Number(row.remaining),
    status: seckillStatus(windowOf(row), new Date()),
  };
}
