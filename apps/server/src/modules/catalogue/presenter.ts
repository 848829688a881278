/** Rows of the catalogue → the API types of @portal/domain. Only the fields listed here leave the module. */
import type { ParamRow, SkuBrief, SpuBase, SpuListItem, SpuListSku, SuitBrief } from '@portal/domain';
import type { SkuJson, SpuRow } from './queries.ts';

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

export function toSpuBase(r: SpuRow): SpuBase {
  return {
    spuNo: r.spu_no,
    spuName: r.spu_name,
    brandName: r.brand_name,
    firstCatagoryName: r.first_category_name,
    secondCatagoryName: r.second_category_name,
    firstCategoryId: r.first_category_id,
    secondCategoryId: r.second_category_id,
    separateCategory: !!r.separate_category,
    labels: r.labels,
    status: r.status,
    skuType: r.sku_type,
    source: r.source,
    spuDesc: r.spu_desc,
    picUrl: r.pic_url,
    minPrice: num(r.min_price_fen),
    timesUsed: r.times_used,
    listedAt: r.listed_at ? new Date(r.listed_at).toISOString() : null,
  };
}

function toListSku(k: SkuJson): SpuListSku {
  return {
    skuNo: k.skuNo,
    skuName: k.skuName,
    model: k.model,
    price: num(k.price),
    stock: Number(k.stock),
    status: Number(k.status),
    picUrl: k.picUrl,
  };
}

/**
 * A family of the list (issue 47 §1): the card's fields, the viewer's price range (the highest price of its listed
 * models beside minPrice), how many models and the first one's number; its models only when `withModels`
 * (`fields=skus`). Attributes never ride along (goods/sku/attrs).
 */
export function toListItem(r: SpuRow & { skus: SkuJson[] }, withModels = false): SpuListItem {
  const skus = r.skus ?? [];
  let maxPrice: number | null = null;
  for (const k of skus) {
    const p = num(k.price);
    if (Number(k.status) === 0 && p !== null && (maxPrice === null || p > maxPrice)) maxPrice = p;
  }
  const item: SpuListItem = {
    ...toSpuBase(r),
    maxPrice,
    skuCount: skus.length,
    firstModel: skus[0]?.model ?? null,
  };
  if (withModels) item.skus = skus.map(toListSku);
  return item;
}

export function toSkuBrief(r: {
  spu_no: string;
  sku_no: string;
  sku_name: string;
  model: string;
  price_fen: number | null;
  pic_url: string | null;
  status: number;
}): SkuBrief {
  return {
    spuNo: r.spu_no,
    skuNo: r.sku_no,
    skuName: r.sku_name,
    model: r.model,
    price: num(r.price_fen),
    picUrl: r.pic_url,
    status: r.status,
  };
}

export function toSuitBrief(r: {
  suit_no: string;
  name: string;
  suit_desc: string | null;
  price_fen: number | null;
  pic_url: string | null;
}): SuitBrief {
  return { suitNo: r.suit_no, name: r.name, suitDesc: r.suit_desc, price: num(r.price_fen), picUrl: r.pic_url };
}

export interface AttrDef {
  id: number;
  category_id: number;
  attr_key: string;
  attr_name: string;
  unit: string | null;
  sort: number;
}

/** One value as a person reads it: the filter text when the seed stored one, else value and unit. */
function formatValue(v: unknown, unit: string | null): string {
  if (v === null || v === undefined || v === '') return '-';
  if (typeof v === 'boolean') return v ? '支持' : '不支持';
  if (Array.isArray(v)) return v.map((x) => formatValue(x, null)).join('/');
  if (typeof v === 'object') return JSON.stringify(v);
  return unit && typeof v === 'number' ? `${v}${unit}` : String(v);
}

/** The parameter table of a sku: its category's attributes in order, then any other keys it carries. */
export function paramRows(
  attrs: Record<string, unknown>,
  defs: AttrDef[],
  texts: { get(id: number): string | undefined },
): ParamRow[] {
  const rows: ParamRow[] = [];
  const seen = new Set<string>();
  for (const d of defs) {
    if (!(d.attr_key in attrs)) continue;
    seen.add(d.attr_key);
    rows.push({
      attrKey: d.attr_key,
      attrName: d.attr_name,
      value: texts.get(d.id) ?? formatValue(attrs[d.attr_key], d.unit),
    });
  }
  for (const [k, v] of Object.entries(attrs)) {
    if (!seen.has(k)) rows.push({ attrKey: k, attrName: k, value: formatValue(v, null) });
  }
  return rows;
}
