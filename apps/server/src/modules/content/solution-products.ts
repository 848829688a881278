/**
 * A solution's product list at this viewer's prices (/solution/solutionPurchase). Prices come from the catalogue's
 * purchase lookup (the same per-viewer price the cart and the orders use); models no longer in the public catalogue
 * are left out.
 */
import {
  CONTENT_MESSAGES,
  type SolutionProducts,
  refusal,
  solutionLineAmount,
  listedBy,
  INFORMATION_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError } from '../../http/errors.ts';
import { purchaseSkus } from '../catalogue/index.ts';
import * as q from './solution-queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const solutionProductsNo = listedBy(INFORMATION_ROUTES.solutionProducts);

export async function solutionProducts(
  db: Kysely<DB>,
  contentId: number,
  viewerId: number | null,
): Promise<SolutionProducts> {
  const solution = await q.publishedSolution(db, contentId);
  if (!solution) throw businessError(solutionProductsNo(refusal(CONTENT_MESSAGES, 'solutionNotFound')), 404, 404);
  const lines = await q.solutionLines(db, contentId);
  const skus = await purchaseSkus(
    db,
    { accountId: viewerId },
    lines.map((l) => l.sku_no),
  );
  const list = lines.flatMap((l) => {
    const sku = skus.get(l.sku_no);
    if (!sku) return [];
    const { skuNo, spuNo, skuName, spuName, model, picUrl, priceFen, stock, status } = sku;
    const amountFen = solutionLineAmount(priceFen, l.quantity);
    return [
      { skuNo, spuNo, skuName, spuName, model, picUrl, quantity: l.quantity, priceFen, amountFen, stock, status },
    ];
  });
  const totalFen = list.reduce((sum, l) => sum + (l.amountFen ?? 0), 0);
  return { contentId: solution.id, title: solution.title, list, totalFen };
}
