/**
 * The first-level dealers' price lists (dealer_sku_price: one price per dealer and model, and a gold price for its
 * gold second-level buyers), kept by staff. The viewer-price rule (domain viewer-price.ts) prices from them at once:
 * the table's triggers raise catalogue_version and recompute the families' lowest prices (migrations 0014, 0180).
 * A change tells the dealers buying at that list (the prompt module's price-change notice), in its transaction.
 */
import {
  CATALOGUE_ADMIN_MESSAGES,
  refusal,
  type dealerPriceSaveSchema,
  listedBy,
  CATALOGUE_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { businessError, notFound } from '../../http/errors.ts';
import { findFirstDealer } from '../account/index.ts';
import { noticePriceChange } from '../prompt/index.ts';
import { audit, editableSku, type Actor } from './maintenance-guards.ts';
import * as q from './maintenance-queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const manageSaveDealerPriceNo = listedBy(CATALOGUE_ROUTES.manageSaveDealerPrice);
const manageDeleteDealerPriceNo = listedBy(CATALOGUE_ROUTES.manageDeleteDealerPrice);

const M = CATALOGUE_ADMIN_MESSAGES;

export async function saveDealerPrice(db: Kysely<DB>, actor: Actor, input: z.output<typeof dealerPriceSaveSchema>) {
  if (input.goldPriceFen !== null && input.goldPriceFen > input.priceFen)
    throw businessError(manageSaveDealerPriceNo(refusal(M, 'goldAboveDealer')));
  await db.transaction().execute(async (trx) => {
    const { sku } = await editableSku(trx, input.skuId);
    if (!(await findFirstDealer(trx, input.firstMerchantNo)))
      throw notFound(manageSaveDealerPriceNo(refusal(M, 'dealerNotFound')));
    const before = await q.findDealerPrice(trx, input.firstMerchantNo, sku.sku_no);
    await q.upsertDealerPrice(trx, { ...input, skuNo: sku.sku_no });
    const key = `${input.firstMerchantNo}:${sku.sku_no}`;
    const shape = (p: { price_fen: unknown; gold_price_fen: unknown } | undefined) =>
      p
        ? { priceFen: Number(p.price_fen), goldPriceFen: p.gold_price_fen === null ? null : Number(p.gold_price_fen) }
        : null;
    const after = { priceFen: input.priceFen, goldPriceFen: input.goldPriceFen };
    await audit(trx, actor, 'catalogue.dealerPrice.save', 'dealer_sku_price', key, shape(before), after);
    // the dealers buying at this list hear of a change (not of a save that changed nothing)
    if (JSON.stringify(shape(before)) !== JSON.stringify(after))
      await noticePriceChange(trx, [{ firstMerchantNo: input.firstMerchantNo, models: 1 }]);
  });
}

export async function deleteDealerPrice(
  db: Kysely<DB>,
  actor: Actor,
  input: { skuId: number; firstMerchantNo: string },
) {
  await db.transaction().execute(async (trx) => {
    const sku = await q.findSku(trx, input.skuId);
    if (!sku) throw notFound(manageDeleteDealerPriceNo(refusal(M, 'skuNotFound')));
    const before = await q.findDealerPrice(trx, input.firstMerchantNo, sku.sku_no);
    if (!before || !(await q.deleteDealerPrice(trx, input.firstMerchantNo, sku.sku_no))) return;
    await audit(
      trx,
      actor,
      'catalogue.dealerPrice.delete',
      'dealer_sku_price',
      `${input.firstMerchantNo}:${sku.sku_no}`,
      {
        priceFen: Number(before.price_fen),
        goldPriceFen: before.gold_price_fen === null ? null : Number(before.gold_price_fen),
      },
      null,
    );
    await noticePriceChange(trx, [{ firstMerchantNo: input.firstMerchantNo, models: 1 }]);
  });
}
