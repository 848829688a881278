/** Promotion test helpers: a staff (sales) account, activities through the management API, orders through HTTP. */
import { BUYING_API, PROMOTION_API, type PromotionActivity, type PromotionSaveBody } from '@portal/domain';
import { createAccount } from './fixtures.ts';
import { injectAs, loginToken, type TestContext } from './test-app.ts';
import type { Buyer } from './buying.ts';

let seq = 0;
export const newKey = () => `pm-${Date.now().toString(36)}-${process.pid}-${++seq}`;
export const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

export async function staffToken(ctx: TestContext): Promise<string> {
  const phone = `135${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
  await createAccount(ctx.database.db, { phone, isSales: true });
  return loginToken(ctx, phone);
}

/** A price discount on SKU-HD-4T at 399.00 (running from a minute ago for an hour) unless told otherwise. */
export async function createPromotion(
  ctx: TestContext,
  staff: string,
  body: Partial<PromotionSaveBody> = {},
): Promise<PromotionActivity> {
  const res = await injectAs(ctx, staff, 'POST', PROMOTION_API.save, {
    title: '硬盘限时折扣',
    kind: 1,
    startAt: minutes(-1),
    endAt: minutes(60),
    perUserLimit: 5,
    totalLimit: 100,
    items: [{ skuNo: 'SKU-HD-4T', promoFen: 39900 }],
    ...body,
  });
  if (res.statusCode !== 200) throw new Error(`promotion save failed: ${res.body}`);
  return res.json().data as PromotionActivity;
}

export function preSettle(ctx: TestContext, b: Buyer, items: { skuNo: string; quantity: number }[], extra = {}) {
  return injectAs(ctx, b.token, 'POST', BUYING_API.preSettlement, {
    source: 'direct',
    items,
    addressId: b.addressId,
    ...extra,
  });
}

export function placeOrder(ctx: TestContext, b: Buyer, body: object, key = newKey()) {
  return ctx.app.inject({
    method: 'POST',
    url: BUYING_API.placeOrder,
    payload: { source: 'direct', addressId: b.addressId, ...body },
    headers: { authorization: `Bearer ${b.token}`, 'idempotency-key': key },
  });
}
