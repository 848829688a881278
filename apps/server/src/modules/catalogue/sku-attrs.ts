/**
 * Models' attributes by number (issue 47 §1: the lists are lean, the calculators, compare, the survey's picker and
 * the detail's parameter table ask for what they show): from the read model, for the models of families this viewer
 * may see (a private family's only for its owners; an unknown or hidden number is left out of the answer).
 */
import type { SkuAttrs, SkuAttrsQuery } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { visibleTo } from './model-page.ts';
import { paramRows } from './presenter.ts';
import { catalogueModel } from './read-model.ts';
import { meta, seen, type Viewer } from './viewer-meta.ts';

export async function skuAttrs(db: Kysely<DB>, query: SkuAttrsQuery, viewer: Viewer): Promise<SkuAttrs[]> {
  const [model, m, sees] = await Promise.all([catalogueModel(db), meta(db), seen(db, viewer)]);
  const keys = query.keys ? new Set(query.keys) : null;
  const out: SkuAttrs[] = [];
  for (const skuNo of query.skuNos) {
    const k = model.skuByNo.get(skuNo);
    const spu = k && model.spuById.get(k.spuId);
    if (!k || !spu || !visibleTo(spu, sees)) continue;
    const attrs = keys ? Object.fromEntries(Object.entries(k.attrs).filter(([key]) => keys.has(key))) : k.attrs;
    const item: SkuAttrs = { skuNo, attrs };
    if (query.params) item.params = paramRows(attrs, m.defsByCategory.get(spu.secondCategoryId ?? -1) ?? [], k.texts);
    out.push(item);
  }
  return out;
}
