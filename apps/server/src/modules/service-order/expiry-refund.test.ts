/**
 * The service centre's background half on PGlite and PostgreSQL: unpaid orders closed by the sweep (and, on
 * PostgreSQL, racing payments: each order ends paid or closed, never both), refunds asked through the job queue's
 * task once only (two runs at once, a run after a crash that reached the payment module), a wallet payment left to
 * staff, allocation types at dispatch, the province-city data, and warranty by product line.
 */
import { BUYING_API, PAYMENT_API, SERVICE_ORDER_API as S, SERVICE_PAY_MINUTES, chinaDate } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { loginToken } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { refundForPayable } from '../payment/index.ts';
import { scanAndConfirm, waitFor, wallet } from '../../../test/support/payments.ts';
import { createListeningApp, type ListeningContext } from '../../../test/support/payment-app.ts';
import { sweepUnpaid } from './expiry.ts';
import { registerDevices } from './index.ts';
import { serviceOrderPayable } from './payable.ts';
import { processRefunds } from './refunds.ts';

const log = { info: () => {}, warn: () => {}, error: () => {} };
const ADDRESS = {
  provinceCode: '330000',
  provinceName: '浙江',
  cityCode: '330100',
  cityName: '杭州',
  areaCode: '330106',
  areaName: '西湖',
  detailAddress: '文三路 90 号 8 楼',
  contactName: '陈明',
  contactPhone: '13912345678',
  isDefault: true,
};
const afterTomorrow = () => chinaDate(new Date(Date.now() + 2 * 86_400_000));
const pastLimit = () => new Date(Date.now() + (SERVICE_PAY_MINUTES + 1) * 60_000);

describe.each(testDrivers())('service centre expiry and refunds on %s', (driver) => {
  let ctx: ListeningContext;
  let seq = 0;
  let deskToken = '';
  const db = () => ctx.database.db;
  const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      payload: payload as never,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const data = async (p: ReturnType<typeof call>) => {
    const r = await p;
    const b = r.json();
    if (b.code !== 0) throw new Error(`${r.statusCode} ${b.msg}`);
    return b.data;
  };
  async function person(isSales = false) {
    const phone = `1395${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(4, '0')}`;
    const id = await createAccount(db(), { phone, isSales });
    const token = await loginToken(ctx, phone);
    const addressId = isSales ? 0 : (await data(call(token, 'POST', BUYING_API.addressAdd, ADDRESS))).id;
    return { id, token, addressId };
  }
  /** A priced repair (out of warranty): 120 yuan due. */
  async function pricedOrder(u: { id: number; token: string; addressId: number }) {
    const serial = `IPC2015${String(++seq).padStart(6, '0')}`;
    await registerDevices(db(), [
      {
        serial,
        model: '测试摄像机',
        warrantyMonths: 12,
        shippedAt: new Date(Date.now() - 800 * 86_400_000),
        accountId: u.id,
        source: 'import',
      },
    ]);
    return data(
      call(u.token, 'POST', S.add, {
        serviceType: 'repair',
        addressId: u.addressId,
        slotDate: afterTomorrow(),
        slot: 'am',
        serial,
        faultType: '无图像',
        fields: { symptom: '不开机' },
      }),
    );
  }
  const detail = (u: { token: string }, orderNo: string) =>
    data(call(u.token, 'GET', `${S.detail}?orderNo=${orderNo}`));
  const messages = (accountId: number, kind: string) =>
    db().selectFrom('message').select('body').where('account_id', '=', accountId).where('kind', '=', kind).execute();

  beforeAll(async () => {
    ctx = await createListeningApp(driver, { ORDER_SWEEP_SECONDS: '0' });
    await db()
      .insertInto('service_price_rule')
      .values({ service_type: 'repair', province_code: null, price_fen: 12000 })
      .execute();
    const outlet = await db()
      .insertInto('service_outlet')
      .values({
        name: '杭州网点',
        province_code: '330000',
        province_name: '浙江省',
        city_name: '杭州市',
        address: '文三路',
        phone: '0571-1',
        longitude: 120.1,
        latitude: 30.2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('service_engineer').values({ outlet_id: outlet.id, name: '赵工', phone: '139' }).execute();
    deskToken = (await person(true)).token;
  });
  afterAll(() => ctx.close());

  it('an unpaid order closes after the limit, once, and the buyer is told; it can no longer be paid', async () => {
    const u = await person();
    const o = await pricedOrder(u);
    expect(new Date(o.payUntil).getTime() - new Date(o.createdAt).getTime()).toBeLessThanOrEqual(
      SERVICE_PAY_MINUTES * 60_000 + 1000,
    );
    expect(await sweepUnpaid(db(), new Date())).toBe(0);
    expect((await detail(u, o.orderNo)).status).toBe(1);
    expect(await sweepUnpaid(db(), pastLimit())).toBeGreaterThanOrEqual(1);
    expect(await sweepUnpaid(db(), pastLimit())).toBe(0);
    const closed = await detail(u, o.orderNo);
    expect(closed).toMatchObject({ status: 7, expired: true, payUntil: null, cancellable: false });
    expect(closed.steps.at(-1)).toMatchObject({ status: 7, note: '超时未支付，订单已关闭' });
    expect(await messages(u.id, 'serviceOrderExpired')).toHaveLength(1);
    const qr = await call(u.token, 'POST', PAYMENT_API.qrcode, {
      kind: 'service_order',
      orderNo: o.orderNo,
      channel: 'wechat',
    });
    expect(qr.statusCode).toBeLessThan(500);
    expect(qr.json().code).not.toBe(0);
    expect(qr.json().msg).toBe('订单已超时未支付，已自动关闭');
  });

  it.runIf(driver === 'postgres')(
    'a payment racing the sweep: each order ends paid or closed, never both',
    async () => {
      const u = await person();
      const orders = [];
      for (let i = 0; i < 8; i++) orders.push(await pricedOrder(u));
      const paid = await Promise.all([
        ...orders.map((o, i) =>
          db()
            .transaction()
            .execute((tx) =>
              serviceOrderPayable.markPaid(tx, o.orderNo, {
                paymentNo: `RACE${Date.now()}${i}`,
                channel: 'wechat',
                amountFen: 12000,
                paidAt: new Date(),
              }),
            ),
        ),
        sweepUnpaid(db(), pastLimit()),
        sweepUnpaid(db(), pastLimit()),
      ]);
      for (const [i, o] of orders.entries()) {
        const d = await detail(u, o.orderNo);
        const steps = d.steps.filter((s: { status: number }) => s.status !== 1);
        if (paid[i] === 'paid') {
          expect(d).toMatchObject({ status: 2, paidFen: 12000, expired: false });
        } else {
          expect(paid[i]).toBe('not_payable');
          expect(d).toMatchObject({ status: 7, paidFen: 0, expired: true });
        }
        expect(steps).toHaveLength(1);
      }
      const expired = (await messages(u.id, 'serviceOrderExpired')).length;
      const moved = (await messages(u.id, 'serviceOrderMoved')).length;
      expect(expired + moved).toBe(orders.length);
      expect(expired).toBe(paid.slice(0, orders.length).filter((p) => p === 'not_payable').length);
    },
  );

  it('a paid order cancelled: the refund is queued, asked by the task once, even after a crash midway', async () => {
    const u = await person();
    const o = await pricedOrder(u);
    const qr = await data(
      call(u.token, 'POST', PAYMENT_API.qrcode, { kind: 'service_order', orderNo: o.orderNo, channel: 'alipay' }),
    );
    await scanAndConfirm(qr.codeUrl);
    await waitFor('paid', async () => (await detail(u, o.orderNo)).status === 2);
    const cancelled = await data(call(u.token, 'POST', S.cancel, { orderNo: o.orderNo, reason: '不需要了' }));
    expect(cancelled).toMatchObject({ status: 7, refundFen: 12000 });
    expect(cancelled.refunds).toMatchObject([{ purpose: 'cancel', amountFen: 12000, state: 'pending' }]);
    // nothing asked in the request itself
    const refundRows = () =>
      db().selectFrom('payment_refund').selectAll().where('payment_no', '=', qr.paymentNo).execute();
    expect(await refundRows()).toHaveLength(0);
    // a worker that reached the payment module and died before writing it down
    const row = await db()
      .selectFrom('service_refund')
      .selectAll()
      .where('order_no', '=', o.orderNo)
      .executeTakeFirstOrThrow();
    await refundForPayable(
      db(),
      ctx.config,
      { kind: 'service_order', no: o.orderNo, amountFen: 12000, reason: row.reason, refundNo: row.refund_no },
      log,
    );
    await Promise.all([processRefunds(db(), ctx.config, log), processRefunds(db(), ctx.config, log)]);
    await processRefunds(db(), ctx.config, log, pastLimit());
    expect((await refundRows()).map((r) => [r.refund_no, r.amount_fen])).toEqual([[row.refund_no, 12000]]);
    expect((await detail(u, o.orderNo)).refunds).toMatchObject([{ state: 'done', stateText: '已退款' }]);
    expect(await messages(u.id, 'serviceOrderRefunded')).toHaveLength(1);
    // a second cancel of the same order is refused and queues nothing
    expect((await call(deskToken, 'POST', S.deskCancel, { orderNo: o.orderNo })).json().reason).toBe(
      'SERVICE_ORDER.cannotMove',
    );
    expect(
      await db().selectFrom('service_refund').selectAll().where('order_no', '=', o.orderNo).execute(),
    ).toHaveLength(1);
  });

  it('a wallet payment cannot be refunded online: the refund is left to staff, not retried', async () => {
    const u = await person();
    const o = await pricedOrder(u);
    await wallet(ctx, u.id, 20000);
    const url = await data(
      call(u.token, 'POST', PAYMENT_API.walletUrl, { terminal: 1, walletChannel: 'service_order', orderNo: o.orderNo }),
    );
    const paymentNo = new URL(url.url, 'http://x').searchParams.get('paymentNo');
    await data(call(u.token, 'POST', PAYMENT_API.walletPay, { paymentNo }));
    await data(call(deskToken, 'POST', S.deskCancel, { orderNo: o.orderNo, reason: '无法上门' }));
    await processRefunds(db(), ctx.config, log);
    const r = await db()
      .selectFrom('service_refund')
      .selectAll()
      .where('order_no', '=', o.orderNo)
      .executeTakeFirstOrThrow();
    expect(r).toMatchObject({ state: 'manual', attempts: 1 });
    expect(r.last_error).toMatch(/钱包/);
    expect((await detail(u, o.orderNo)).refunds).toMatchObject([{ state: 'manual', stateText: '退款需人工处理' }]);
  });

  it('dispatch by allocation type: by region, to an engineer, remote; wrong ones refused with nothing changed', async () => {
    const u = await person();
    const serial = `IPC2026${String(++seq).padStart(6, '0')}`;
    await registerDevices(db(), [
      { serial, model: '摄像机', warrantyMonths: null, shippedAt: new Date(), accountId: u.id, source: 'import' },
    ]);
    const order = () =>
      data(
        call(u.token, 'POST', S.add, {
          serviceType: 'repair',
          addressId: u.addressId,
          slotDate: afterTomorrow(),
          slot: 'pm',
          serial,
          faultType: '无图像',
          fields: { symptom: '花屏' },
        }),
      );
    const accepted = async () => {
      const o = await order();
      expect(o.allocationType).toBe(0);
      await data(call(deskToken, 'POST', S.deskAccept, { orderNo: o.orderNo }));
      return o.orderNo as string;
    };
    const a = await accepted();
    const byRegion = await data(call(deskToken, 'POST', S.deskDispatch, { orderNo: a, allocationType: 1 }));
    expect(byRegion).toMatchObject({
      status: 4,
      allocationType: 1,
      allocationLabel: '按地区自动分配网点',
      outletName: '杭州网点',
    });
    const b = await accepted();
    const noEngineer = await call(deskToken, 'POST', S.deskDispatch, { orderNo: b, allocationType: 3, outletId: 1 });
    expect(noEngineer.json().reason).toBe('SERVICE_ORDER.engineerUnknown');
    const bad = await call(deskToken, 'POST', S.deskDispatch, { orderNo: b, allocationType: 11 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('请选择派单方式');
    expect((await detail(u, b)).status).toBe(3);
    const remote = await data(call(deskToken, 'POST', S.deskDispatch, { orderNo: b, allocationType: 8 }));
    expect(remote).toMatchObject({ status: 4, allocationType: 8, outletName: null, engineerName: null });
    expect(remote.steps.at(-1).note).toBe('远程协助（不上门）');
  });

  it('answers the province-city data from the region index, and warranty by product line', async () => {
    const pc = await data(call(null, 'GET', S.provinceCity));
    expect(pc.length).toBeGreaterThanOrEqual(31);
    const zj = pc.find((p: { code: string }) => p.code === '330000');
    expect(zj.name).toMatch(/浙江/);
    expect(zj.cities.map((c: { name: string }) => c.name)).toContain('杭州市');
    const u = await person();
    const shipped = new Date(Date.now() - 18 * 31 * 86_400_000);
    const cam = `IPC2024${String(++seq).padStart(6, '0')}`;
    const lock = `LK2024${String(++seq).padStart(8, '0')}`;
    await registerDevices(db(), [
      { serial: cam, model: '摄像机', warrantyMonths: null, shippedAt: shipped, accountId: u.id, source: 'order' },
      { serial: lock, model: '门锁', warrantyMonths: null, shippedAt: shipped, accountId: u.id, source: 'order' },
    ]);
    expect(await data(call(u.token, 'GET', `${S.serialCheck}?serial=${cam}`))).toMatchObject({
      warrantyMonths: 24,
      warrantyByLine: true,
      underWarranty: true,
    });
    expect(await data(call(u.token, 'GET', `${S.serialCheck}?serial=${lock}`))).toMatchObject({
      warrantyMonths: 12,
      warrantyByLine: true,
      underWarranty: false,
    });
  });
});
