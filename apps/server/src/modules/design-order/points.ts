/**
 * Survey points of a design order (part 2 §3 'product points', §8), for the survey module: placing a product
 * at a point keeps its line at least at the number placed (raising it when needed, those units marked as added
 * by the plan, priced as the list prices a line: the line's own discounted price, or for a model not yet in the
 * order the account's price at 100%, through the domain's reconcileLine); removing a point gives back a unit
 * only if the plan added it. Each change runs in one transaction with the order's totals.
 */
import {
  DESIGN_ORDER_MESSAGES,
  RATE_FULL,
  ratePriceOf,
  reconcileLine,
  refusal,
  SURVEY_MESSAGES,
  SURVEY_ORDER_TYPE,
  listedBy,
  SURVEY_ROUTES,
  SURVEY_SYSTEM_ROUTES,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { designSkus } from '../catalogue/index.ts';
import * as pq from './point-queries.ts';
import * as q from './queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
/** (QUOTATION.view reads a survey's state only for an order it found to be a survey order: not listed here.) */
const requireSurveyOrderNo = listedBy(
  SURVEY_ROUTES.hiddenPage,
  SURVEY_ROUTES.hiddenSave,
  SURVEY_ROUTES.pointAdd,
  SURVEY_ROUTES.pointRemove,
  SURVEY_ROUTES.pointUpdate,
  SURVEY_ROUTES.sceneBatchAdd,
  SURVEY_ROUTES.sceneRemove,
  SURVEY_ROUTES.sceneSave,
  SURVEY_ROUTES.sceneSort,
  SURVEY_ROUTES.scenes,
  SURVEY_SYSTEM_ROUTES.billState,
  SURVEY_SYSTEM_ROUTES.exportStart,
  SURVEY_SYSTEM_ROUTES.servicerGet,
  SURVEY_SYSTEM_ROUTES.servicerSave,
  SURVEY_SYSTEM_ROUTES.topologyRecommend,
  SURVEY_SYSTEM_ROUTES.topologySave,
  SURVEY_SYSTEM_ROUTES.topologySnapshots,
  SURVEY_SYSTEM_ROUTES.wallsSave,
  SURVEY_SYSTEM_ROUTES.wiringList,
  SURVEY_SYSTEM_ROUTES.wiringSave,
);
const requireOwnPointNo = listedBy(SURVEY_ROUTES.pointRemove, SURVEY_ROUTES.pointUpdate);
const pointAddNo = listedBy(SURVEY_ROUTES.pointAdd);
const pointUpdateNo = listedBy(SURVEY_ROUTES.pointUpdate);
const pointRemoveNo = listedBy(SURVEY_ROUTES.pointRemove);

export type { PointDeploy, PointRow } from './point-queries.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The account's design order of the survey type (404 for another account's or a missing one). */
export async function requireSurveyOrder(db: Db, accountId: number, orderId: number) {
  const o = await q.findOrder(db, accountId, orderId);
  if (!o) throw notFound(requireSurveyOrderNo(refusal(DESIGN_ORDER_MESSAGES, 'orderNotFound')));
  if (o.order_type !== SURVEY_ORDER_TYPE)
    throw badRequest(requireSurveyOrderNo(refusal(SURVEY_MESSAGES, 'notSurveyOrder')));
  return { id: Number(o.id), name: o.name };
}

/** The lines of the account's survey order (model, name, quantity), for the survey's hide-products page. */
export async function surveyOrderLines(db: Db, accountId: number, orderId: number) {
  await requireSurveyOrder(db, accountId, orderId);
  const lines = await q.orderLines(db, orderId);
  return lines.map((l) => ({ skuNo: l.sku_no, name: l.sku_name, model: l.model, quantity: l.quantity }));
}

export const scenePoints = (db: Db, surveySceneId: number) => pq.scenePoints(db, surveySceneId);
export const countScenePoints = (db: Db, surveySceneId: number) => pq.countScenePoints(db, surveySceneId);

/** The point if its order is the account's (else 404). */
export async function requireOwnPoint(db: Db, accountId: number, pointId: number) {
  const p = await pq.pointOwner(db, pointId);
  if (!p || Number(p.account_id) !== accountId || p.survey_scene_id === null)
    throw notFound(requireOwnPointNo(refusal(SURVEY_MESSAGES, 'pointNotFound')));
  return { id: Number(p.id), orderId: Number(p.order_id), surveySceneId: Number(p.survey_scene_id), skuNo: p.sku_no };
}

export async function placePoint(
  db: Kysely<DB>,
  accountId: number,
  input: { orderId: number; surveySceneId: number; skuNo: string; x: number; y: number } & pq.PointDeploy,
): Promise<{ point: pq.PointRow; lineQuantity: number; amount: number }> {
  return db.transaction().execute(async (trx) => {
    await requireSurveyOrder(trx, accountId, input.orderId);
    const lines = await q.orderLines(trx, input.orderId);
    if (!lines.some((l) => l.sku_no === input.skuNo)) {
      // A model from the picker: a new line, priced as the list prices a new one (the account's price, 100%).
      const sku = (await designSkus(trx, [input.skuNo], accountId)).get(input.skuNo);
      if (!sku || sku.status !== 0) throw notFound(pointAddNo(refusal(SURVEY_MESSAGES, 'productNotFound')));
      const r = reconcileLine(
        { price: sku.priceFen, rate: RATE_FULL, ratePrice: ratePriceOf(sku.priceFen, RATE_FULL), quantity: 0 },
        { priceFen: sku.priceFen, skuType: sku.skuType },
      );
      // The catalogue's own price at the full rate and no units yet: nothing reconcileLine refuses.
      if (!r.ok) throw new Error(`${sku.skuNo}: ${r.refusal.reason}`);
      await q.mergeOrderLines(
        trx,
        input.orderId,
        [
          {
            spuNo: sku.spuNo,
            skuNo: sku.skuNo,
            spuName: sku.spuName,
            skuName: sku.skuName,
            model: sku.model,
            categoryName: sku.categoryName,
            brandName: sku.brandName,
            picUrl: sku.picUrl,
            skuType: sku.skuType,
            priceFen: r.line.priceFen,
            rateBp: r.line.rateBp,
            ratePriceFen: r.line.ratePriceFen,
            // One unit, added by the plan (raiseToPlaced below keeps it at the placed count).
            quantity: 1,
            amountFen: r.line.ratePriceFen,
          },
        ],
        (await q.maxLineSort(trx, input.orderId)) + 1,
      );
      await pq.markPlanAdded(trx, input.orderId, input.skuNo);
    }
    const id = await pq.insertPoint(trx, input);
    const quantity = await pq.raiseToPlaced(trx, input.orderId, input.skuNo);
    if (quantity === undefined) throw badRequest(pointAddNo(refusal(SURVEY_MESSAGES, 'tooManyPoints')));
    await q.refreshOrderTotals(trx, input.orderId);
    await q.transitionStatus(trx, input.orderId, 'edited');
    const point = await pq.pointById(trx, id);
    return { point: point!, lineQuantity: quantity, amount: await pq.orderAmount(trx, input.orderId) };
  });
}

/** Moves a point or changes its deploy detail: the lines do not change. */
export async function updatePoint(
  db: Kysely<DB>,
  pointId: number,
  input: { x?: number | undefined; y?: number | undefined } & pq.PointDeploy,
): Promise<pq.PointRow> {
  await pq.updatePoint(db, pointId, input);
  const p = await pq.pointById(db, pointId);
  if (!p) throw notFound(pointUpdateNo(refusal(SURVEY_MESSAGES, 'pointNotFound')));
  return p;
}

export async function removePoint(
  db: Kysely<DB>,
  accountId: number,
  pointId: number,
): Promise<{ lineQuantity: number; amount: number }> {
  return db.transaction().execute(async (trx) => {
    const own = await requireOwnPoint(trx, accountId, pointId);
    const gone = await pq.deletePoint(trx, pointId);
    if (!gone) throw notFound(pointRemoveNo(refusal(SURVEY_MESSAGES, 'pointNotFound')));
    const lineQuantity = await pq.giveBackPlanUnit(trx, own.orderId, own.skuNo);
    await q.refreshOrderTotals(trx, own.orderId);
    await q.transitionStatus(trx, own.orderId, 'edited');
    return { lineQuantity, amount: await pq.orderAmount(trx, own.orderId) };
  });
}
