/**
 * The world of the mall-order suites (order.test.ts, order-lifecycle.test.ts): an app on the driver, a shop with two
 * buyers, and the calls they make. Registers its own beforeAll/afterAll; `current()` is the world once built.
 */
import type { PreSettlement } from '@portal/domain';
import { BUYING_API } from '@portal/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, injectAs, type TestContext } from './test-app.ts';
import type { Driver } from '../../src/db/database.ts';
import { createBuyingWorld, type Buyer, type BuyingWorld } from './buying.ts';

let keySeq = 0;
export const newKey = () => `test-key-${Date.now().toString(36)}-${++keySeq}`;

export function useOrderWorld(driver: Driver) {
  let ctx: TestContext;
  let world: BuyingWorld;
  let buyer: Buyer;
  let other: Buyer;

  const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    injectAs(ctx, token, method, url, payload);
  const pre = async (token: string, body: object) => call(token, 'POST', BUYING_API.preSettlement, body);
  const place = (token: string, body: object, key: string | null = newKey()) =>
    ctx.app.inject({
      method: 'POST',
      url: BUYING_API.placeOrder,
      payload: body,
      headers: { authorization: `Bearer ${token}`, ...(key === null ? {} : { 'idempotency-key': key }) },
    });
  /** Pre-settles, then places exactly what was shown. */
  const buy = async (b: Buyer, items: { skuNo: string; quantity: number }[], extra: object = {}, key = newKey()) => {
    // Pre-settlement takes the basket and its options; the order's own fields (a remark) go with placeorder only.
    const { remark: _remark, ...settleExtra } = extra as { remark?: string };
    const p = await pre(b.token, { source: 'direct', items, addressId: b.addressId, ...settleExtra });
    expect(p.statusCode, p.body).toBe(200);
    const s = p.json().data as PreSettlement;
    const res = await place(
      b.token,
      { source: 'direct', items, addressId: b.addressId, expectedPayFen: s.payFen, ...extra },
      key,
    );
    return { res, settlement: s };
  };
  const db = () => ctx.database.db;
  const orderRow = (orderNo: string) =>
    db().selectFrom('mall_order').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  const movements = (orderNo: string) =>
    db().selectFrom('stock_movement').selectAll().where('order_no', '=', orderNo).orderBy('id').execute();

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ORDER_SWEEP_SECONDS: '0' });
    world = await createBuyingWorld(ctx, 2);
    [buyer, other] = world.buyers as [Buyer, Buyer];
  });
  afterAll(() => ctx.close());

  return { call, pre, place, buy, db, orderRow, movements, current: () => ({ ctx, world, buyer, other }) };
}
