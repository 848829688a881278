/**
 * Design-order use cases: the selected-product list (every amount recomputed here from the catalogue price and
 * the rate; a differing price, a bad quantity or rate, or another user's line is refused with nothing written),
 * design orders (generate, join, edit, copy, delete, page, detail) and the tip and helper lists.
 */
import {
  LINE_MESSAGES,
  ORDER_LIST_DEFAULT_DAYS,
  ORDER_MESSAGES,
  SCENARIOS,
  SCENES,
  recommend,
  totalsOf,
  reconcileLine,
  type Accessory,
  type DesignLine,
  type FavoriteLineInput,
  type OrderDetail,
  type OrderSummary,
  type Remind,
  type RecommendedLine,
  type ScenarioKey,
  type SpuListItem,
  type Totals,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import { randomInt } from 'node:crypto';
import type { DB } from '../../db/schema.ts';
import { badRequest, businessError, notFound } from '../../http/errors.ts';
import {
  accessoriesOf,
  candidatesInCategories,
  designSkus,
  listItemsBySpuNos,
  type DesignSku,
} from '../catalogue/design-lookup.ts';
import { toListLine, toOrderDetail, toOrderLine, toOrderSummary } from './presenter.ts';
import * as q from './queries.ts';

type Db = Kysely<DB> | Transaction<DB>;

// ----------------------------------------------------------------------------------------------------
// The selected-product list

export async function listLines(db: Kysely<DB>, accountId: number): Promise<{ lines: DesignLine[]; totals: Totals }> {
  const rows = await q.listItems(db, accountId);
  const skus = await designSkus(
    db,
    rows.map((r) => r.sku_no),
    accountId,
  );
  const lines = rows.flatMap((r) => {
    const k = skus.get(r.sku_no);
    return k ? [toListLine(r, k)] : [];
  });
  return {
    lines,
    totals: totalsOf(lines.map((l) => ({ priceFen: l.price, quantity: l.quantity, amountFen: l.amount }))),
  };
}

interface CheckedLine extends q.ListWrite {
  sku: DesignSku;
  id: number | undefined;
}

/** Checks submitted lines against the catalogue and recomputes them; throws with nothing written. */
async function checkLines(
  db: Db,
  accountId: number,
  input: readonly FavoriteLineInput[],
  opts: { allowZero: boolean; newMustBeActive: boolean },
): Promise<CheckedLine[]> {
  const skus = await designSkus(
    db,
    input.map((l) => l.skuNo),
    accountId,
  );
  return input.map((l) => {
    const sku = skus.get(l.skuNo);
    if (!sku || sku.spuNo !== l.spuNo) throw notFound(ORDER_MESSAGES.productNotFound);
    if (opts.newMustBeActive && l.id === undefined && sku.status !== 0 && l.quantity > 0) {
      throw businessError(LINE_MESSAGES.deactivated);
    }
    if (!opts.allowZero && l.quantity < 1) throw businessError(LINE_MESSAGES.badQuantity);
    const r = reconcileLine(
      { price: l.price, rate: l.rate, ratePrice: l.ratePrice, quantity: l.quantity },
      { priceFen: sku.priceFen, skuType: sku.skuType },
    );
    if (!r.ok) throw businessError(r.message);
    return {
      id: l.id,
      sku,
      spuNo: sku.spuNo,
      skuNo: sku.skuNo,
      skuType: sku.skuType,
      priceFen: r.line.priceFen,
      rateBp: r.line.rateBp,
      ratePriceFen: r.line.ratePriceFen,
      quantity: r.line.quantity,
      amountFen: r.line.amountFen,
      sort: l.sort,
    };
  });
}

/** Lines given by id must be the account's own lines, of the same model. */
async function requireOwnListLines(
  db: Db,
  accountId: number,
  lines: readonly { id?: number | undefined; skuNo: string }[],
) {
  const ids = lines.flatMap((l) => (l.id === undefined ? [] : [l.id]));
  if (!ids.length) return;
  const own = new Map((await q.findListItems(db, accountId, ids)).map((r) => [Number(r.id), r.sku_no]));
  for (const l of lines) {
    if (l.id === undefined) continue;
    const sku = own.get(l.id);
    if (sku === undefined) throw notFound(ORDER_MESSAGES.lineNotFound);
    if (sku !== l.skuNo) throw badRequest('配单产品与型号不一致');
  }
}

/** postUpdateFavoriteList: quantity 0 removes a line; the rest insert or update in one transaction. */
export async function updateList(
  db: Kysely<DB>,
  accountId: number,
  input: readonly FavoriteLineInput[],
): Promise<{ count: number }> {
  const seen = new Set<string>();
  for (const l of input) {
    if (seen.has(l.skuNo)) throw badRequest(`型号 ${l.skuNo} 重复提交`);
    seen.add(l.skuNo);
  }
  return db.transaction().execute(async (trx) => {
    await requireOwnListLines(trx, accountId, input);
    const checked = await checkLines(trx, accountId, input, { allowZero: true, newMustBeActive: true });
    const removed = checked.filter((l) => l.quantity === 0).map((l) => l.skuNo);
    const kept = checked.filter((l) => l.quantity > 0);
    await q.deleteListItemsBySku(trx, accountId, removed);
    if (kept.length) await q.upsertListItems(trx, accountId, kept, (await q.minSort(trx, accountId)) - 1);
    const rows = await q.listItems(trx, accountId);
    return { count: rows.length };
  });
}

export async function removeLines(db: Kysely<DB>, accountId: number, ids: number[] | 'all'): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (ids !== 'all') {
      const own = await q.findListItems(trx, accountId, ids);
      if (own.length !== new Set(ids).size) throw notFound(ORDER_MESSAGES.lineNotFound);
    }
    return q.deleteListItems(trx, accountId, ids);
  });
}

/** The accessories of a model in the list (accessorySkuAjax). */
export async function accessories(db: Kysely<DB>, accountId: number, skuNo: string): Promise<Accessory[]> {
  const rows = await accessoriesOf(db, skuNo, accountId);
  return rows.map((r) => ({
    spuNo: r.spu_no,
    skuNo: r.sku_no,
    skuName: r.sku_name,
    model: r.model,
    price: r.price_fen === null ? null : Number(r.price_fen),
    picUrl: r.pic_url,
    status: r.status,
    categoryName: r.category_name,
  }));
}

const CABLE_RE = /网线|线缆|电源线|光纤|线材|穿线管/;
const CONSTRUCTION_RE = /安装|施工|调试|工程/;

/** Remind data: 0 when the list lacks cable consumables (cable) or construction fees (construction). */
export async function remind(db: Kysely<DB>, accountId: number): Promise<Remind> {
  const { lines } = await listLines(db, accountId);
  const text = (l: DesignLine) => `${l.productCategory ?? ''} ${l.spuName} ${l.productName}`;
  return {
    cable: lines.some((l) => CABLE_RE.test(text(l))) ? 1 : 0,
    construction: lines.some((l) => CONSTRUCTION_RE.test(text(l))) ? 1 : 0,
  };
}

/** The common-products tab: products the account used in its design orders, most used first. */
export async function commonProducts(
  db: Kysely<DB>,
  accountId: number,
  page: number,
  size: number,
  keyword?: string,
): Promise<{ list: SpuListItem[]; total: number }> {
  const nos = await q.commonSpuNos(db, accountId);
  let items = await listItemsBySpuNos(db, nos, accountId);
  if (keyword) {
    const k = keyword.toLowerCase();
    items = items.filter((i) => `${i.spuName} ${i.skus.map((s) => s.model).join(' ')}`.toLowerCase().includes(k));
  }
  return { list: items.slice((page - 1) * size, page * size), total: items.length };
}

// ----------------------------------------------------------------------------------------------------
// Orders

function orderNo(): string {
  const d = new Date();
  const ymd = `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
  return `PD${ymd}${String(Date.now() % 1e6).padStart(6, '0')}${randomInt(100, 1000)}`;
}

function snapshot(l: CheckedLine): q.LineSnapshot {
  return {
    spuNo: l.spuNo,
    skuNo: l.skuNo,
    spuName: l.sku.spuName,
    skuName: l.sku.skuName,
    model: l.sku.model,
    categoryName: l.sku.categoryName,
    brandName: l.sku.brandName,
    picUrl: l.sku.picUrl,
    skuType: l.skuType,
    priceFen: l.priceFen,
    rateBp: l.rateBp,
    ratePriceFen: l.ratePriceFen,
    quantity: l.quantity,
    amountFen: l.amountFen,
  };
}

async function requireOrder(db: Db, accountId: number, id: number) {
  const o = await q.findOrder(db, accountId, id);
  if (!o) throw notFound(ORDER_MESSAGES.orderNotFound);
  return o;
}

export interface GenerateInput {
  name: string;
  remark: string;
  sceneId?: number | null | undefined;
  orderType?: number | null | undefined;
  amount: number;
  preferential: number;
  productLists: (FavoriteLineInput & { id: number })[];
}

/** generateConfigOrder: the chosen list lines become a new order and leave the list. */
export async function generateOrder(db: Kysely<DB>, accountId: number, input: GenerateInput): Promise<{ id: number }> {
  const scene = input.sceneId ? SCENES.find((s) => s.sceneId === input.sceneId) : undefined;
  if (input.sceneId && !scene) throw badRequest('安装场景不正确');
  return db.transaction().execute(async (trx) => {
    await requireOwnListLines(trx, accountId, input.productLists);
    const checked = await checkLines(trx, accountId, input.productLists, { allowZero: false, newMustBeActive: false });
    const t = totalsOf(checked);
    if (t.totalFen !== input.amount || t.discountFen !== input.preferential)
      throw businessError(ORDER_MESSAGES.amountChanged);
    const id = await q.insertOrder(trx, {
      orderNo: orderNo(),
      accountId,
      name: input.name,
      remark: input.remark,
      sceneId: scene?.sceneId ?? null,
      sceneName: scene?.sceneName ?? null,
      orderType: input.orderType ?? null,
    });
    await q.mergeOrderLines(trx, id, checked.map(snapshot), 1);
    await q.refreshOrderTotals(trx, id);
    await q.deleteListItemsBySku(
      trx,
      accountId,
      checked.map((l) => l.skuNo),
    );
    return { id };
  });
}

/** editAddProductBatch / addDesignProduct: list lines join an existing order (same model: quantities add up). */
export async function addToOrder(
  db: Kysely<DB>,
  accountId: number,
  orderId: number,
  lines: (FavoriteLineInput & { id: number })[],
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    await requireOrder(trx, accountId, orderId);
    await requireOwnListLines(trx, accountId, lines);
    const checked = await checkLines(trx, accountId, lines, { allowZero: false, newMustBeActive: false });
    await q.mergeOrderLines(trx, orderId, checked.map(snapshot), (await q.maxLineSort(trx, orderId)) + 1);
    await q.refreshOrderTotals(trx, orderId);
    await q.deleteListItemsBySku(
      trx,
      accountId,
      checked.map((l) => l.skuNo),
    );
    return { id: orderId };
  });
}

/** updateDesignProduct: rates and quantities of an order's lines, checked against the line's quoted price. */
export async function updateOrderLines(
  db: Kysely<DB>,
  accountId: number,
  orderId: number,
  input: {
    productList: (FavoriteLineInput & { id: number })[];
    name?: string | undefined;
    remark?: string | undefined;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireOrder(trx, accountId, orderId);
    const current = new Map((await q.orderLines(trx, orderId)).map((l) => [Number(l.id), l]));
    const writes: { id: number; rateBp: number; ratePriceFen: number; quantity: number; amountFen: number }[] = [];
    const removed: number[] = [];
    for (const l of input.productList) {
      const row = current.get(l.id);
      if (!row || row.sku_no !== l.skuNo) throw notFound(ORDER_MESSAGES.lineNotFound);
      const r = reconcileLine(
        { price: l.price, rate: l.rate, ratePrice: l.ratePrice, quantity: l.quantity },
        { priceFen: row.price_fen === null ? null : Number(row.price_fen), skuType: row.sku_type },
      );
      if (!r.ok) throw businessError(r.message);
      if (r.line.quantity === 0) removed.push(l.id);
      else writes.push({ id: l.id, ...r.line });
    }
    await q.updateOrderLines(trx, orderId, writes);
    await q.deleteOrderLines(trx, orderId, removed);
    if (input.name !== undefined || input.remark !== undefined) {
      await q.updateOrderHeader(trx, orderId, { name: input.name, remark: input.remark });
    }
    await q.refreshOrderTotals(trx, orderId);
  });
}

export async function removeOrderLines(
  db: Kysely<DB>,
  accountId: number,
  orderId: number,
  lineIds: number[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireOrder(trx, accountId, orderId);
    const own = new Set((await q.orderLines(trx, orderId)).map((l) => Number(l.id)));
    if (lineIds.some((i) => !own.has(i))) throw notFound(ORDER_MESSAGES.lineNotFound);
    await q.deleteOrderLines(trx, orderId, lineIds);
    await q.refreshOrderTotals(trx, orderId);
  });
}

export async function copyOrder(db: Kysely<DB>, accountId: number, orderId: number): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const o = await requireOrder(trx, accountId, orderId);
    const suffix = '-副本';
    const id = await q.insertOrder(trx, {
      orderNo: orderNo(),
      accountId,
      name: [...o.name].slice(0, 50 - suffix.length).join('') + suffix,
      remark: o.remark,
      sceneId: o.scene_id,
      sceneName: o.scene_name,
      orderType: o.order_type,
    });
    await q.copyOrderLines(trx, orderId, id);
    await q.refreshOrderTotals(trx, id);
    return { id };
  });
}

export async function deleteOrder(db: Kysely<DB>, accountId: number, orderId: number): Promise<void> {
  const r = await q.deleteOrder(db, accountId, orderId);
  if (Number(r.numDeletedRows) === 0) throw notFound(ORDER_MESSAGES.orderNotFound);
}

export async function orderDetail(db: Kysely<DB>, accountId: number, orderId: number): Promise<OrderDetail> {
  const o = await requireOrder(db, accountId, orderId);
  const rows = await q.orderLines(db, orderId);
  const live = await designSkus(
    db,
    rows.map((r) => r.sku_no),
    accountId,
  );
  return toOrderDetail(
    o,
    rows.map((r) => toOrderLine(r, live.get(r.sku_no))),
  );
}

export async function markExported(db: Kysely<DB>, orderId: number): Promise<void> {
  await q.updateOrderHeader(db, orderId, { status: 1, exported: true });
}

const DAY_MS = 86_400_000;

export async function pageOrders(
  db: Kysely<DB>,
  accountId: number,
  f: {
    keyword?: string | undefined;
    status?: number | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
    page: number;
    size: number;
  },
): Promise<{ list: OrderSummary[]; total: number }> {
  const to = f.endDate ? new Date(Date.parse(`${f.endDate}T00:00:00+08:00`) + DAY_MS) : new Date(Date.now() + DAY_MS);
  const from = f.startDate
    ? new Date(Date.parse(`${f.startDate}T00:00:00+08:00`))
    : new Date(to.getTime() - (ORDER_LIST_DEFAULT_DAYS + 1) * DAY_MS);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from > to) throw badRequest('日期范围不正确');
  const { rows, total } = await q.pageOrders(db, accountId, { ...f, from, to });
  return { list: rows.map(toOrderSummary), total };
}

// ----------------------------------------------------------------------------------------------------
// Smart design order

/** The recommended list for a scenario's answers, from the catalogue's current models. */
export async function smartRecommend(
  db: Kysely<DB>,
  scenario: ScenarioKey,
  answers: Record<string, number | string>,
): Promise<{ lines: RecommendedLine[]; notes: string[] }> {
  const s = SCENARIOS.find((x) => x.key === scenario)!;
  const r = recommend(scenario, answers, await candidatesInCategories(db, s.categories));
  if (!r.ok) throw businessError(r.message);
  return { lines: r.lines, notes: r.notes };
}
