/** Management of flash sales by provider sales accounts: the goods, the list with sales figures, save, abandon, sales. */
import { randomInt } from 'node:crypto';
import {
  ORDER_STATUS,
  SECKILL_KIND,
  SECKILL_MESSAGES,
  SECKILL_ROUTES as S,
  listedBy,
  seckillDefinitionProblems,
  type Refusal,
  type SeckillDefinitionProblem,
  type SeckillGoods,
  type SeckillItem,
  type SeckillKind,
  type SeckillManageActivity,
  type SeckillSale,
  type SeckillStatus,
  refusal,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError } from '../../http/errors.ts';
import { purchaseSkus } from '../catalogue/index.ts';
import * as catalogue from '../catalogue/index.ts';
import { orderSummaries } from '../order/index.ts';
import { toManageActivity, toSale, type SalesFigures } from './presenter.ts';
import * as q from './queries.ts';
import { forgetEverywhere, requireActivity } from './activity-cache.ts';

// ----------------------------------------------------------------------------------------------------
// Management by provider sales accounts (the entries' policy 'staff' lets no one else in)

/** What each use case may refuse: only what the entries that reach it list (the compiler checks). */
const goodsNo = listedBy(S.manageGoods, S.manageSave);
const saveNo = listedBy(S.manageSave);
const abandonNo = listedBy(S.manageAbandon);
const salesNo = listedBy(S.manageSales);

/** The models a model or suite number sells, with its original price (retail, as the sales account sees it). */
async function snapshot(db: Kysely<DB>, accountId: number, kind: SeckillKind, no: string): Promise<SeckillGoods> {
  if (kind === SECKILL_KIND.SKU) {
    const sku = (await purchaseSkus(db, { accountId }, [no])).get(no);
    if (!sku || sku.status !== 0) throw businessError(goodsNo(refusal(SECKILL_MESSAGES, 'goodsNotFound')));
    if (sku.priceFen === null || sku.priceFen <= 0)
      throw businessError(goodsNo(refusal(SECKILL_MESSAGES, 'goodsNoPrice')));
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
  const suit = await catalogue.findSuitDetail(db, no, { accountId });
  if (!suit) throw businessError(goodsNo(refusal(SECKILL_MESSAGES, 'goodsNotFound')));
  const skus = await purchaseSkus(
    db,
    { accountId },
    suit.items.map((i) => i.skuNo),
  );
  const items: SeckillItem[] = suit.items.map((i) => {
    const sku = skus.get(i.skuNo);
    if (!sku || sku.status !== 0) throw businessError(goodsNo(refusal(SECKILL_MESSAGES, 'goodsNotFound')));
    if (sku.priceFen === null || sku.priceFen <= 0)
      throw businessError(goodsNo(refusal(SECKILL_MESSAGES, 'goodsNoPrice')));
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
  if (!items.length) throw businessError(goodsNo(refusal(SECKILL_MESSAGES, 'goodsNotFound')));
  const itemsTotal = items.reduce((s, i) => s + i.priceFen * i.quantity, 0);
  return {
    kind,
    goodsNo: no,
    title: suit.name,
    picUrl: suit.picUrl ?? items[0]!.picUrl,
    items,
    // The suite's package price, never above what its models cost one by one (the reduction is allocated on them).
    originPriceFen: Math.min(suit.referPrice ?? itemsTotal, itemsTotal),
    modelStock: Math.min(...items.map((i) => Math.floor((skus.get(i.skuNo)?.stock ?? 0) / i.quantity))),
  };
}

export async function goods(db: Kysely<DB>, accountId: number, kind: number, no: string): Promise<SeckillGoods> {
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
  query: {
    pType?: number | undefined;
    status?: number | undefined;
    keyword?: string | undefined;
    page: number;
    size: number;
  },
  now = new Date(),
): Promise<{ serverTime: string; list: SeckillManageActivity[]; total: number }> {
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
  const current = input.activityNo ? await requireActivity(db, input.activityNo, saveNo) : null;
  if (current?.abandoned_at) throw businessError(saveNo(refusal(SECKILL_MESSAGES, 'editAbandoned')));
  if (current && new Date(current.end_at).getTime() <= now.getTime())
    throw businessError(saveNo(refusal(SECKILL_MESSAGES, 'editFinished')));
  const sold = current ? Number(current.stock) - Number(current.remaining) : 0;
  const kind = input.kind as SeckillKind;
  const sameGoods =
    current !== null &&
    Number(current.kind) === kind &&
    (kind === SECKILL_KIND.SKU ? current.sku_no : current.suit_no) === input.goodsNo;
  if (current && sold > 0 && !sameGoods) throw businessError(saveNo(refusal(SECKILL_MESSAGES, 'goodsLocked')));
  const g = await snapshot(db, accountId, kind, input.goodsNo);
  const startAt = new Date(input.startAt);
  const endAt = new Date(input.endAt);
  const problems: (SeckillDefinitionProblem | Refusal<'SECKILL.endPassed'>)[] = seckillDefinitionProblems({
    startAt,
    endAt,
    seckillPriceFen: input.seckillPriceFen,
    stock: input.stock,
    sold,
    perUserLimit: input.perUserLimit,
    originPriceFen: g.originPriceFen,
  });
  if (!problems.length && endAt.getTime() <= now.getTime()) problems.push(refusal(SECKILL_MESSAGES, 'endPassed'));
  if (problems.length)
    throw businessError(saveNo({ reason: problems[0]!.reason, msg: problems.map((p) => p.msg).join('；') }));
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
  forgetEverywhere(db, current.activity_no);
  const after = (await q.activityByNo(db, current.activity_no))!;
  if (!updated) {
    // Changed meanwhile: abandoned, over, or sold past the new stock.
    if (after.abandoned_at) throw businessError(saveNo(refusal(SECKILL_MESSAGES, 'editAbandoned')));
    if (new Date(after.end_at).getTime() <= now.getTime())
      throw businessError(saveNo(refusal(SECKILL_MESSAGES, 'editFinished')));
    throw businessError(saveNo(refusal(SECKILL_MESSAGES, 'stockBelowSold')));
  }
  return manageOne(db, after, now);
}

export async function abandonActivity(
  db: Kysely<DB>,
  activityNo: string,
  now = new Date(),
): Promise<SeckillManageActivity> {
  const row = await requireActivity(db, activityNo, abandonNo);
  if (row.abandoned_at) throw businessError(abandonNo(refusal(SECKILL_MESSAGES, 'alreadyAbandoned')));
  const abandoned = await q.abandon(db, Number(row.id), now);
  forgetEverywhere(db, activityNo);
  if (!abandoned) {
    const after = (await q.activityByNo(db, activityNo))!;
    throw businessError(
      abandonNo(refusal(SECKILL_MESSAGES, after.abandoned_at ? 'alreadyAbandoned' : 'abandonFinished')),
    );
  }
  return manageOne(db, (await q.activityByNo(db, activityNo))!, now);
}

export async function sales(
  db: Kysely<DB>,
  query: { activityNo: string; page: number; size: number },
): Promise<{ list: SeckillSale[]; total: number }> {
  const row = await requireActivity(db, query.activityNo, salesNo);
  const { rows, total } = await q.salesPage(db, Number(row.id), query.page, query.size);
  const summaries = await orderSummaries(
    db,
    rows.map((r) => r.order_no),
  );
  return { list: rows.map((r) => toSale(r, summaries.get(r.order_no))), total };
}
