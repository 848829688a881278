/** SQL of a family's detail page: attribute definitions and texts, accessories, attachments, related families, suites. */
import { pricedSkuColumns, type PricePlan } from './viewer-price.ts';
import { spuColumns, spuFrom } from './spu-columns.ts';
import type { Db } from './tables.ts';

export function listSkuAttrTexts(db: Db, skuIds: number[]) {
  if (!skuIds.length) return Promise.resolve([]);
  return db.selectFrom('sku_attr').select(['sku_id', 'attr_id', 'value_text']).where('sku_id', 'in', skuIds).execute();
}

/** The accessories of family `spuNo`'s models (sku_id = the model they go with), at the viewer's prices. */
export function listAccessories(db: Db, spuNo: string, plan: PricePlan) {
  return db
    .selectFrom('sku_accessory as x')
    .innerJoin('sku as ok', 'ok.id', 'x.sku_id')
    .innerJoin('spu as os', 'os.id', 'ok.spu_id')
    .innerJoin('sku as k', 'k.id', 'x.accessory_sku_id')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    .select(['x.sku_id', ...pricedSkuColumns(plan), 'k.pic_url', 'k.status'])
    .where('os.spu_no', '=', spuNo)
    .orderBy('x.sku_id')
    .orderBy('x.sort')
    .orderBy('x.id')
    .execute();
}

export function listAttachments(db: Db, spuNo: string) {
  return db
    .selectFrom('spu_attachment as a')
    .innerJoin('spu as s', 's.id', 'a.spu_id')
    .select(['a.file_type', 'a.file_title', 'a.file_url'])
    .where('s.spu_no', '=', spuNo)
    .orderBy('a.sort')
    .orderBy('a.id')
    .execute();
}

/** Public families of family `spuNo`'s second category, the most used first. */
export function listRelated(db: Db, spuNo: string, plan: PricePlan, limit = 6) {
  return spuFrom(db, plan)
    .select(spuColumns(plan))
    .where((eb) =>
      eb(
        's.second_category_id',
        '=',
        eb.selectFrom('spu as o').select('o.second_category_id').where('o.spu_no', '=', spuNo),
      ),
    )
    .where('s.spu_no', '<>', spuNo)
    .where('s.status', '=', 0)
    .where('s.private_tenant', 'is', null)
    .where('s.owner_account_id', 'is', null)
    .orderBy('s.times_used', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .execute();
}

/** Suites holding one of family `spuNo`'s models. */
export function listSuitsWithSkus(db: Db, spuNo: string) {
  return db
    .selectFrom('suit as t')
    .select(['t.suit_no', 't.name', 't.suit_desc', 't.price_fen', 't.pic_url'])
    .where('t.status', '=', 0)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('suit_item as i')
          .innerJoin('sku as k', 'k.id', 'i.sku_id')
          .innerJoin('spu as s', 's.id', 'k.spu_id')
          .select('i.id')
          .whereRef('i.suit_id', '=', 't.id')
          .where('s.spu_no', '=', spuNo),
      ),
    )
    .orderBy('t.times_used', 'desc')
    .orderBy('t.id', 'desc')
    .limit(6)
    .execute();
}
