/**
 * Models' attributes by number (issue 47 §1: the lists are lean, the calculators, compare, the survey's picker and
 * the detail's parameter table ask for what they show): the models of families this viewer may see, by the read
 * model (a private family's only for its owners; an unknown or hidden number is left out of the answer), their values
 * read from the database by number (the read model keeps only the texts the filters use: issue 56 §2).
 */
import type { SkuAttrs, SkuAttrsQuery } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { visibleTo } from './model-page.ts';
import { paramRows } from './presenter.ts';
import { catalogueModel } from './read-model.ts';
import { skuAttrsByNo } from './survey-queries.ts';
import { meta, seen, type Viewer } from './viewer-meta.ts';

export async function skuAttrs(db: Kysely<DB>, query: SkuAttrsQuery, viewer: Viewer): Promise<SkuAttrs[]> {
  const [model, m, sees] = await Promise.all([catalogueModel(db), meta(db), seen(db, viewer)]);
  const keys = query.keys ? new Set(query.keys) : null;
  const shown = query.skuNos.filter((skuNo) => {
    const k = model.skuByNo.get(skuNo);
    const spu = k && model.spuById.get(k.spuId);
    return Boolean(spu && visibleTo(spu, sees));
  });
  const values = await skuAttrsByNo(db, shown);
  const out: SkuAttrs[] = [];
  for (const skuNo of shown) {
    const k = model.skuByNo.get(skuNo)!;
    const spu = model.spuById.get(k.spuId)!;
    const all = values.get(skuNo) ?? {};
    const attrs = keys ? Object.fromEntries(Object.entries(all).filter(([key]) => keys.has(key))) : all;
    const item: SkuAttrs = { skuNo, attrs };
    if (query.params) item.params = paramRows(attrs, m.defsByCategory.get(spu.secondCategoryId ?? -1) ?? [], k.texts);
    out.push(item);
  }
  return out;
}
