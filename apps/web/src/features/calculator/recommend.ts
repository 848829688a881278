/**
 * Candidates for a calculator's recommended products (one request per kind, cached), and adding a
 * recommendation to the user's design list (配单清单): an existing line of the same model keeps its
 * discount and gains the quantity; a new line comes in at the catalogue price and 100.00%.
 */
import {
  DESIGN_API,
  BUY_QUANTITY_MAX,
  RATE_FULL,
  type CandidateModel,
  type DesignLine,
  type FavoriteLineInput,
  type Recommendation,
} from '@portal/domain';
import { api, request } from '../../api/client.ts';
import {
  CATALOGUE_KINDS,
  categoryIdsFor,
  fetchCategoryTree,
  kindAttrsOf,
  SPU_PAGE_PATH,
  type CatalogueKind,
  type CatalogueSpu,
} from './catalogue.ts';

export async function fetchCandidates(kind: CatalogueKind): Promise<CandidateModel[]> {
  const ids = categoryIdsFor(await fetchCategoryTree(), CATALOGUE_KINDS[kind].categoryNames);
  if (!ids.length) return [];
  const env = await request<CatalogueSpu[]>(SPU_PAGE_PATH, {
    params: { categoryIds: ids.join(','), sort: 'price', order: 'asc', page: 1, size: 100, fields: 'skus' },
    silent: true,
  });
  const attrsOf = await kindAttrsOf(kind, env.data);
  return env.data.flatMap((spu) =>
    spu.skus.map((sku) => ({
      spuNo: spu.spuNo,
      skuNo: sku.skuNo,
      model: sku.model,
      name: spu.spuName,
      priceFen: sku.price,
      status: sku.status,
      attrs: attrsOf.get(sku.skuNo)?.attrs ?? {},
    })),
  );
}

/** The lines to send so that the list gains the recommendation's quantity. */
export function linesToAdd(existing: readonly DesignLine[], recs: readonly Recommendation[]): FavoriteLineInput[] {
  return recs.map(({ candidate: c, quantity }) => {
    const line = existing.find((l) => l.skuNo === c.skuNo);
    if (line) {
      return {
        id: line.id,
        spuNo: line.spuNo,
        skuNo: line.skuNo,
        price: line.price,
        rate: line.rate,
        quantity: Math.min(BUY_QUANTITY_MAX, line.quantity + quantity),
      };
    }
    return {
      spuNo: c.spuNo,
      skuNo: c.skuNo,
      price: c.priceFen,
      rate: RATE_FULL,
      quantity: Math.min(BUY_QUANTITY_MAX, quantity),
    };
  });
}

export async function addToDesignList(recs: readonly Recommendation[]): Promise<void> {
  const { lines } = await api.get<{ lines: DesignLine[] }>(DESIGN_API.list);
  await api.post(DESIGN_API.update, { list: linesToAdd(lines, recs) });
}
