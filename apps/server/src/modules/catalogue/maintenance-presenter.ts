/** Rows of catalogue maintenance (maintenance-queries.ts) → the staff's API shapes (domain maintenance-contract.ts). */
import type { AdminCategory, AdminCategoryAttr, AdminSku, AdminSpuListItem } from '@portal/domain';
import { SKU_TYPE } from '@portal/domain';
import type { AttrRow, CategoryRow, SkuRow, SpuRow } from './maintenance-queries.ts';

const num = (v: number | string | bigint | null): number | null => (v === null ? null : Number(v));

function presentAttr(a: AttrRow): AdminCategoryAttr {
  return {
    id: Number(a.id),
    categoryId: Number(a.category_id),
    attrKey: a.attr_key,
    attrName: a.attr_name,
    unit: a.unit,
    valueType: a.value_type === 'number' ? 'number' : 'text',
    filterable: a.filterable,
    sort: Number(a.sort),
  };
}

/** The two-level tree, every category (off shelf ones too) with its attributes and how many families it files. */
export function presentTree(
  categories: readonly CategoryRow[],
  attrs: readonly AttrRow[],
  spuCounts: ReadonlyMap<number, number>,
): AdminCategory[] {
  const attrsOf = new Map<number, AdminCategoryAttr[]>();
  for (const a of attrs) {
    const list = attrsOf.get(Number(a.category_id)) ?? [];
    list.push(presentAttr(a));
    attrsOf.set(Number(a.category_id), list);
  }
  const node = (c: CategoryRow) => ({
    id: Number(c.id),
    parentId: num(c.parent_id),
    name: c.name,
    sort: Number(c.sort),
    separateCategory: c.separate_category,
    status: Number(c.status),
    taxCode: c.tax_code,
    taxRate: num(c.tax_rate),
    spuCount: spuCounts.get(Number(c.id)) ?? 0,
    attrs: attrsOf.get(Number(c.id)) ?? [],
  });
  return categories
    .filter((c) => c.parent_id === null)
    .map((c) => ({ ...node(c), children: categories.filter((k) => num(k.parent_id) === Number(c.id)).map(node) }));
}

type SpuListRow = Omit<SpuRow, 'listed_at'> & { sku_count?: string | number | null };

export function presentSpuItem(s: SpuListRow, skuCount: number): AdminSpuListItem {
  return {
    id: Number(s.id),
    spuNo: s.spu_no,
    spuName: s.spu_name,
    brandName: s.brand_name,
    firstCategoryId: num(s.first_category_id),
    secondCategoryId: num(s.second_category_id),
    categoryName: [s.first_category_name, s.second_category_name].filter(Boolean).join(' / '),
    saleType: s.sku_sale_type,
    software: Number(s.sku_type) === SKU_TYPE.software,
    labels: Number(s.labels),
    status: Number(s.status),
    picUrl: s.pic_url,
    skuCount,
    taxCode: s.tax_code,
    taxRate: num(s.tax_rate),
    minPriceFen: num(s.min_price_fen),
    updatedAt: new Date(s.updated_at).toISOString(),
  };
}

export interface DealerPriceRow {
  sku_no: string;
  first_merchant_no: string;
  price_fen: number | string;
  gold_price_fen: number | string | null;
}

export function presentSku(
  k: SkuRow,
  attrTexts: readonly { attr_id: number | string; value_text: string }[],
  prices: readonly DealerPriceRow[],
  companyOf: (merchantNo: string) => string | null,
): AdminSku {
  return {
    id: Number(k.id),
    skuNo: k.sku_no,
    skuName: k.sku_name,
    model: k.model,
    skuDesc: k.sku_desc,
    unit: k.unit,
    priceFen: num(k.price_fen),
    wholesalePriceFen: num(k.wholesale_price_fen),
    marketPriceFen: num(k.market_price_fen),
    stock: Number(k.stock),
    status: Number(k.status),
    picUrl: k.pic_url,
    mainPics: k.main_pics ?? [],
    sort: Number(k.sort),
    attrs: attrTexts.map((a) => ({ attrId: Number(a.attr_id), value: a.value_text })),
    dealerPrices: prices.map((p) => ({
      firstMerchantNo: p.first_merchant_no,
      companyName: companyOf(p.first_merchant_no),
      priceFen: Number(p.price_fen),
      goldPriceFen: num(p.gold_price_fen),
    })),
  };
}

/** What the audit log keeps of a model: the fields staff change (no stock history of orders: theirs is stock_movement). */
export function skuSnapshot(k: SkuRow | undefined) {
  if (!k) return null;
  return {
    skuNo: k.sku_no,
    skuName: k.sku_name,
    model: k.model,
    unit: k.unit,
    priceFen: num(k.price_fen),
    wholesalePriceFen: num(k.wholesale_price_fen),
    marketPriceFen: num(k.market_price_fen),
    stock: Number(k.stock),
    status: Number(k.status),
    attrs: k.attrs,
  };
}

export function spuSnapshot(s: SpuRow | undefined) {
  if (!s) return null;
  return {
    spuNo: s.spu_no,
    spuName: s.spu_name,
    brandName: s.brand_name,
    firstCategoryId: num(s.first_category_id),
    secondCategoryId: num(s.second_category_id),
    saleType: s.sku_sale_type,
    skuType: Number(s.sku_type),
    labels: Number(s.labels),
    status: Number(s.status),
    picUrl: s.pic_url,
    spuDesc: s.spu_desc,
    modelRemark: s.model_remark,
    taxCode: s.tax_code,
    taxRate: num(s.tax_rate),
  };
}

export function categorySnapshot(c: CategoryRow | undefined) {
  if (!c) return null;
  return {
    parentId: num(c.parent_id),
    name: c.name,
    sort: Number(c.sort),
    separateCategory: c.separate_category,
    status: Number(c.status),
    taxCode: c.tax_code,
    taxRate: num(c.tax_rate),
  };
}
