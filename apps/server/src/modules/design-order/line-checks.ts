/** Lines as submitted, checked against the catalogue and recomputed (nothing written): shared by the list and the orders. */
import {
  LINE_MESSAGES,
  SkuType,
  checkSoftwareAdditions,
  DESIGN_ORDER_MESSAGES,
  lineRateCap,
  reconcileLine,
  type FavoriteLineInput,
  type PricingFlow,
  refusal,
  listedBy,
  DESIGN_ORDER_ROUTES,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, businessError, notFound } from '../../http/errors.ts';
import { designSkus, type DesignSku } from '../catalogue/index.ts';
import * as q from './queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const checkLinesNo = listedBy(
  DESIGN_ORDER_ROUTES.addBatch,
  DESIGN_ORDER_ROUTES.addProducts,
  DESIGN_ORDER_ROUTES.generate,
  DESIGN_ORDER_ROUTES.quickAdd,
  DESIGN_ORDER_ROUTES.softwareFill,
  DESIGN_ORDER_ROUTES.update,
);
const checkSoftwareNo = listedBy(
  DESIGN_ORDER_ROUTES.quickAdd,
  DESIGN_ORDER_ROUTES.softwareFill,
  DESIGN_ORDER_ROUTES.update,
);

type Db = Kysely<DB> | Transaction<DB>;

export interface CheckedLine extends q.ListWrite {
  sku: DesignSku;
  id: number | undefined;
}

/** Checks submitted lines against the catalogue and recomputes them; throws with nothing written. */
export async function checkLines(
  db: Db,
  accountId: number,
  input: readonly FavoriteLineInput[],
  opts: {
    allowZero: boolean;
    newMustBeActive: boolean;
    /** The selection flow's rates are held to 300% (part 2 §3), except a rate the list already holds for the model. */
    flow?: PricingFlow;
    savedRates?: ReadonlyMap<string, number>;
  },
): Promise<CheckedLine[]> {
  const flow = opts.flow ?? 'list';
  const skus = await designSkus(
    db,
    input.map((l) => l.skuNo),
    accountId,
  );
  return input.map((l) => {
    const sku = skus.get(l.skuNo);
    if (!sku || sku.spuNo !== l.spuNo) throw notFound(checkLinesNo(refusal(DESIGN_ORDER_MESSAGES, 'productNotFound')));
    if (opts.newMustBeActive && l.id === undefined && sku.status !== 0 && l.quantity > 0) {
      throw businessError(checkLinesNo(refusal(LINE_MESSAGES, 'deactivated')));
    }
    if (!opts.allowZero && l.quantity < 1) throw businessError(checkLinesNo(refusal(LINE_MESSAGES, 'badQuantity')));
    const r = reconcileLine(
      { price: l.price, rate: l.rate, ratePrice: l.ratePrice, quantity: l.quantity },
      { priceFen: sku.priceFen, skuType: sku.skuType },
      lineRateCap(flow, l.rate, opts.savedRates?.get(l.skuNo)),
    );
    if (!r.ok) throw businessError(checkLinesNo(r.refusal));
    return {
      id: l.id,
      sku,
      spuNo: sku.spuNo,
      skuNo: sku.skuNo,
      skuType: sku.skuType,
      priceFen: r.line.priceFen,
      rateBp: r.line.rateBp,
      ratePriceFen: r.line.ratePriceFen,
      quantity: r.line.quantity,
      amountFen: r.line.amountFen,
      sort: l.sort,
    };
  });
}

/** Lines given by id must be the account's own lines, of the same model. */
export async function requireOwnListLines(
  db: Db,
  accountId: number,
  lines: readonly { id?: number | undefined; skuNo: string }[],
) {
  const ids = lines.flatMap((l) => (l.id === undefined ? [] : [l.id]));
  if (!ids.length) return;
  const own = new Map((await q.findListItems(db, accountId, ids)).map((r) => [Number(r.id), r.sku_no]));
  for (const l of lines) {
    if (l.id === undefined) continue;
    const sku = own.get(l.id);
    if (sku === undefined) throw notFound(checkLinesNo(refusal(DESIGN_ORDER_MESSAGES, 'lineNotFound')));
    if (sku !== l.skuNo) throw badRequest(checkLinesNo(refusal(DESIGN_ORDER_MESSAGES, 'skuMismatch')));
  }
}

/**
 * The software rules on a save (part 2 §5): software models it adds (not yet in the list) may not be a free
 * product already there nor a second product of a software category; the models it removes free their place.
 */
export async function checkSoftware(
  trx: Transaction<DB>,
  accountId: number,
  removed: readonly string[],
  kept: readonly CheckedLine[],
): Promise<void> {
  const adding = kept.filter((l) => l.skuType === SkuType.software);
  if (!adding.length) return;
  const gone = new Set(removed);
  const rows = (await q.listItems(trx, accountId)).filter((r) => !gone.has(r.sku_no));
  const inList = new Set(rows.map((r) => r.sku_no));
  const c = checkSoftwareAdditions(
    await softwareLines(trx, accountId, rows),
    adding.filter((l) => !inList.has(l.skuNo)).map((l) => softwareLine(l.sku)),
  );
  if (!c.ok) throw businessError(checkSoftwareNo(c.refusal));
}

export const softwareLine = (k: DesignSku) => ({
  skuNo: k.skuNo,
  spuNo: k.spuNo,
  skuType: k.skuType,
  priceFen: k.priceFen,
  categoryId: k.secondCategoryId,
});

/** The software lines among rows of a list or an order, with their software category from the catalogue. */
export async function softwareLines(trx: Db, accountId: number, rows: readonly { sku_no: string; sku_type: number }[]) {
  const software = await designSkus(
    trx,
    rows.filter((r) => r.sku_type === SkuType.software).map((r) => r.sku_no),
    accountId,
  );
  return [...software.values()].map(softwareLine);
}
