/**
 * The selected-product list: every amount recomputed here from the catalogue price and the rate (a differing price, a
 * bad quantity or rate, or another user's line is refused with nothing written), the tip and helper lists, and the
 * smart design order's recommendation.
 */
import {
  type Accessory,
  checkListSize,
  type DesignLine,
  type FavoriteLineInput,
  firstRepeated,
  LINE_MESSAGES,
  DESIGN_ORDER_MESSAGES,
  type PricingFlow,
  quickAddPlan,
  type QuickAddResult,
  RATE_FULL,
  ratePriceOf,
  recommend,
  type RecommendedLine,
  refusal,
  type Remind,
  remindOf,
  residueOf,
  type ScenarioKey,
  SCENARIOS,
  softwareToAdd,
  type SpuWithSkus,
  type StockTotals,
  type Totals,
  totalsOf,
  listedBy,
  DESIGN_ORDER_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, businessError, notFound } from '../../http/errors.ts';
import { accessoriesOf, candidatesInCategories, designSkus, listItemsBySpuNos } from '../catalogue/index.ts';
import { softwareLeaders, stockBySku } from '../catalogue/index.ts';
import { ownProducts } from './own-products.ts';
import { toListLine } from './presenter.ts';
import * as q from './queries.ts';
import { checkLines, checkSoftware, requireOwnListLines } from './line-checks.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const updateListNo = listedBy(
  DESIGN_ORDER_ROUTES.quickAdd,
  DESIGN_ORDER_ROUTES.softwareFill,
  DESIGN_ORDER_ROUTES.update,
);
const removeLinesNo = listedBy(DESIGN_ORDER_ROUTES.clear, DESIGN_ORDER_ROUTES.remove);
const smartRecommendNo = listedBy(DESIGN_ORDER_ROUTES.smartRecommend);

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

/** postUpdateFavoriteList: quantity 0 removes a line; the rest insert or update in one transaction. */
export async function updateList(
  db: Kysely<DB>,
  accountId: number,
  input: readonly FavoriteLineInput[],
  flow: PricingFlow = 'list',
): Promise<{ count: number }> {
  const repeated = firstRepeated(input);
  if (repeated !== undefined)
    throw badRequest(updateListNo(refusal(LINE_MESSAGES, 'repeated', LINE_MESSAGES.repeated(repeated))));
  return db.transaction().execute(async (trx) => {
    await requireOwnListLines(trx, accountId, input);
    const savedRates =
      flow === 'selection' ? new Map((await q.listItems(trx, accountId)).map((r) => [r.sku_no, r.rate_bp])) : undefined;
    const checked = await checkLines(trx, accountId, input, {
      allowZero: true,
      newMustBeActive: true,
      flow,
      savedRates,
    });
    const removed = checked.filter((l) => l.quantity === 0).map((l) => l.skuNo);
    const kept = checked.filter((l) => l.quantity > 0);
    await checkSoftware(trx, accountId, removed, kept);
    const before = await q.countListItems(trx, accountId);
    await q.deleteListItemsBySku(trx, accountId, removed);
    if (kept.length) await q.upsertListItems(trx, accountId, kept, (await q.minSort(trx, accountId)) - 1);
    const count = await q.countListItems(trx, accountId);
    const size = checkListSize(before, count);
    if (!size.ok) throw businessError(updateListNo(size.refusal));
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
      if (own.length !== new Set(ids).size)
        throw notFound(removeLinesNo(refusal(DESIGN_ORDER_MESSAGES, 'lineNotFound')));
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
): Promise<{ list: SpuWithSkus[]; total: number }> {
  const nos = await q.commonSpuNos(db, accountId);
  let items = await listItemsBySpuNos(db, nos, accountId);
  if (keyword) {
    const k = keyword.toLowerCase();
    items = items.filter((i) => `${i.spuName} ${i.skus.map((s) => s.model).join(' ')}`.toLowerCase().includes(k));
  }
  return { list: items.slice((page - 1) * size, page * size), total: items.length };
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
  if (!r.ok) throw businessError(smartRecommendNo(r.refusal));
  return { lines: r.lines, notes: r.notes };
}
