/** Design orders: generate from the list, join, edit, copy, delete, page and detail. */
import {
  DeleteType,
  SkuType,
  checkSoftwareAdditions,
  SCENE_MESSAGES,
  checkPlaced,
  checkScene,
  planRemoval,
  ORDER_LIST_DEFAULT_DAYS,
  DESIGN_ORDER_MESSAGES,
  SCENES,
  totalsOf,
  overOrderTotalMax,
  ORDER_MESSAGES,
  reconcileLine,
  type FavoriteLineInput,
  type GroupFields,
  type OrderDetail,
  type OrderSummary,
  type RemoveOrderProduct,
  chinaDateStart,
  chinaDayStart,
  chinaStamp,
  refusal,
  listedBy,
  DESIGN_ORDER_ROUTES as E,
  QUOTATION_ROUTES as Q,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import { randomInt } from 'node:crypto';
import type { DB } from '../../db/schema.ts';
import { badRequest, businessError, notFound } from '../../http/errors.ts';
import { designSkus } from '../catalogue/index.ts';
import { resolveCustomer } from './customers.ts';
import { toOrderDetail, toOrderLine, toOrderSummary } from './presenter.ts';
import * as q from './queries.ts';
import { checkLines, requireOwnListLines, softwareLine, softwareLines, type CheckedLine } from './line-checks.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const requireOrderNo = listedBy(E.addBatch, E.addProducts, E.copy, E.detail, E.removeProduct, E.updateProducts, Q.view);
const refuseOverTotalNo = listedBy(E.addBatch, E.addProducts, E.generate, E.updateProducts);
const generateNo = listedBy(E.generate);
const addToOrderNo = listedBy(E.addBatch, E.addProducts);
const updateProductsNo = listedBy(E.updateProducts);
const removeProductNo = listedBy(E.removeProduct);
const delNo = listedBy(E.del);
const ordersNo = listedBy(E.orders);

type Db = Kysely<DB> | Transaction<DB>;

// ----------------------------------------------------------------------------------------------------
// Orders

/** PD + the Beijing date (never the server's own time zone) + six digits of the clock + three random digits. */
function orderNo(): string {
  const now = new Date();
  return `PD${chinaStamp(now).slice(0, 8)}${String(now.getTime() % 1e6).padStart(6, '0')}${randomInt(100, 1000)}`;
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
  if (!o) throw notFound(requireOrderNo(refusal(DESIGN_ORDER_MESSAGES, 'orderNotFound')));
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

/**
 * The one order total limit (domain ORDER_TOTAL_MAX_FEN, the quote's and placeorder's message) over what the order
 * would hold — its total and its original price — checked before anything is written.
 */
function refuseOverTotal(t: { totalFen: number; originalFen: number }): void {
  if (overOrderTotalMax(Math.max(t.totalFen, t.originalFen)))
    throw businessError(refuseOverTotalNo(refusal(ORDER_MESSAGES, 'totalMax')));
}

/** An order line as its row holds it, priced as the totals are (`totalsOf`). */
const pricedRow = (l: {
  amount_fen: number | string;
  price_fen: number | string | null;
  quantity: number | string;
}) => ({
  amountFen: Number(l.amount_fen),
  priceFen: l.price_fen === null ? null : Number(l.price_fen),
  quantity: Number(l.quantity),
});

/** generateConfigOrder: the chosen list lines become a new order and leave the list. */
export async function generateOrder(db: Kysely<DB>, accountId: number, input: GenerateInput): Promise<{ id: number }> {
  const scene = input.sceneId ? SCENES.find((s) => s.sceneId === input.sceneId) : undefined;
  if (input.sceneId && !scene) throw badRequest(generateNo(refusal(DESIGN_ORDER_MESSAGES, 'sceneInvalid')));
  const customer = (await resolveCustomer(db, accountId, input)) ?? null;
  return db.transaction().execute(async (trx) => {
    await requireOwnListLines(trx, accountId, input.productLists);
    const checked = await checkLines(trx, accountId, input.productLists, { allowZero: false, newMustBeActive: false });
    const t = totalsOf(checked);
    refuseOverTotal(t);
    if (t.totalFen !== input.amount || t.discountFen !== input.preferential)
      throw businessError(generateNo(refusal(DESIGN_ORDER_MESSAGES, 'amountChanged')));
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
    if (!scene.ok) throw badRequest(addToOrderNo(scene.refusal));
    await requireOwnListLines(trx, accountId, lines);
    const checked = await checkLines(trx, accountId, lines, { allowZero: false, newMustBeActive: false });
    // The software rules hold in the order too: a free product it has already cannot join again (its quantity
    // would add up past 1), nor a second product of a software category it holds.
    const had = await q.orderLines(trx, orderId);
    const sw = checkSoftwareAdditions(
      await softwareLines(trx, accountId, had),
      checked.filter((l) => l.skuType === SkuType.software).map((l) => softwareLine(l.sku)),
    );
    if (!sw.ok) throw businessError(addToOrderNo(sw.refusal));
    // what the order holds with the joined lines (a model it has adds up), under the one total limit
    refuseOverTotal(totalsOf([...had.map(pricedRow), ...checked]));
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
      if (!scene.ok) throw badRequest(updateProductsNo(scene.refusal));
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
      if (!row || row.sku_no !== l.skuNo)
        throw notFound(updateProductsNo(refusal(DESIGN_ORDER_MESSAGES, 'lineNotFound')));
      const r = reconcileLine(
        { price: l.price, rate: l.rate, ratePrice: l.ratePrice, quantity: l.quantity },
        { priceFen: row.price_fen === null ? null : Number(row.price_fen), skuType: row.sku_type },
      );
      if (!r.ok) throw businessError(updateProductsNo(r.refusal));
      const p = checkPlaced(r.line.quantity, placed.get(l.skuNo) ?? 0);
      if (!p.ok) throw businessError(updateProductsNo(p.refusal));
      if (r.line.quantity === 0) removed.push(l.id);
      else writes.push({ id: l.id, ...r.line });
    }
    // the order as it would be after the edit, under the one total limit, before any write
    const edited = new Map<number, { amountFen: number; priceFen: number | null; quantity: number }>();
    for (const w of writes)
      edited.set(w.id, { ...pricedRow(current.get(w.id)!), amountFen: w.amountFen, quantity: w.quantity });
    for (const id of removed) edited.set(id, { amountFen: 0, priceFen: null, quantity: 0 });
    refuseOverTotal(totalsOf([...current].map(([id, row]) => edited.get(id) ?? pricedRow(row))));
    // A point placed since the check: the conditional write refused the line.
    if ((await q.updateOrderLines(trx, orderId, writes)) !== writes.length) {
      throw businessError(updateProductsNo(refusal(SCENE_MESSAGES, 'placedRemove')));
    }
    if ((await q.deleteOrderLines(trx, orderId, removed)) !== removed.length) {
      throw businessError(updateProductsNo(refusal(SCENE_MESSAGES, 'placedRemove')));
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
    if (!scene.ok) throw badRequest(removeProductNo(scene.refusal));
    const rows = await q.orderLines(trx, input.id);
    const byId = new Map(rows.map((l) => [Number(l.id), l]));
    let targets: typeof rows;
    if (input.lineIds?.length) {
      targets = input.lineIds.map((i) => byId.get(i)).filter((l) => !!l) as typeof rows;
      if (targets.length !== new Set(input.lineIds).size)
        throw notFound(removeProductNo(refusal(DESIGN_ORDER_MESSAGES, 'lineNotFound')));
    } else {
      const one =
        input.configId !== undefined
          ? byId.get(input.configId)
          : rows.find((l) => l.sku_no === input.skuNo && (input.spuNo === undefined || l.spu_no === input.spuNo));
      if (!one || (input.skuNo !== undefined && one.sku_no !== input.skuNo))
        throw notFound(removeProductNo(refusal(DESIGN_ORDER_MESSAGES, 'lineNotFound')));
      targets = [one];
    }
    if (input.privateTenant !== undefined) {
      const live = await designSkus(
        trx,
        targets.map((t) => t.sku_no),
        accountId,
      );
      if (targets.some((t) => (live.get(t.sku_no)?.privateTenant ?? null) !== input.privateTenant)) {
        throw badRequest(removeProductNo(refusal(SCENE_MESSAGES, 'tenantMismatch')));
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
      if (plan.kind === 'refused') throw businessError(removeProductNo(plan.refusal));
      if (plan.kind === 'delete') deletes.push(Number(t.id));
      else if (!(await q.reduceOrderLine(trx, input.id, Number(t.id), plan.quantity))) {
        throw businessError(removeProductNo(refusal(SCENE_MESSAGES, 'placedRemove')));
      }
    }
    if ((await q.deleteOrderLines(trx, input.id, deletes)) !== deletes.length) {
      throw businessError(removeProductNo(refusal(SCENE_MESSAGES, 'placedRemove')));
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
  if (Number(r.numDeletedRows) === 0) throw notFound(delNo(refusal(DESIGN_ORDER_MESSAGES, 'orderNotFound')));
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
  if (!end || !from || from > end) throw badRequest(ordersNo(refusal(DESIGN_ORDER_MESSAGES, 'dateRange')));
  const to = new Date(end.getTime() + DAY_MS);
  const { rows, total } = await q.pageOrders(db, accountId, { ...f, from, to });
  return { list: rows.map(toOrderSummary), total };
}
