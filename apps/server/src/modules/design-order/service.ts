/**
 * Design-order use cases: the selected-product list (every amount recomputed here from the catalogue price and
 * the rate; a differing price, a bad quantity or rate, or another user's line is refused with nothing written),
 * design orders (generate, join, edit, copy, delete, page, detail) and the tip and helper lists.
 */
import {
  DeleteType,
  LINE_MESSAGES,
  SkuType,
  PERMISSION_MESSAGES,
  quickAddPlan,
  remindOf,
  checkListSize,
  checkSoftwareAdditions,
  firstRepeated,
  residueOf,
  softwareToAdd,
  ratePriceOf,
  RATE_FULL,
  SCENE_MESSAGES,
  checkPlaced,
  checkScene,
  planRemoval,
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
  type GroupFields,
  type OrderDetail,
  type OrderSummary,
  type RemoveOrderProduct,
  type QuickAddResult,
  type Remind,
  type RecommendedLine,
  type ScenarioKey,
  type StockTotals,
  type SpuListItem,
  type Totals,
  chinaDateStart,
  chinaDayStart,
  refusal,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import { randomInt } from 'node:crypto';
import type { DB } from '../../db/schema.ts';
import { badRequest, businessError, forbidden, notFound } from '../../http/errors.ts';
import {
  accessoriesOf,
  candidatesInCategories,
  designSkus,
  listItemsBySpuNos,
  type DesignSku,
} from '../catalogue/index.ts';
import { softwareLeaders, stockBySku } from '../catalogue/index.ts';
import { ownProducts } from '../private-product/index.ts';
import { permissionsOf, resolveCustomer } from './customers.ts';
import { toListLine, toOrderDetail, toOrderLine, toOrderSummary } from './presenter.ts';
import * as q from './queries.ts';

type Db = Kysely<DB> | Transaction<DB>;

// ----------------------------------------------------------------------------------------------------
// The selected-product list

export async function listLines(
  db: Kysely<DB>,
  accountId: number,
): Promise<{ lines: DesignLine[]; totals: Totals; residueNum: number }> {
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
    residueNum: residueOf(rows.length),
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
      throw businessError(refusal(LINE_MESSAGES, 'deactivated'));
    }
    if (!opts.allowZero && l.quantity < 1) throw businessError(refusal(LINE_MESSAGES, 'badQuantity'));
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

/**
 * The software rules on a save (part 2 §5): software models it adds (not yet in the list) may not be a free
 * product already there nor a second product of a software category; the models it removes free their place.
 */
async function checkSoftware(
  trx: Transaction<DB>,
  accountId: number,
  removed: readonly string[],
  kept: readonly CheckedLine[],
): Promise<void> {
  const adding = kept.filter((l) => l.skuType === SkuType.software);
  if (!adding.length) return;
  const gone = new Set(removed);
  const rows = (await q.listItems(trx, accountId)).filter((r) => !gone.has(r.sku_no));
  const inList = new Set(rows.map((r) => r.sku_no));
  const c = checkSoftwareAdditions(
    await softwareLines(trx, accountId, rows),
    adding.filter((l) => !inList.has(l.skuNo)).map((l) => softwareLine(l.sku)),
  );
  if (!c.ok) throw businessError(c.message);
}

const softwareLine = (k: DesignSku) => ({
  skuNo: k.skuNo,
  spuNo: k.spuNo,
  skuType: k.skuType,
  priceFen: k.priceFen,
  categoryId: k.secondCategoryId,
});

/** The software lines among rows of a list or an order, with their software category from the catalogue. */
async function softwareLines(trx: Db, accountId: number, rows: readonly { sku_no: string; sku_type: number }[]) {
  const software = await designSkus(
    trx,
    rows.filter((r) => r.sku_type === SkuType.software).map((r) => r.sku_no),
    accountId,
  );
  return [...software.values()].map(softwareLine);
}

/** postUpdateFavoriteList: quantity 0 removes a line; the rest insert or update in one transaction. */
export async function updateList(
  db: Kysely<DB>,
  accountId: number,
  input: readonly FavoriteLineInput[],
): Promise<{ count: number }> {
  const repeated = firstRepeated(input);
  if (repeated !== undefined) throw badRequest(LINE_MESSAGES.repeated(repeated));
  return db.transaction().execute(async (trx) => {
    await requireOwnListLines(trx, accountId, input);
    const checked = await checkLines(trx, accountId, input, { allowZero: true, newMustBeActive: true });
    const removed = checked.filter((l) => l.quantity === 0).map((l) => l.skuNo);
    const kept = checked.filter((l) => l.quantity > 0);
    await checkSoftware(trx, accountId, removed, kept);
    const before = await q.countListItems(trx, accountId);
    await q.deleteListItemsBySku(trx, accountId, removed);
    if (kept.length) await q.upsertListItems(trx, accountId, kept, (await q.minSort(trx, accountId)) - 1);
    const count = await q.countListItems(trx, accountId);
    const size = checkListSize(before, count);
    if (!size.ok) throw businessError(size.message);
    return { count };
  });
}

/**
 * Software as a bundle (part 2 §5): one item, quantity 1, for every software category the list has no product
 * of yet — the leading model of each category. Answers the names added (none when every category is there).
 */
export async function fillSoftware(db: Kysely<DB>, accountId: number): Promise<{ added: string[] }> {
  const { lines } = await listLines(db, accountId);
  const leaders = await softwareLeaders(db);
  const skus = await designSkus(
    db,
    leaders.map((l) => l.skuNo),
    accountId,
  );
  const candidates = leaders.flatMap((l) => {
    const k = skus.get(l.skuNo);
    return k
      ? [
          {
            skuNo: k.skuNo,
            spuNo: k.spuNo,
            skuType: k.skuType,
            priceFen: k.priceFen,
            categoryId: k.secondCategoryId,
            k,
          },
        ]
      : [];
  });
  const add = softwareToAdd(
    lines.map((l) => ({
      skuNo: l.skuNo,
      spuNo: l.spuNo,
      skuType: l.skuType,
      priceFen: l.price,
      categoryId: l.categoryId,
    })),
    candidates,
  );
  if (!add.length) return { added: [] };
  await updateList(
    db,
    accountId,
    add.map(({ k }) => ({
      spuNo: k.spuNo,
      skuNo: k.skuNo,
      price: k.priceFen,
      rate: RATE_FULL,
      ratePrice: ratePriceOf(k.priceFen, RATE_FULL),
      quantity: 1,
      skuType: k.skuType,
    })),
  );
  return { added: add.map(({ k }) => k.skuName) };
}

/** getGoodsStockTotalApi: the stock of the models (sids) the account may see; others are left out. */
export async function stockTotals(db: Kysely<DB>, accountId: number, sids: readonly string[]): Promise<StockTotals> {
  const visible = await designSkus(db, sids, accountId);
  const stock = await stockBySku(db, [...visible.keys()]);
  return Object.fromEntries([...stock.entries()]);
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

/** Remind data: 0 when the list lacks cable consumables (cable) or construction fees (construction). */
export async function remind(db: Kysely<DB>, accountId: number): Promise<Remind> {
  return remindOf((await listLines(db, accountId)).lines);
}

/**
 * Quick-add from the tip: the reminded lines join the list — cable boxes for the list's points and the
 * account's construction-fee product (rules in domain). Refused to the private role, which has no tip.
 */
export async function quickAdd(db: Kysely<DB>, accountId: number): Promise<QuickAddResult> {
  if (!(await permissionsOf(db, accountId)).remindTip) throw forbidden(PERMISSION_MESSAGES.privateRole);
  const { lines } = await listLines(db, accountId);
  const r = remindOf(lines);
  const cables =
    r.cable === 0
      ? (await candidatesInCategories(db, ['网线'], accountId)).map((c) => ({
          skuNo: c.skuNo,
          spuNo: c.spuNo,
          name: c.name,
          priceFen: c.priceFen,
          attrs: c.attrs,
        }))
      : [];
  const fees = r.construction === 0 ? await ownProducts(db, accountId) : [];
  const plan = quickAddPlan(r, lines, cables, fees);
  if (plan.add.length) {
    const skus = await designSkus(
      db,
      plan.add.map((a) => a.skuNo),
      accountId,
    );
    await updateList(
      db,
      accountId,
      plan.add.flatMap((a) => {
        const k = skus.get(a.skuNo);
        if (!k) return [];
        const existing = lines.find((l) => l.skuNo === a.skuNo);
        return [
          {
            ...(existing ? { id: existing.id } : {}),
            spuNo: k.spuNo,
            skuNo: k.skuNo,
            price: k.priceFen,
            rate: RATE_FULL,
            ratePrice: ratePriceOf(k.priceFen, RATE_FULL),
            quantity: a.quantity,
            skuType: k.skuType,
          },
        ];
      }),
    );
  }
  return { added: plan.add, missing: plan.missing };
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

export interface GenerateInput extends GroupFields {
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
  const customer = (await resolveCustomer(db, accountId, input)) ?? null;
  return db.transaction().execute(async (trx) => {
    await requireOwnListLines(trx, accountId, input.productLists);
    const checked = await checkLines(trx, accountId, input.productLists, { allowZero: false, newMustBeActive: false });
    const t = totalsOf(checked);
    if (t.totalFen !== input.amount || t.discountFen !== input.preferential)
      throw businessError(refusal(ORDER_MESSAGES, 'amountChanged'));
    const id = await q.insertOrder(trx, {
      orderNo: orderNo(),
      accountId,
      name: input.name,
      remark: input.remark,
      sceneId: scene?.sceneId ?? null,
      sceneName: scene?.sceneName ?? null,
      orderType: input.orderType ?? null,
      customer,
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
  sceneId?: number | null,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const o = await requireOrder(trx, accountId, orderId);
    const scene = checkScene(o.scene_id, undefined, [sceneId]);
    if (!scene.ok) throw badRequest(scene.message);
    await requireOwnListLines(trx, accountId, lines);
    const checked = await checkLines(trx, accountId, lines, { allowZero: false, newMustBeActive: false });
    // The software rules hold in the order too: a free product it has already cannot join again (its quantity
    // would add up past 1), nor a second product of a software category it holds.
    const sw = checkSoftwareAdditions(
      await softwareLines(trx, accountId, await q.orderLines(trx, orderId)),
      checked.filter((l) => l.skuType === SkuType.software).map((l) => softwareLine(l.sku)),
    );
    if (!sw.ok) throw businessError(sw.message);
    await q.mergeOrderLines(trx, orderId, checked.map(snapshot), (await q.maxLineSort(trx, orderId)) + 1);
    await q.refreshOrderTotals(trx, orderId);
    await q.transitionStatus(trx, orderId, 'edited');
    await q.deleteListItemsBySku(
      trx,
      accountId,
      checked.map((l) => l.skuNo),
    );
    return { id: orderId };
  });
}

/**
 * updateDesignProduct: rates and quantities of an order's lines, checked against the line's quoted price, the
 * order's scene (queryType 1: every line names it) and the units its survey points hold (code 1 otherwise;
 * the write itself carries the same condition, so a point placed meanwhile cannot be lost).
 */
export async function updateOrderLines(
  db: Kysely<DB>,
  accountId: number,
  orderId: number,
  input: GroupFields & {
    queryType?: number | undefined;
    productList: (FavoriteLineInput & { id: number; sceneId?: number | null | undefined })[];
    name?: string | undefined;
    remark?: string | undefined;
  },
): Promise<void> {
  const customer = await resolveCustomer(db, accountId, input);
  await db.transaction().execute(async (trx) => {
    const o = await requireOrder(trx, accountId, orderId);
    if (input.productList.length) {
      const scene = checkScene(
        o.scene_id,
        input.queryType,
        input.productList.map((l) => l.sceneId),
      );
      if (!scene.ok) throw badRequest(scene.message);
    }
    const current = new Map((await q.orderLines(trx, orderId)).map((l) => [Number(l.id), l]));
    const placed = await q.placedCounts(
      trx,
      orderId,
      input.productList.map((l) => l.skuNo),
    );
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
      const p = checkPlaced(r.line.quantity, placed.get(l.skuNo) ?? 0);
      if (!p.ok) throw businessError(p.message);
      if (r.line.quantity === 0) removed.push(l.id);
      else writes.push({ id: l.id, ...r.line });
    }
    // A point placed since the check: the conditional write refused the line.
    if ((await q.updateOrderLines(trx, orderId, writes)) !== writes.length) {
      throw businessError(refusal(SCENE_MESSAGES, 'placedRemove'));
    }
    if ((await q.deleteOrderLines(trx, orderId, removed)) !== removed.length) {
      throw businessError(refusal(SCENE_MESSAGES, 'placedRemove'));
    }
    const header = input.name !== undefined || input.remark !== undefined || customer !== undefined;
    if (header) await q.updateOrderHeader(trx, orderId, { name: input.name, remark: input.remark, customer });
    await q.refreshOrderTotals(trx, orderId);
    // What the quotation shows changed: it must be exported again.
    if (header || writes.length || removed.length) await q.transitionStatus(trx, orderId, 'edited');
  });
}

/**
 * removeDesignProduct: several lines by id, or one line (configId, or its model) whole or by `quantity` units;
 * deleteType 1 removes it from the order's scene (sceneId must be the order's). Units held by survey points
 * cannot go (code 1, nothing changed); privateTenant, when sent, must be the product's.
 */
export async function removeOrderLines(db: Kysely<DB>, accountId: number, input: RemoveOrderProduct): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const o = await requireOrder(trx, accountId, input.id);
    const scene = checkScene(o.scene_id, input.deleteType === DeleteType.scene ? 1 : undefined, [input.sceneId]);
    if (!scene.ok) throw badRequest(scene.message);
    const rows = await q.orderLines(trx, input.id);
    const byId = new Map(rows.map((l) => [Number(l.id), l]));
    let targets: typeof rows;
    if (input.lineIds?.length) {
      targets = input.lineIds.map((i) => byId.get(i)).filter((l) => !!l) as typeof rows;
      if (targets.length !== new Set(input.lineIds).size) throw notFound(ORDER_MESSAGES.lineNotFound);
    } else {
      const one =
        input.configId !== undefined
          ? byId.get(input.configId)
          : rows.find((l) => l.sku_no === input.skuNo && (input.spuNo === undefined || l.spu_no === input.spuNo));
      if (!one || (input.skuNo !== undefined && one.sku_no !== input.skuNo))
        throw notFound(ORDER_MESSAGES.lineNotFound);
      targets = [one];
    }
    if (input.privateTenant !== undefined) {
      const live = await designSkus(
        trx,
        targets.map((t) => t.sku_no),
        accountId,
      );
      if (targets.some((t) => (live.get(t.sku_no)?.privateTenant ?? null) !== input.privateTenant)) {
        throw badRequest(SCENE_MESSAGES.tenantMismatch);
      }
    }
    const placed = await q.placedCounts(
      trx,
      input.id,
      targets.map((t) => t.sku_no),
    );
    const partial = targets.length === 1 ? input.quantity : undefined;
    const deletes: number[] = [];
    for (const t of targets) {
      const plan = planRemoval(t.quantity, partial, placed.get(t.sku_no) ?? 0);
      if (plan.kind === 'refused') throw businessError(plan.message);
      if (plan.kind === 'delete') deletes.push(Number(t.id));
      else if (!(await q.reduceOrderLine(trx, input.id, Number(t.id), plan.quantity))) {
        throw businessError(refusal(SCENE_MESSAGES, 'placedRemove'));
      }
    }
    if ((await q.deleteOrderLines(trx, input.id, deletes)) !== deletes.length) {
      throw businessError(refusal(SCENE_MESSAGES, 'placedRemove'));
    }
    await q.refreshOrderTotals(trx, input.id);
    await q.transitionStatus(trx, input.id, 'edited');
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
      customer:
        o.group_id !== null && o.member_account_no !== null
          ? {
              groupId: o.group_id,
              groupName: o.group_name ?? '',
              memberAccountNo: o.member_account_no,
              memberAccountName: o.member_account_name ?? '',
              memberAccountPhone: o.member_account_phone ?? '',
              memberAccountRemark: o.member_account_remark ?? '',
            }
          : null,
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

/** The quotation was exported: 已报价 (design-order status table). */
export async function markExported(db: Kysely<DB>, orderId: number): Promise<void> {
  await q.transitionStatus(db, orderId, 'exported');
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
  const now = new Date();
  const end = f.endDate ? chinaDateStart(f.endDate) : chinaDayStart(now);
  const from = f.startDate ? chinaDateStart(f.startDate) : chinaDayStart(now, -ORDER_LIST_DEFAULT_DAYS);
  if (!end || !from || from > end) throw badRequest('日期范围不正确');
  const to = new Date(end.getTime() + DAY_MS);
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
  accountId: number,
): Promise<{ lines: RecommendedLine[]; notes: string[] }> {
  const s = SCENARIOS.find((x) => x.key === scenario)!;
  const r = recommend(scenario, answers, await candidatesInCategories(db, s.categories, accountId));
  if (!r.ok) throw businessError(r.message);
  return { lines: r.lines, notes: r.notes };
}
