/**
 * The registry filled by the portal's own sales: shipping an order registers each camera/recorder/lock unit's serial
 * to the buyer inside the shipping transaction; the buyer's serial check then knows it, under warranty.
 */
import { BUYING_API, SERVICE_ORDER_API as S, productLineOfModel } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/support/test-db.ts';
import { mallOrderPayable } from '../order/payable.ts';
import { useOrderWorld } from '../../../test/support/orders.ts';

const PARCELS = [{ carrier: 'SF', trackingNo: 'SF1234567890123' }];
describe.each(testDrivers())('devices registered at shipping on %s', (driver) => {
  const { call, buy, db, orderRow, current } = useOrderWorld(driver);

  it('ships two cameras: two serials of the camera format, the buyer’s, under warranty; shipping again adds none', async () => {
    const { world, buyer } = current();
    const { res } = await buy(buyer, [{ skuNo: 'SKU-B4-4', quantity: 2 }]);
    expect(res.statusCode, res.body).toBe(200);
    const orderNo = res.json().data.orderNo as string;
    const o = await orderRow(orderNo);
    await db()
      .transaction()
      .execute((tx) =>
        mallOrderPayable.markPaid(tx, orderNo, {
          paymentNo: 'P1',
          channel: 'wechat',
          amountFen: o.pay_fen,
          paidAt: new Date(),
        }),
      );
    const line = await db()
      .selectFrom('mall_order_line')
      .selectAll()
      .where('order_id', '=', o.id)
      .executeTakeFirstOrThrow();
    expect(productLineOfModel([line.spu_name, line.sku_name, line.model])?.key).toBe('IPC');
    expect((await call(world.shopToken, 'POST', BUYING_API.ship, { orderNo, parcels: PARCELS })).statusCode).toBe(200);
    const devices = await db().selectFrom('service_device').selectAll().where('source_no', '=', orderNo).execute();
    expect(devices).toHaveLength(2);
    for (const d of devices) {
      expect(d.serial).toMatch(/^IPC\d{10}$/);
      expect(Number(d.account_id)).toBe(buyer.accountId);
    }
    const check = await call(buyer.token, 'GET', `${S.serialCheck}?serial=${devices[0]!.serial}`);
    expect(check.json().data).toMatchObject({ productLine: 'IPC', underWarranty: true, warrantyMonths: 24 });
    expect((await call(world.shopToken, 'POST', BUYING_API.ship, { orderNo, parcels: PARCELS })).statusCode).toBe(422);
    expect(
      await db().selectFrom('service_device').select('serial').where('source_no', '=', orderNo).execute(),
    ).toHaveLength(2);
  });
});
