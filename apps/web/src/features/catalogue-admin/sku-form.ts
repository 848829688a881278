/**
 * The model form's values ↔ the save body: prices typed in yuan become fen (product-fields.ts, half-up), an empty
 * optional price is null, the stock shown when the form opened goes as `stockSeen` (an unchanged stock keeps what
 * orders took meanwhile), attribute values are sent for every attribute of the category (empty removes one).
 */
import {
  formatFen,
  parseOptionalPriceYuan,
  parseStock,
  type AdminCategoryAttr,
  type AdminSku,
  type SkuSave,
} from '@portal/domain';

export interface SkuFormValues {
  skuNo: string;
  skuName: string;
  model: string;
  unit: string;
  price: string;
  wholesalePrice?: string | undefined;
  marketPrice?: string | undefined;
  stock: string;
  status: 0 | 1;
  sort?: number | undefined;
  skuDesc?: string | undefined;
  picUrl?: string | null | undefined;
  /** By attribute id. */
  attrs?: Record<string, string | undefined> | undefined;
}

/** Typed yuan → fen (after the form's rules passed); empty → null. */
export function fenOf(typed: string | undefined): number | null {
  const r = parseOptionalPriceYuan(typed ?? '');
  return r.ok ? r.value : null;
}

/** Fen → the yuan a form shows ('' for none). */
export const yuanOf = (fen: number | null | undefined): string =>
  fen === null || fen === undefined ? '' : formatFen(fen);

/** The form's first values: the model's, or a new model's. */
export function skuFormValues(sku: AdminSku | null, attrs: readonly AdminCategoryAttr[]): SkuFormValues {
  const valueOf = (attrId: number) => sku?.attrs.find((a) => a.attrId === attrId)?.value ?? '';
  return {
    skuNo: sku?.skuNo ?? '',
    skuName: sku?.skuName ?? '',
    model: sku?.model ?? '',
    unit: sku?.unit ?? '台',
    price: yuanOf(sku?.priceFen),
    wholesalePrice: yuanOf(sku?.wholesalePriceFen),
    marketPrice: yuanOf(sku?.marketPriceFen),
    stock: String(sku?.stock ?? 0),
    status: (sku?.status ?? 0) === 1 ? 1 : 0,
    sort: sku?.sort ?? 0,
    skuDesc: sku?.skuDesc ?? '',
    picUrl: sku?.mainPics[0] ?? sku?.picUrl ?? null,
    attrs: Object.fromEntries(attrs.map((a) => [String(a.id), valueOf(a.id)])),
  };
}

/** The save body of the form's values (validated by the form's rules first). */
export function skuSaveBody(
  v: SkuFormValues,
  spuId: number,
  sku: AdminSku | null,
  attrs: readonly AdminCategoryAttr[],
): SkuSave {
  const stock = parseStock(v.stock);
  return {
    id: sku?.id,
    spuId,
    skuNo: v.skuNo,
    skuName: v.skuName,
    model: v.model,
    unit: v.unit,
    skuDesc: v.skuDesc?.trim() || null,
    priceFen: fenOf(v.price),
    wholesalePriceFen: fenOf(v.wholesalePrice),
    marketPriceFen: fenOf(v.marketPrice),
    stock: stock.ok ? stock.value : 0,
    stockSeen: sku?.stock,
    status: v.status,
    sort: v.sort ?? 0,
    picUrl: v.picUrl ?? null,
    mainPics: v.picUrl ? [v.picUrl, ...(sku?.mainPics.slice(1) ?? [])] : (sku?.mainPics.slice(1) ?? []),
    attrs: attrs.map((a) => ({ attrId: a.id, value: (v.attrs?.[String(a.id)] ?? '').trim() })),
  };
}
