/**
 * A family's detail rows answered from the read model (read-model.ts): the same rows as the detail's SQL
 * (queries.ts findSpu, listSkusOf, detail-queries.ts listAccessories, listAttachments, listRelated,
 * listSuitsWithSkus), which stay as the reference: read-model.test.ts compares both for every viewer.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { spuRow, visibleTo } from './model-page.ts';
import { orderBytes } from './model-types.ts';
import * as q from './queries.ts';
import { skuPrice, type CatalogueModel, type ModelSku, type ModelSpu } from './read-model.ts';

/**
 * A category's seven most used public families on sale (a detail's six related families are those but itself), kept
 * with the model's orders: dropped when the counters change (times used orders them), so never older than them.
 */
function mostUsed(m: CatalogueModel, secondId: number): ModelSpu[] {
  const key = `related|${secondId}`;
  let top = m.orders.get(key);
  if (!top) {
    top = (m.bySecond.get(secondId) ?? [])
      .filter((o) => o.status === 0 && o.privateTenant === null && o.ownerAccountId === null)
      .sort((a, b) => b.timesUsed - a.timesUsed || b.id - a.id)
      .slice(0, 7);
    m.orders.set(key, top, orderBytes(top));
  }
  return top;
}

/** The detail's rows from the model; `spu` undefined when the viewer may not see family `spuNo`. */
export function modelDetailRows(m: CatalogueModel, spuNo: string, viewer: q.PriceViewer) {
  const plan = viewer.plan;
  const found = m.spuByNo.get(spuNo);
  const s = found && visibleTo(found, viewer) ? found : undefined;
  if (!s) return { spu: undefined, skus: [], accessories: [], attachments: [], related: [], suits: [] };
  const brief = (owner: number, k: ModelSku) => {
    const of = m.spuById.get(k.spuId)!;
    return {
      sku_id: owner,
      spu_no: of.spuNo,
      sku_no: k.skuNo,
      sku_name: k.skuName,
      model: k.model,
      price_fen: skuPrice(m, plan, of, k),
      pic_url: k.picUrl,
      status: k.status,
    };
  };
  const related =
    s.secondCategoryId === null
      ? []
      : mostUsed(m, s.secondCategoryId)
          .filter((o) => o.spuNo !== spuNo)
          .slice(0, 6)
          .map((o) => spuRow(m, plan, o));
  return {
    spu: { ...spuRow(m, plan, s), model_remark: s.modelRemark, sku_sale_type: s.skuSaleType },
    skus: s.skus.map((k) => ({
      id: k.id,
      sku_no: k.skuNo,
      sku_name: k.skuName,
      model: k.model,
      sku_desc: k.skuDesc,
      unit: k.unit,
      price_fen: skuPrice(m, plan, s, k),
      market_price_fen: k.marketPriceFen,
      stock: k.stock,
      status: k.status,
      pic_url: k.picUrl,
      main_pics: k.mainPics,
    })),
    accessories: [...s.skus]
      .sort((a, b) => a.id - b.id)
      .flatMap((k) => (m.accessoriesOf.get(k.id) ?? []).map((a) => brief(k.id, a))),
    attachments: m.attachmentsOf.get(s.id) ?? [],
    related,
    suits: (m.suitsOf.get(s.id) ?? []).slice(0, 6),
  };
}

export type DetailRows = ReturnType<typeof modelDetailRows>;

/** The same rows through SQL (one round of six queries by the family's number): the reference. */
export async function sqlDetailRows(db: Kysely<DB>, spuNo: string, pv: q.PriceViewer): Promise<DetailRows> {
  const [spu, skus, accessories, attachments, related, suits] = await Promise.all([
    q.findSpu(db, spuNo, pv),
    q.listSkusOf(db, spuNo, pv.plan),
    q.listAccessories(db, spuNo, pv.plan),
    q.listAttachments(db, spuNo),
    q.listRelated(db, spuNo, pv.plan),
    q.listSuitsWithSkus(db, spuNo),
  ]);
  return { spu, skus, accessories, attachments, related, suits } as unknown as DetailRows;
}
