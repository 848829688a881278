/**
 * The catalogue's browsing answers (issue 45 §3, part 1 §7): the suite list and a suite's detail at this viewer's
 * prices (domain suits.ts: the models' viewer prices × quantities; unavailable when a model is off shelf, has no
 * price for this viewer or too little stock), a family's short info (spu/info), the brands of the shelf, the hot and
 * recommended lists (families staff label hot or recommended at /catalogueManage, most used first) and the match
 * list's pairing count. Buying a suite is buying its models: the cart and the order re-check every one.
 */
import {
  type Brand,
  CATALOGUE_MESSAGES,
  RECOMMEND_KINDS,
  type RecommendItem,
  refusal,
  type SpuInfo,
  type SuitDetail,
  type SuitListItem,
  spuPageQuerySchema,
  suitModelProblem,
  suitOffer,
  listedBy,
  CATALOGUE_ROUTES,
  CATALOGUE_BROWSE_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import * as b from './browse-queries.ts';
import { toListItem, toSkuBrief, toSuitBrief } from './presenter.ts';
import * as q from './queries.ts';
import { pageSpus } from './service.ts';
import { priced, seen, type Viewer } from './viewer-meta.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const suitDetailNo = listedBy(CATALOGUE_ROUTES.suitDetail);
const spuInfoNo = listedBy(CATALOGUE_BROWSE_ROUTES.spuInfo);

type SuitRow = NonNullable<Awaited<ReturnType<typeof b.findShelvedSuit>>>;
type ModelRow = Awaited<ReturnType<typeof b.suitModels>>[number];

const modelState = (m: ModelRow) => ({
  status: Number(m.status),
  priceFen: m.price_fen === null ? null : Number(m.price_fen),
  stock: Number(m.stock),
  quantity: Number(m.quantity),
});

function suitFor(suit: SuitRow, models: readonly ModelRow[]) {
  const offer = suitOffer(models.map(modelState));
  return {
    ...toSuitBrief(suit),
    price: offer.priceFen,
    referPrice: suit.price_fen === null ? null : Number(suit.price_fen),
    maxSuits: offer.maxSuits,
    unavailable: offer.unavailable,
  };
}

/** goods/suit/page: on-shelf suites with this viewer's price and whether they can be bought now. */
export async function suitPage(
  db: Kysely<DB>,
  query: { page: number; size: number; keyword?: string | undefined; categoryId?: number | undefined },
  viewer: Viewer,
): Promise<{ list: SuitListItem[]; total: number }> {
  const [{ rows, total }, pv] = await Promise.all([
    b.pageShelvedSuits(db, query, query.page, query.size),
    priced(db, viewer),
  ]);
  const models = await b.suitModels(
    db,
    rows.map((r) => Number(r.id)),
    pv.plan,
  );
  const list = rows.map((r) => {
    const own = models.filter((m) => Number(m.suit_id) === Number(r.id));
    return { ...suitFor(r, own), itemCount: own.length, timesUsed: Number(r.times_used) };
  });
  return { list, total };
}

/** goods/suit/detail: a suite with its models at this viewer's prices and stock, each with what is wrong with it. */
export async function suitDetail(db: Kysely<DB>, suitNo: string, viewer: Viewer): Promise<SuitDetail> {
  const found = await findSuitDetail(db, suitNo, viewer);
  if (!found) throw notFound(suitDetailNo(refusal(CATALOGUE_MESSAGES, 'suitNotFound')));
  return found;
}

/** A shelved suite as suitDetail reads it, or null (a seckill's goods answer their own refusal). */
export async function findSuitDetail(db: Kysely<DB>, suitNo: string, viewer: Viewer): Promise<SuitDetail | null> {
  const suit = await b.findShelvedSuit(db, suitNo);
  if (!suit) return null;
  const models = await b.suitModels(db, [Number(suit.id)], (await priced(db, viewer)).plan);
  return {
    ...suitFor(suit, models),
    items: models.map((m) => ({
      ...toSkuBrief(m),
      status: Number(m.status),
      quantity: Number(m.quantity),
      stock: Number(m.stock),
      problem: suitModelProblem(modelState(m)),
    })),
  };
}

/** spu/info: a family's short info at this viewer's price, with its model counts. */
export async function spuInfo(db: Kysely<DB>, spuNo: string, viewer: Viewer): Promise<SpuInfo> {
  const found = await q.findSpuId(db, spuNo, await seen(db, viewer));
  if (!found) throw notFound(spuInfoNo(refusal(CATALOGUE_MESSAGES, 'spuNotFound')));
  const id = Number(found.id);
  const plan = (await priced(db, viewer)).plan;
  const [rows, counts] = await Promise.all([q.listSpusByIds(db, [id], plan), b.modelCounts(db, id)]);
  const [row] = await q.withSkus(db, rows, plan);
  // the list's card (price range, first model) and the family's model counts
  return { ...toListItem(row!), ...counts };
}

/**
 * What content names a family by (related info, the content module): its name, its models' numbers and model names,
 * its categories; null when the viewer may not see it.
 */
export async function familyMentions(
  db: Kysely<DB>,
  spuNo: string,
  viewer: Viewer,
): Promise<{ spuName: string; skuNos: string[]; models: string[]; categoryNames: string[] } | null> {
  const found = await q.findSpuId(db, spuNo, await seen(db, viewer));
  if (!found) return null;
  const id = Number(found.id);
  const [[row], models] = await Promise.all([
    q.listSpusByIds(db, [id], (await priced(db, viewer)).plan),
    b.modelNamesOf(db, id),
  ]);
  return {
    spuName: row!.spu_name,
    skuNos: models.map((m) => m.sku_no),
    models: [...new Set(models.map((m) => m.model).filter(Boolean))],
    categoryNames: [row!.second_category_name, row!.first_category_name].filter((n): n is string => !!n),
  };
}

/** The brands of on-shelf catalogue families (the product list's brand filter). */
export async function brands(db: Kysely<DB>): Promise<Brand[]> {
  return (await b.shelvedBrands(db)).map((r) => ({
    id: Number(r.id),
    name: r.name,
    logoUrl: r.logo_url,
    isOwn: Boolean(r.is_own),
    spuCount: Number(r.n),
  }));
}

/** Hot or recommended families (the label staff set), most used first, at this viewer's prices. */
export async function recommend(
  db: Kysely<DB>,
  query: { kind: keyof typeof RECOMMEND_KINDS; size: number },
  viewer: Viewer,
): Promise<RecommendItem[]> {
  const page = spuPageQuerySchema.parse({
    labels: String(RECOMMEND_KINDS[query.kind]),
    sort: 'sumNo',
    size: query.size,
  });
  const { list } = await pageSpus(db, { ...page, order: 'desc' }, viewer);
  return list.map(({ skus: _skus, ...spu }) => spu);
}

/** The pairing count: the models (lines) and units in the account's match list (配单). */
export function pairingCount(db: Kysely<DB>, accountId: number): Promise<{ count: number; quantity: number }> {
  return b.matchListCount(db, accountId);
}
