/**
 * Catalogue look-ups the design-order tool needs (owned by the design-order issue, kept inside the catalogue
 * module so that only this module reads the catalogue tables): models by number with their price, type,
 * categories, brochure and accessory flag; the accessories of a model; list items by spu number. Every price is the
 * account's own (viewer-price.ts): the list recomputes lines with the price the account was shown.
 */
import { withSkus as withModels, type SpuWithSkus } from '@portal/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { tenantsOf } from '../account/index.ts';
import { toListItem } from './presenter.ts';
import { ownPrivate, spuColumns, spuFrom, type SkuJson } from './queries.ts';
import { pricePlanOf, pricedSkuColumns, skuPriceSql } from './viewer-price.ts';
import { skuFrom } from './spu-columns.ts';
import type { Db } from './tables.ts';

type SpuEb = ExpressionBuilder<DB & { s: DB['spu'] }, 's'>;

/** Public products, and the viewer's own private products (made by the account or one of its shops). */
function visibleTo(eb: SpuEb, accountId: number, tenants: readonly string[]): Expression<SqlBool> {
  return eb.or([
    eb.and([eb('s.private_tenant', 'is', null), eb('s.owner_account_id', 'is', null)]),
    ...ownPrivate(eb, accountId, tenants),
  ]);
}

export interface DesignSku {
  skuNo: string;
  skuName: string;
  model: string;
  priceFen: number | null;
  /** The model's status, DEACTIVE (1) also when its product is delisted. */
  status: number;
  picUrl: string | null;
  spuNo: string;
  spuName: string;
  skuType: number;
  skuSaleType: string;
  brandName: string | null;
  firstCategoryId: number | null;
  secondCategoryId: number | null;
  categoryName: string | null;
  privateTenant: string | null;
  isUserDefined: boolean;
  hasAccessory: boolean;
  attachments: { fileType: number; fileTitle: string; fileUrl: string }[];
}

/** Models by number that the account may see, with everything a design line shows. */
export async function designSkus(
  db: Db,
  skuNos: readonly string[],
  accountId: number,
): Promise<Map<string, DesignSku>> {
  const tenants = await tenantsOf(db, accountId);
  if (!skuNos.length) return new Map();
  const plan = await pricePlanOf(db, accountId);
  const rows = await skuFrom(db)
    .select([
      'k.sku_no',
      'k.sku_name',
      'k.model',
      skuPriceSql(plan).as('price_fen'),
      'k.status as sku_status',
      'k.pic_url as sku_pic',
      's.status as spu_status',
      's.pic_url as spu_pic',
      's.spu_no',
      's.spu_name',
      's.sku_type',
      's.sku_sale_type',
      's.brand_name',
      's.first_category_id',
      's.second_category_id',
      's.private_tenant',
      's.owner_account_id',
      'c1.name as c1_name',
      'c2.name as c2_name',
      sql<boolean>`exists (select 1 from sku_accessory x where x.sku_id = k.id)`.as('has_accessory'),
      sql<{ fileType: number; fileTitle: string; fileUrl: string }[]>`coalesce((
        select json_agg(json_build_object('fileType', a.file_type, 'fileTitle', a.file_title, 'fileUrl', a.file_url) order by a.sort)
        from spu_attachment a where a.spu_id = s.id and a.file_type = 7), '[]'::json)`.as('attachments'),
    ])
    .where('k.sku_no', 'in', [...new Set(skuNos)])
    .where((eb) => visibleTo(eb as unknown as SpuEb, accountId, tenants))
    .execute();
  return new Map(
    rows.map((r) => [
      r.sku_no,
      {
        skuNo: r.sku_no,
        skuName: r.sku_name,
        model: r.model,
        priceFen: r.price_fen === null ? null : Number(r.price_fen),
        status: r.sku_status === 0 && r.spu_status === 0 ? 0 : 1,
        picUrl: r.sku_pic ?? r.spu_pic,
        spuNo: r.spu_no,
        spuName: r.spu_name,
        skuType: r.sku_type,
        skuSaleType: r.sku_sale_type,
        brandName: r.brand_name,
        firstCategoryId: r.first_category_id,
        secondCategoryId: r.second_category_id,
        categoryName: [r.c1_name, r.c2_name].filter(Boolean).join(' > ') || null,
        privateTenant: r.private_tenant,
        isUserDefined: r.private_tenant !== null || r.owner_account_id !== null,
        hasAccessory: !!r.has_accessory,
        attachments: r.attachments ?? [],
      },
    ]),
  );
}

/** The accessory models of a model (accessorySkuAjax), active ones first. */
export async function accessoriesOf(db: Db, skuNo: string, accountId: number) {
  const tenants = await tenantsOf(db, accountId);
  const plan = await pricePlanOf(db, accountId);
  return db
    .selectFrom('sku_accessory as x')
    .innerJoin('sku as owner', 'owner.id', 'x.sku_id')
    .innerJoin('sku as k', 'k.id', 'x.accessory_sku_id')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    .leftJoin('category as c2', 'c2.id', 's.second_category_id')
    .select([
      ...pricedSkuColumns(plan),
      sql<string | null>`coalesce(k.pic_url, s.pic_url)`.as('pic_url'),
      'k.status',
      'c2.name as category_name',
    ])
    .where('owner.sku_no', '=', skuNo)
    .where((eb) => visibleTo(eb as unknown as SpuEb, accountId, tenants))
    .orderBy('k.status')
    .orderBy('x.sort')
    .execute();
}

/** Spu list items (with their models) by number, in the order given (the common-products tab). */
export async function listItemsBySpuNos(db: Db, spuNos: readonly string[], accountId: number): Promise<SpuWithSkus[]> {
  const tenants = await tenantsOf(db, accountId);
  if (!spuNos.length) return [];
  const plan = await pricePlanOf(db, accountId);
  const rows = await spuFrom(db, plan)
    .select([
      ...spuColumns(plan),
      sql<SkuJson[]>`coalesce((
        select json_agg(json_build_object(
          'skuNo', k.sku_no, 'skuName', k.sku_name, 'model', k.model, 'price', ${skuPriceSql(plan)},
          'stock', k.stock, 'status', k.status, 'picUrl', k.pic_url) order by k.sort, k.id)
        from sku k where k.spu_id = s.id), '[]'::json)`.as('skus'),
    ])
    .where('s.spu_no', 'in', [...new Set(spuNos)])
    .where('s.status', '=', 0)
    .where((eb) => visibleTo(eb as unknown as SpuEb, accountId, tenants))
    .execute();
  const byNo = new Map(withModels(rows.map((r) => toListItem(r, true))).map((i) => [i.spuNo, i]));
  return spuNos.map((n) => byNo.get(n)).filter((x): x is SpuWithSkus => !!x);
}

/**
 * Active public models of the named second-level categories with their attributes and the account's price (smart
 * design candidates: the recommended lines are saved at that price).
 */
export async function candidatesInCategories(db: Db, categoryNames: readonly string[], accountId: number) {
  if (!categoryNames.length) return [];
  const plan = await pricePlanOf(db, accountId);
  const rows = await db
    .selectFrom('sku as k')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    .innerJoin('category as c2', 'c2.id', 's.second_category_id')
    .select([...pricedSkuColumns(plan), 'k.attrs', 's.sku_type', 'c2.name as category'])
    .where('c2.name', 'in', [...categoryNames])
    .where('k.status', '=', 0)
    .where('s.status', '=', 0)
    .where('s.private_tenant', 'is', null)
    .where('s.owner_account_id', 'is', null)
    .orderBy('k.id')
    .execute();
  return rows.map((r) => ({
    spuNo: r.spu_no,
    skuNo: r.sku_no,
    name: r.sku_name,
    model: r.model,
    priceFen: r.price_fen === null ? null : Number(r.price_fen),
    skuType: r.sku_type,
    category: r.category,
    attrs: r.attrs as Record<string, unknown>,
  }));
}
