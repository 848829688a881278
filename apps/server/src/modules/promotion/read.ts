/** The sale pages: every running promotion (/product/sale) and one activity (sale/detail), at this viewer's prices. */
import {
  PROMOTION_KIND_LABEL,
  PROMOTION_MESSAGES,
  PROMOTION_ROUTES,
  listedBy,
  PROMOTION_STATUS,
  PROMOTION_STATUS_LABEL,
  VISITOR_PRICE_PLAN,
  promotionDiscountText,
  promotionRuleText,
  promotionStatus,
  refusal,
  type PromotionActivity,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError } from '../../http/errors.ts';
import { purchaseSkus } from '../catalogue/index.ts';
import { shopList } from '../dealer/index.ts';
import { offerOf } from './basket.ts';
import * as q from './queries.ts';

/** Activities as the pages show them: status from the clock, each model at this viewer's price and its discount. */
export async function present(
  db: Kysely<DB>,
  accountId: number | null,
  rows: readonly q.ActivityRow[],
  now: Date,
): Promise<PromotionActivity[]> {
  const ids = rows.map((r) => Number(r.id));
  const [items, shops] = await Promise.all([q.itemsOf(db, ids), q.shopsOf(db, ids)]);
  const skus = await purchaseSkus(db, accountId === null ? { plan: VISITOR_PRICE_PLAN } : { accountId }, [
    ...new Set(items.map((i) => i.sku_no)),
  ]);
  return rows.map((r) => {
    const o = offerOf(r, items, shops, []);
    const status = promotionStatus(o, now);
    return {
      activityNo: o.activityNo,
      title: o.title,
      kind: o.kind,
      kindLabel: PROMOTION_KIND_LABEL[o.kind],
      ruleText: promotionRuleText({ ...o, buyQuantity: o.gift?.buyQuantity, giftQuantity: o.gift?.giftQuantity }),
      status,
      statusLabel: PROMOTION_STATUS_LABEL[status],
      startAt: o.startAt.toISOString(),
      endAt: o.endAt.toISOString(),
      perUserLimit: o.perUserLimit,
      totalLimit: o.totalLimit,
      used: o.used,
      couponStackable: o.couponStackable,
      thresholdFen: o.thresholdFen,
      offFen: o.offFen,
      gift: o.gift && {
        skuNo: o.gift.skuNo,
        name: o.gift.name,
        buyQuantity: o.gift.buyQuantity,
        giftQuantity: o.gift.giftQuantity,
        left: o.gift.left,
      },
      shops: [...o.shops],
      items: o.items.flatMap((i) => {
        const sku = skus.get(i.skuNo);
        if (!sku) return [];
        // A price discount shows its ratio; the other kinds give a gift or an amount off: 赠品 / the rule.
        const discountText =
          o.kind === 1
            ? promotionDiscountText(sku.priceFen, i.promoFen)
            : o.kind === 3
              ? promotionDiscountText(null, null)
              : promotionRuleText(o);
        return [
          {
            skuNo: sku.skuNo,
            spuNo: sku.spuNo,
            spuName: sku.spuName,
            model: sku.model,
            picUrl: sku.picUrl,
            originFen: sku.priceFen,
            promoFen: o.kind === 1 ? i.promoFen : null,
            discountText,
          },
        ];
      }),
    };
  });
}

export async function page(
  db: Kysely<DB>,
  accountId: number | null,
  query: { kind?: number | undefined; page: number; size: number },
  now = new Date(),
) {
  const { rows, total } = await q.pageActivities(db, { running: now, kind: query.kind }, query.page, query.size);
  return { list: await present(db, accountId, rows, now), total };
}

export async function detail(db: Kysely<DB>, accountId: number | null, activityNo: string, now = new Date()) {
  const row = await q.findActivity(db, activityNo);
  if (!row)
    throw businessError(listedBy(PROMOTION_ROUTES.detail)(refusal(PROMOTION_MESSAGES, 'notFound')), undefined, 404);
  return (await present(db, accountId, [row], now))[0]!;
}

/**
 * The promotions running now over some of a product page's models, as the sale pages show them, limited to those the
 * viewer can buy through: an activity that runs through named shops is shown to a member only when the member's
 * current shop is one of them (a visitor, who has no shop yet, sees every one). Each keeps only the asked models.
 * Soonest ending first.
 */
export async function forModels(
  db: Kysely<DB>,
  accountId: number | null,
  skuNos: readonly string[],
  now = new Date(),
): Promise<PromotionActivity[]> {
  const [rows, shops] = await Promise.all([
    q.runningBetween(db, skuNos, now, now),
    accountId === null ? Promise.resolve([]) : shopList(db, accountId),
  ]);
  const shop = (shops.find((s) => s.choosing === 1) ?? shops[0])?.parentMerchantNo ?? null;
  const asked = new Set(skuNos);
  return (await present(db, accountId, rows, now))
    .filter((a) => a.status === PROMOTION_STATUS.RUNNING)
    .filter((a) => !a.shops.length || shop === null || a.shops.includes(shop))
    .map((a) => ({ ...a, items: a.items.filter((i) => asked.has(i.skuNo)) }))
    .filter((a) => a.items.length > 0)
    .sort((a, b) => a.endAt.localeCompare(b.endAt) || a.activityNo.localeCompare(b.activityNo));
}
