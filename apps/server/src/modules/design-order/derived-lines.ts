/**
 * Lines a system step of the survey derives (part 2 §2 system build): the wiring's cable boxes, RJ-45 plugs and
 * information modules, the topology's switches, NVRs and disks. Each is priced as the list prices a new line (the
 * account's price at 100 %, through the domain's reconcileLine), marked with its origin, and counts the units it
 * added (`derived_quantity`): saving the step again first gives back exactly those units (a line the user already had
 * keeps his own), then adds the new ones — one transaction with the order's totals.
 */
import {
  BUY_QUANTITY_MAX,
  RATE_FULL,
  ratePriceOf,
  reconcileLine,
  refusal,
  SURVEY_MESSAGES,
  listedBy,
  SURVEY_ROUTES,
  SURVEY_SYSTEM_ROUTES,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { designSkus } from '../catalogue/index.ts';
import * as dq from './derived-queries.ts';
import * as pq from './point-queries.ts';
import { requireSurveyOrder } from './points.ts';
import * as q from './queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const setDerivedLinesNo = listedBy(
  SURVEY_ROUTES.pointAdd,
  SURVEY_ROUTES.pointRemove,
  SURVEY_ROUTES.pointUpdate,
  SURVEY_ROUTES.sceneRemove,
  SURVEY_SYSTEM_ROUTES.topologySave,
  SURVEY_SYSTEM_ROUTES.wallsSave,
  SURVEY_SYSTEM_ROUTES.wiringSave,
);

export interface DerivedLine {
  skuNo: string;
  quantity: number;
}

export async function setDerivedLines(
  db: Kysely<DB>,
  accountId: number,
  orderId: number,
  origin: dq.LineOrigin,
  /** The lines wanted, or how to read them inside the transaction (from rows it must see as they are now). */
  wanted: readonly DerivedLine[] | ((trx: Transaction<DB>) => Promise<readonly DerivedLine[]>),
): Promise<{ amount: number }> {
  return db.transaction().execute(async (trx: Transaction<DB>) => {
    await requireSurveyOrder(trx, accountId, orderId);
    await dq.giveBackDerived(trx, orderId, origin);
    const lines = (typeof wanted === 'function' ? await wanted(trx) : wanted).filter((l) => l.quantity > 0);
    if (lines.some((l) => l.quantity > BUY_QUANTITY_MAX))
      throw badRequest(setDerivedLinesNo(refusal(SURVEY_MESSAGES, 'tooManyPoints')));
    const skus = await designSkus(
      trx,
      lines.map((l) => l.skuNo),
      accountId,
    );
    let sort = (await q.maxLineSort(trx, orderId)) + 1;
    for (const l of lines) {
      const sku = skus.get(l.skuNo);
      if (!sku || sku.status !== 0) throw notFound(setDerivedLinesNo(refusal(SURVEY_MESSAGES, 'productNotFound')));
      const r = reconcileLine(
        { price: sku.priceFen, rate: RATE_FULL, ratePrice: ratePriceOf(sku.priceFen, RATE_FULL), quantity: 0 },
        { priceFen: sku.priceFen, skuType: sku.skuType },
      );
      // The catalogue's own price at the full rate and no units yet: nothing reconcileLine refuses.
      if (!r.ok) throw new Error(`${sku.skuNo}: ${r.refusal.reason}`);
      const added = await dq.addDerived(trx, {
        orderId,
        sort: sort++,
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
        quantity: l.quantity,
        origin,
      });
      if (!added) throw badRequest(setDerivedLinesNo(refusal(SURVEY_MESSAGES, 'tooManyPoints')));
    }
    await q.refreshOrderTotals(trx, orderId);
    await q.transitionStatus(trx, orderId, 'edited');
    return { amount: await dq.orderAmountOf(trx, orderId) };
  });
}

/**
 * The brackets the order's points are mounted on, as lines derived by the plan (origin 'mount'): given back and
 * set again from the points' count per bracket, so calling it twice changes nothing.
 */
export async function syncMountLines(db: Kysely<DB>, accountId: number, orderId: number) {
  return setDerivedLines(db, accountId, orderId, 'mount', (trx) => pq.mountCounts(trx, orderId));
}
