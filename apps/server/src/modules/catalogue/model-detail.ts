/**
 * A family's detail rows answered from the read model (read-model.ts): the same rows as the detail's SQL
 * (queries.ts findSpu, listSkusOf, detail-queries.ts listAccessories, listAttachments, listRelated,
 * listSuitsWithSkus), which stay as the reference: read-model.test.ts compares both for every viewer.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { spuRow, visibleTo } from './model-page.ts';
import * as q from './queries.ts';
import { skuPrice, type CatalogueModel, type ModelSku } from './read-model.ts';

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
      : (m.bySecond.get(s.secondCategoryId) ?? [])
          .filter((o) => o.spuNo !== spuNo && o.status === 0 && o.privateTenant === null && o.ownerAccountId === null)
          .sort((a, b) => b.timesUsed - a.timesUsed || b.id - a.id)
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
