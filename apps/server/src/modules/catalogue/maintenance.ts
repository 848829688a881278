/**
 * Catalogue maintenance by staff (issue 42 part 3): the category tree and its attribute definitions, product
 * families, models with their attribute values, prices, stock and shelf state, and the dealers' price lists.
 *
 * The 'staff' policy of every entry admits the caller (http/auth.ts); these use cases check only the rows. Each
 * write is one transaction with its audit entry (`record`, who, what, before and after). Every viewer on every
 * instance sees it on the next request: the tables' triggers raise catalogue_version and send 'catalogue.changed'
 * (migration 0180, read-model.ts) — no cache here to drop. What buyers hold is not repriced: an order keeps the
 * prices it was placed at (mall_order_line), a cart is priced on every read and placing it refuses a total other
 * than the one the buyer saw (ORDER.amountChanged), a design order's lines keep theirs (LINE.priceChanged).
 * Must-not-happen-twice is the database's: unique model and family numbers, one category name per parent, one
 * attribute key per category — a clash is a 409 with its reason. The dealers' price lists: dealer-prices.ts.
 */
import { randomBytes } from 'node:crypto';
import {
  CATALOGUE_ADMIN_MESSAGES,
  SKU_TYPE,
  parseAttrValue,
  refusal,
  type AdminCategory,
  type AdminSpuDetail,
  type AdminSpuListItem,
  type categoryAttrSaveSchema,
  type categorySaveSchema,
  type shelfSaveSchema,
  type skuSaveSchema,
  type spuSaveSchema,
  listedBy,
  CATALOGUE_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { badRequest, businessError, conflict, notFound } from '../../http/errors.ts';
import { merchantContacts } from '../account/index.ts';
import { audit, editableSku, editableSpu, violates, type Actor } from './maintenance-guards.ts';
import { brochuresOf } from './brochures.ts';
import * as q from './maintenance-queries.ts';
import { catalogueVersionNow } from './read-model.ts';
import {
  categorySnapshot,
  presentSku,
  presentSpuItem,
  presentTree,
  skuSnapshot,
  spuSnapshot,
} from './maintenance-presenter.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const manageSaveCategoryNo = listedBy(CATALOGUE_ROUTES.manageSaveCategory);
const manageSaveAttrNo = listedBy(CATALOGUE_ROUTES.manageSaveAttr);
const manageSpuDetailNo = listedBy(CATALOGUE_ROUTES.manageSpuDetail);
const manageSaveSpuNo = listedBy(CATALOGUE_ROUTES.manageSaveSpu);
const manageSaveSkuNo = listedBy(CATALOGUE_ROUTES.manageSaveSku);

const M = CATALOGUE_ADMIN_MESSAGES;

// ---- categories ------------------------------------------------------------------------------------------------

export async function adminCategories(db: Kysely<DB>): Promise<AdminCategory[]> {
  const [categories, attrs, counts] = await Promise.all([
    q.allCategories(db),
    q.allCategoryAttrs(db),
    q.spuCountsByCategory(db),
  ]);
  return presentTree(categories, attrs, counts);
}

export async function saveCategory(
  db: Kysely<DB>,
  actor: Actor,
  input: z.output<typeof categorySaveSchema>,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    if (input.parentId !== null) {
      if (input.parentId === input.id) throw businessError(manageSaveCategoryNo(refusal(M, 'parentIsSelf')));
      const parent = await q.findCategory(trx, input.parentId);
      if (!parent) throw notFound(manageSaveCategoryNo(refusal(M, 'categoryNotFound')));
      if (parent.parent_id !== null) throw businessError(manageSaveCategoryNo(refusal(M, 'parentNotFirst')));
    }
    const before = input.id === undefined ? undefined : await q.findCategory(trx, input.id);
    if (input.id !== undefined && !before) throw notFound(manageSaveCategoryNo(refusal(M, 'categoryNotFound')));
    if (input.id !== undefined && input.parentId !== null && (await q.hasChildren(trx, input.id)))
      throw businessError(manageSaveCategoryNo(refusal(M, 'categoryHasChildren')));
    const values = {
      parent_id: input.parentId,
      name: input.name,
      sort: input.sort,
      separate_category: input.separateCategory,
      status: input.status,
      tax_code: input.taxCode,
      tax_rate: input.taxRate,
    };
    let id: number;
    try {
      if (input.id === undefined) id = await q.insertCategory(trx, values);
      else await q.updateCategory(trx, (id = input.id), values);
    } catch (e) {
      if (violates(e, 'category_parent_name_key'))
        throw conflict(manageSaveCategoryNo(refusal(M, 'categoryNameTaken')));
      throw e;
    }
    // A second category moved to another first one: its families follow (they are filed under both).
    if (before && input.parentId !== null && Number(before.parent_id) !== input.parentId)
      await q.refileFamilies(trx, id, input.parentId);
    const after = categorySnapshot(await q.findCategory(trx, id));
    await audit(trx, actor, 'catalogue.category.save', 'category', id, categorySnapshot(before), after);
    return { id };
  });
}

export async function saveAttr(
  db: Kysely<DB>,
  actor: Actor,
  input: z.output<typeof categoryAttrSaveSchema>,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const category = await q.findCategory(trx, input.categoryId);
    if (!category) throw notFound(manageSaveAttrNo(refusal(M, 'categoryNotFound')));
    if (category.parent_id === null) throw businessError(manageSaveAttrNo(refusal(M, 'secondCategoryRequired')));
    const before = input.id === undefined ? undefined : await q.findAttr(trx, input.id);
    if (input.id !== undefined && !before) throw notFound(manageSaveAttrNo(refusal(M, 'attrNotFound')));
    const values = {
      // An attribute stays in its category (its models' values point at it).
      category_id: before ? Number(before.category_id) : input.categoryId,
      attr_key: input.attrKey,
      attr_name: input.attrName,
      unit: input.unit,
      value_type: input.valueType,
      filterable: input.filterable,
      sort: input.sort,
    };
    let id: number;
    try {
      if (input.id === undefined) id = await q.insertAttr(trx, values);
      else await q.updateAttr(trx, (id = input.id), values);
    } catch (e) {
      if (violates(e, 'category_attr_category_id_attr_key_key'))
        throw conflict(manageSaveAttrNo(refusal(M, 'attrKeyTaken')));
      throw e;
    }
    await audit(trx, actor, 'catalogue.attr.save', 'category_attr', id, before ?? null, await q.findAttr(trx, id));
    return { id };
  });
}

// ---- families --------------------------------------------------------------------------------------------------

export async function pageAdminSpus(
  db: Kysely<DB>,
  query: {
    page: number;
    size: number;
    keyword?: string | undefined;
    categoryId?: number | undefined;
    status?: number | undefined;
  },
): Promise<{ list: AdminSpuListItem[]; total: number }> {
  const [rows, total] = await Promise.all([q.pageSpus(db, query, query.page, query.size), adminSpuTotal(db, query)]);
  return { list: rows.map((r) => presentSpuItem(r, Number(r.sku_count ?? 0))), total };
}

/**
 * The staff list's totals per filter, kept until the catalogue's next write (its version moves with every family and
 * model written, so a total is never older than the rows beside it): at ten times the demo catalogue the count read
 * the whole table on every page turn (issue 56 §4). Per instance; at most COUNTED_MAX filters a version.
 */
const counted = new WeakMap<object, { version: number; byFilter: Map<string, number> }>();
const COUNTED_MAX = 1_000;

async function adminSpuTotal(db: Kysely<DB>, f: q.SpuFilter): Promise<number> {
  const version = await catalogueVersionNow(db);
  let kept = counted.get(db);
  if (!kept || kept.version !== version) counted.set(db, (kept = { version, byFilter: new Map() }));
  const key = JSON.stringify([f.keyword ?? '', f.categoryId ?? null, f.status ?? null]);
  let n = kept.byFilter.get(key);
  if (n === undefined) {
    n = Number((await q.countSpus(db, f)).n);
    if (kept.byFilter.size < COUNTED_MAX) kept.byFilter.set(key, n);
  }
  return n;
}

export async function adminSpuDetail(db: Kysely<DB>, id: number): Promise<AdminSpuDetail> {
  const spu = await q.findSpu(db, id);
  if (!spu) throw notFound(manageSpuDetailNo(refusal(M, 'spuNotFound')));
  const skus = await q.skusOf(db, id);
  const [attrs, prices, brochures] = await Promise.all([
    q.skuAttrRows(
      db,
      skus.map((k) => Number(k.id)),
    ),
    q.dealerPricesOf(
      db,
      skus.map((k) => k.sku_no),
    ),
    brochuresOf(db, id),
  ]);
  const companies = await merchantContacts(db, [...new Set(prices.map((p) => p.first_merchant_no))]);
  return {
    ...presentSpuItem(spu, skus.length),
    spuDesc: spu.spu_desc,
    modelRemark: spu.model_remark,
    privateProduct: Number(spu.sku_type) === SKU_TYPE.private,
    skus: skus.map((k) =>
      presentSku(
        k,
        attrs.filter((a) => Number(a.sku_id) === Number(k.id)),
        prices.filter((p) => p.sku_no === k.sku_no),
        (no) => companies.get(no)?.company_name ?? null,
      ),
    ),
    brochures,
  };
}

/** A family's number when staff leave it empty: 'P' and 10 random letters and digits. */
const drawSpuNo = () => `P${randomBytes(5).toString('hex').toUpperCase()}`;

export async function saveSpu(
  db: Kysely<DB>,
  actor: Actor,
  input: z.output<typeof spuSaveSchema>,
): Promise<{ id: number; spuNo: string }> {
  return db.transaction().execute(async (trx) => {
    const second = await q.findCategory(trx, input.secondCategoryId);
    if (!second) throw notFound(manageSaveSpuNo(refusal(M, 'categoryNotFound')));
    if (second.parent_id === null) throw businessError(manageSaveSpuNo(refusal(M, 'secondCategoryRequired')));
    const before = input.id === undefined ? undefined : await editableSpu(trx, input.id);
    const brandId = await q.ensureBrand(trx, input.brandName);
    const values = {
      spu_name: input.spuName,
      brand_id: brandId,
      brand_name: input.brandName,
      first_category_id: Number(second.parent_id),
      second_category_id: Number(second.id),
      sku_type: input.software ? SKU_TYPE.software : SKU_TYPE.catalogue,
      sku_sale_type: input.saleType as '经销' | '非经' | '自定义',
      labels: input.labels,
      spu_desc: input.spuDesc,
      model_remark: input.modelRemark,
      pic_url: input.picUrl,
      status: input.status,
      tax_code: input.taxCode,
      tax_rate: input.taxRate,
      // Listed when first put on shelf (the list's "newest" sort).
      ...(input.status === 0 && !before?.listed_at ? { listed_at: new Date() } : {}),
    };
    let id: number;
    try {
      if (before) await q.updateSpu(trx, (id = Number(before.id)), values);
      else id = await q.insertSpu(trx, { ...values, spu_no: input.spuNo ?? drawSpuNo(), source: 1 });
    } catch (e) {
      if (violates(e, 'spu_spu_no_key')) throw conflict(manageSaveSpuNo(refusal(M, 'spuNoTaken')));
      throw e;
    }
    await q.refreshSearchText(trx, id);
    const after = await q.findSpu(trx, id);
    await audit(trx, actor, 'catalogue.spu.save', 'spu', id, spuSnapshot(before), spuSnapshot(after));
    return { id, spuNo: after!.spu_no };
  });
}

export async function setSpuShelf(db: Kysely<DB>, actor: Actor, input: z.output<typeof shelfSaveSchema>) {
  await db.transaction().execute(async (trx) => {
    const before = await editableSpu(trx, input.id);
    await q.updateSpu(trx, input.id, {
      status: input.status,
      ...(input.status === 0 && !before.listed_at ? { listed_at: new Date() } : {}),
    });
    await audit(
      trx,
      actor,
      'catalogue.spu.shelf',
      'spu',
      input.id,
      { status: Number(before.status) },
      {
        status: input.status,
      },
    );
  });
}

// ---- models ----------------------------------------------------------------------------------------------------

/**
 * The attribute values typed for the family's second category: checked, and merged into sku.attrs. A value the model
 * already holds, sent back as it is, keeps its number unchecked: the catalogue's trade texts (「400万像素」 for 4 MP,
 * 「2.8-12mm」, 「8盘位」) came in with their numbers, and saving a price must not ask staff to retype them.
 */
async function attrWrites(
  trx: Kysely<DB>,
  spu: q.SpuRow,
  skuId: number | undefined,
  typed: readonly { attrId: number; value: string }[],
  attrsBefore: Record<string, unknown>,
) {
  const defs = spu.second_category_id === null ? [] : await q.attrsOfCategory(trx, Number(spu.second_category_id));
  const byId = new Map(defs.map((d) => [Number(d.id), d]));
  const held = new Map(
    (skuId === undefined ? [] : await q.skuAttrRows(trx, [skuId])).map((r) => [Number(r.attr_id), r]),
  );
  const attrs: Record<string, unknown> = { ...attrsBefore };
  const writes: { attrId: number; value: { text: string; num: number | null } | null }[] = [];
  for (const t of typed) {
    const def = byId.get(t.attrId);
    if (!def) throw businessError(manageSaveSkuNo(refusal(M, 'attrNotInCategory')));
    const had = held.get(t.attrId);
    const unchanged = had !== undefined && had.value_text === t.value.trim();
    const parsed = unchanged
      ? ({
          ok: true,
          value: { text: had.value_text, num: had.value_num === null ? null : Number(had.value_num) },
        } as const)
      : parseAttrValue(def.value_type === 'number' ? 'number' : 'text', t.value, def.unit);
    if (!parsed.ok)
      throw badRequest(manageSaveSkuNo({ reason: parsed.reason, msg: `${def.attr_name}：${parsed.msg}` }));
    writes.push({ attrId: t.attrId, value: parsed.value });
    if (parsed.value === null) delete attrs[def.attr_key];
    else attrs[def.attr_key] = parsed.value.num ?? parsed.value.text;
  }
  return { attrs, writes };
}

export async function saveSku(
  db: Kysely<DB>,
  actor: Actor,
  input: z.output<typeof skuSaveSchema>,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const spu = await editableSpu(trx, input.spuId);
    const before = input.id === undefined ? undefined : (await editableSku(trx, input.id)).sku;
    const attrsBefore = (before?.attrs ?? {}) as Record<string, unknown>;
    const { attrs, writes } = await attrWrites(trx, spu, input.id, input.attrs, attrsBefore);
    const keepStock = before && input.stockSeen !== undefined && input.stockSeen === input.stock;
    const values = {
      spu_id: Number(spu.id),
      sku_name: input.skuName,
      model: input.model,
      sku_desc: input.skuDesc,
      unit: input.unit,
      price_fen: input.priceFen,
      wholesale_price_fen: input.wholesalePriceFen,
      market_price_fen: input.marketPriceFen,
      ...(keepStock ? {} : { stock: input.stock }),
      status: input.status,
      pic_url: input.picUrl ?? input.mainPics[0] ?? null,
      main_pics: input.mainPics,
      sort: input.sort,
      attrs: JSON.stringify(attrs),
    };
    let id: number;
    try {
      // The model number is kept once made: carts, orders and the dealers' price lists name it.
      if (before) await q.updateSku(trx, (id = Number(before.id)), values);
      else id = await q.insertSku(trx, { ...values, sku_no: input.skuNo, stock: input.stock });
    } catch (e) {
      if (violates(e, 'sku_sku_no_key')) throw conflict(manageSaveSkuNo(refusal(M, 'skuNoTaken')));
      throw e;
    }
    for (const w of writes) {
      if (w.value === null) await q.deleteSkuAttr(trx, id, w.attrId);
      else await q.upsertSkuAttr(trx, { skuId: id, attrId: w.attrId, ...w.value });
    }
    await q.refreshSearchText(trx, Number(spu.id));
    if (before && Number(before.spu_id) !== Number(spu.id)) await q.refreshSearchText(trx, Number(before.spu_id));
    await audit(
      trx,
      actor,
      'catalogue.sku.save',
      'sku',
      id,
      skuSnapshot(before),
      skuSnapshot(await q.findSku(trx, id)),
    );
    return { id };
  });
}

export async function setSkuShelf(db: Kysely<DB>, actor: Actor, input: z.output<typeof shelfSaveSchema>) {
  await db.transaction().execute(async (trx) => {
    const { sku } = await editableSku(trx, input.id);
    await q.updateSku(trx, input.id, { status: input.status });
    await audit(
      trx,
      actor,
      'catalogue.sku.shelf',
      'sku',
      input.id,
      { skuNo: sku.sku_no, status: Number(sku.status) },
      {
        skuNo: sku.sku_no,
        status: input.status,
      },
    );
  });
}
