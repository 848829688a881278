/**
 * The product detail use case: the family's rows from the read model (model-detail.ts, no database round trip),
 * mapped to the API's detail, and the answer kept serialised for DETAIL_TTL_MS per price plan and public family
 * (many dealers open the same products; a private family's detail is built for each request).
 */
import {
  CATALOGUE_MESSAGES,
  type PricePlan,
  pricePlanLabel,
  refusal,
  type SpuDetail,
  listedBy,
  CATALOGUE_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { serialised, type Serialised } from '../../http/serialised.ts';
import { serialisedBytes, SizedMap } from '../../cache/sized-map.ts';
import { modelDetailRows, type DetailRows } from './model-detail.ts';
import { toSkuBrief, toSpuBase, toSuitBrief } from './presenter.ts';
import { catalogueModel, type CatalogueModel } from './read-model.ts';
import { priced, type Viewer } from './viewer-meta.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const spuDetailNo = listedBy(CATALOGUE_ROUTES.spuDetail);

/**
 * A kept detail lives 1 s and only while its model does (a catalogue write gives a new model): its stock is then at
 * most 3 s old (the model's counters are at most 2 s old, read-model.ts).
 */
const DETAIL_TTL_MS = 1_000;
/** Kept details weigh at most this (issue 47 §3: a budget of bytes, not of entries). */
const DETAIL_CACHE_BYTES = 16 * 1024 * 1024;
const kept = new WeakMap<CatalogueModel, SizedMap<string, { at: number; value: Serialised }>>();

/**
 * The API's detail from its rows (the model's or the SQL's), at plan `plan`: lean (issue 47 §1), the models'
 * parameter tables are loaded where shown (goods/sku/attrs?params=1, sku-attrs.ts) and a related family is its tile.
 */
export function detailFrom(rows: DetailRows, plan: PricePlan): SpuDetail {
  const { spu, skus, accessories, attachments, related, suits } = rows;
  if (!spu) throw notFound(spuDetailNo(refusal(CATALOGUE_MESSAGES, 'spuNotFound')));
  return {
    ...toSpuBase(spu),
    modelRemark: spu.model_remark,
    skuSaleType: spu.sku_sale_type,
    priceLabel: pricePlanLabel(plan),
    skus: skus.map((k) => ({
      skuNo: k.sku_no,
      skuName: k.sku_name,
      model: k.model,
      price: k.price_fen === null ? null : Number(k.price_fen),
      stock: k.stock,
      status: k.status,
      picUrl: k.pic_url,
      skuDesc: k.sku_desc,
      unit: k.unit,
      marketPrice: k.market_price_fen === null ? null : Number(k.market_price_fen),
      mainPics: k.main_pics ?? [],
      accessories: accessories.filter((a) => a.sku_id === k.id).map(toSkuBrief),
    })),
    attachments: attachments.map((a) => ({ fileType: a.file_type, fileTitle: a.file_title, fileUrl: a.file_url })),
    related: related.map((r) => {
      const { spuNo, spuName, picUrl, minPrice } = toSpuBase(r);
      return { spuNo, spuName, picUrl, minPrice };
    }),
    suits: suits.map(toSuitBrief),
  };
}

/** The detail as the serialised envelope (kept briefly for a public family, see DETAIL_TTL_MS). */
export async function spuDetailEnvelope(db: Kysely<DB>, spuNo: string, viewer: Viewer): Promise<Serialised> {
  const [pv, model] = await Promise.all([priced(db, viewer), catalogueModel(db)]);
  const spu = model.spuByNo.get(spuNo);
  const shared = spu !== undefined && spu.privateTenant === null && spu.ownerAccountId === null;
  const build = () => serialised(JSON.stringify(ok(detailFrom(modelDetailRows(model, spuNo, pv), pv.plan))));
  if (!shared) return build();
  let cache = kept.get(model);
  if (!cache) kept.set(model, (cache = new SizedMap(DETAIL_CACHE_BYTES)));
  const key = `${pv.plan.key}|${spuNo}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < DETAIL_TTL_MS) return hit.value;
  const value = build();
  cache.set(key, { at: Date.now(), value }, serialisedBytes(value.json));
  return value;
}
