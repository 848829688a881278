/**
 * The service centre through the real HTTP stack on PGlite and PostgreSQL: a free warranty repair and a priced
 * repair paid by the sandbox QR (applied once), the desk's moves with a message at each, close with a refund or a
 * supplement, the share link, and the refusals (nothing changed, never a 500).
 */
import { BUYING_API, PAYMENT_API, SERVICE_ORDER_API as S, chinaDate } from '@portal/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { loginToken } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { scanAndConfirm, waitFor, wallet } from '../../../test/support/payments.ts';
import { createListeningApp, type ListeningContext } from '../../../test/support/payment-app.ts';
import { registerDevices } from './index.ts';
import { processRefunds } from './refunds.ts';

const log = { info: () => {}, warn: () => {}, error: () => {} };

const ADDRESS = {
  provinceCode: '330000',
  provinceName: '浙江',
  cityCode: '330100',
  cityName: '杭州',
  areaCode: '330106',
  areaName: '西湖',
  streetCode: '330106004',
  streetName: '西溪',
  detailAddress: '文三路 90 号 8 楼',
  contactName: '陈明',
  contactPhone: '13912345678',
  isDefault: true,
};
const tomorrow = () => chinaDate(new Date(Date.now() + 86_400_000));
/** A real picture (uploads are decoded: a broken body is refused). */
const PNG = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
  .png()
  .toBuffer();

function multipart(files: { name: string; data: Buffer }[]) {
  const boundary = '----svc' + Math.random().toString(16).slice(2);
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(testDrivers())('service centre on %s', (driver) => {
  let ctx: ListeningContext;
  let seq = 0;
  const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown, headers = {}) =>
    ctx.app.inject({
      method,
      url,
      payload: payload as never,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
  const data = async (p: ReturnType<typeof call>) => {
    const r = await p;
    const b = r.json();
    if (b.code !== 0) throw new Error(`${r.statusCode} ${b.msg}`);
    return b.data;
  };

  async function person(opts: { isSales?: boolean } = {}) {
    const phone = `1396${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(4, '0')}`;
    const id = await createAccount(ctx.database.db, { phone, ...opts });
    const token = await loginToken(ctx, phone);
    let addressId = 0;
    if (!opts.isSales) addressId = (await data(call(token, 'POST', BUYING_API.addressAdd, ADDRESS))).id;
    return { id, token, addressId };
  }
  async function device(serial: string, accountId: number | null, monthsAgo: number, warrantyMonths = 12) {
    await registerDevices(ctx.database.db, [
      {
        serial,
        model: '测试摄像机',
        warrantyMonths,
        shippedAt: new Date(Date.now() - monthsAgo * 31 * 86_400_000),
        accountId,
        source: 'import',
      },
    ]);
  }
  const repair = (u: { addressId: number }, serial: string, extra = {}) => ({
    serviceType: 'repair',
    addressId: u.addressId,
    slotDate: tomorrow(),
    slot: 'pm',
    serial,
    faultType: '无图像',
    fields: { symptom: '夜间无图像' },
    ...extra,
  });
  const countMessages = async (accountId: number) =>
    (
      await ctx.database.db
        .selectFrom('message')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('account_id', '=', accountId)
        .where('kind', '=', 'serviceOrderMoved')
        .executeTakeFirstOrThrow()
    ).n;
  let deskToken = '';

  beforeAll(async () => {
    ctx = await createListeningApp(driver);
    await ctx.database.db
      .insertInto('service_price_rule')
      .values([
        { service_type: 'repair', province_code: null, price_fen: 12000 },
        { service_type: 'password', province_code: null, price_fen: 3000 },
      ])
      .execute();
    const outlet = await ctx.database.db
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
    await ctx.database.db
      .insertInto('service_engineer')
      .values({ outlet_id: outlet.id, name: '赵工', phone: '139' })
      .execute();
    deskToken = (await person({ isSales: true })).token;
  });
  afterAll(() => ctx.close());

  const outletIds = async () => {
    const o = await data(call(null, 'GET', S.outlets));
    return { outletId: o[0].id as number, engineerId: o[0].engineers[0].id as number };
  };

  it('answers a jt header, echoing a well-formed one, and takes the older backend’s token header', async () => {
    const u = await person();
    const a = await call(null, 'GET', S.faultTypes);
    expect(a.headers.jt).toMatch(/^[\w-]{8,64}$/);
    const b = await ctx.app.inject({ method: 'GET', url: S.list, headers: { token: u.token, jt: 'jt-12345678' } });
    expect(b.statusCode).toBe(200);
    expect(b.headers.jt).toBe('jt-12345678');
  });

  it('a free warranty repair: accepted, dispatched, in service, done, with a step and a message at each', async () => {
    const u = await person();
    await device(`IPC2026${String(seq).padStart(6, '0')}`, u.id, 2);
    const serial = `IPC2026${String(seq).padStart(6, '0')}`;
    const check = await data(call(u.token, 'GET', `${S.serialCheck}?serial=${serial.toLowerCase()}`));
    expect(check).toMatchObject({ serial, productLine: 'IPC', underWarranty: true });
    const o = await data(call(u.token, 'POST', S.add, repair(u, serial)));
    expect(o).toMatchObject({ status: 1, priceFen: 0, underWarranty: true, dueFen: 0, cancellable: true });
    // nothing to pay
    expect(
      (
        await call(u.token, 'POST', PAYMENT_API.qrcode, {
          kind: 'service_order',
          orderNo: o.orderNo,
          channel: 'wechat',
        })
      ).json().code,
    ).not.toBe(0);
    const { outletId, engineerId } = await outletIds();
    expect((await data(call(deskToken, 'POST', S.deskAccept, { orderNo: o.orderNo }))).status).toBe(3);
    expect(
      (await data(call(deskToken, 'POST', S.deskDispatch, { orderNo: o.orderNo, outletId, engineerId }))).engineerName,
    ).toBe('赵工');
    expect((await data(call(deskToken, 'POST', S.deskStart, { orderNo: o.orderNo }))).status).toBe(5);
    const done = await data(call(deskToken, 'POST', S.deskClose, { orderNo: o.orderNo, parts: [], finalFen: 0 }));
    expect(done).toMatchObject({ status: 6, refundFen: 0, supplementFen: 0 });
    const seen = await data(call(u.token, 'GET', `${S.detail}?orderNo=${o.orderNo}`));
    expect(seen.steps.map((s: { label: string }) => s.label)).toEqual([
      '已提交',
      '已受理',
      '已派单',
      '服务中',
      '已完成',
    ]);
    expect(Number(await countMessages(u.id))).toBe(4);
    // the buyer cannot cancel a finished order; the desk cannot move it again
    expect((await call(u.token, 'POST', S.cancel, { orderNo: o.orderNo })).json().reason).toBe(
      'SERVICE_ORDER.cannotCancel',
    );
    expect((await call(deskToken, 'POST', S.deskStart, { orderNo: o.orderNo })).json().reason).toBe(
      'SERVICE_ORDER.cannotMove',
    );
  });

  it('a priced repair paid by the sandbox QR once; paying twice refused; closed above the price asks a supplement', async () => {
    const u = await person();
    const serial = `NVR2019${String(seq).padStart(6, '0')}`;
    await device(serial, u.id, 40);
    const o = await data(call(u.token, 'POST', S.add, repair(u, serial)));
    expect(o).toMatchObject({ priceFen: 12000, underWarranty: false, dueFen: 12000 });
    expect((await call(deskToken, 'POST', S.deskAccept, { orderNo: o.orderNo })).json().reason).toBe(
      'SERVICE_ORDER.mustPayFirst',
    );
    const qr = await data(
      call(u.token, 'POST', PAYMENT_API.qrcode, { kind: 'service_order', orderNo: o.orderNo, channel: 'alipay' }),
    );
    expect(qr.amountFen).toBe(12000);
    await scanAndConfirm(qr.codeUrl);
    await waitFor(
      'paid',
      async () => (await data(call(u.token, 'GET', `${S.detail}?orderNo=${o.orderNo}`))).status === 2,
    );
    const again = await call(u.token, 'POST', PAYMENT_API.qrcode, {
      kind: 'service_order',
      orderNo: o.orderNo,
      channel: 'wechat',
    });
    expect(again.json().code).not.toBe(0);
    expect(again.statusCode).toBeLessThan(500);
    const paid = await data(call(u.token, 'GET', `${S.detail}?orderNo=${o.orderNo}`));
    expect(paid).toMatchObject({ paidFen: 12000, payChannel: 'alipay' });
    expect(paid.steps.filter((s: { status: number }) => s.status === 2)).toHaveLength(1);

    const { outletId } = await outletIds();
    await data(call(deskToken, 'POST', S.deskAccept, { orderNo: o.orderNo }));
    await data(call(deskToken, 'POST', S.deskDispatch, { orderNo: o.orderNo, outletId }));
    await data(call(deskToken, 'POST', S.deskStart, { orderNo: o.orderNo }));
    const parts = [{ name: '电源适配器', quantity: 1, priceFen: 3000 }];
    const closed = await data(call(deskToken, 'POST', S.deskClose, { orderNo: o.orderNo, parts, finalFen: 15000 }));
    expect(closed).toMatchObject({ status: 6, supplementFen: 3000, refundFen: 0, supplementPaid: false, parts });
    // the supplement by the wallet, once
    await wallet(ctx, u.id, 10000);
    const url = await data(
      call(u.token, 'POST', PAYMENT_API.walletUrl, {
        terminal: 1,
        walletChannel: 'service_supplement',
        orderNo: o.orderNo,
      }),
    );
    const paymentNo = new URL(url.url, 'http://x').searchParams.get('paymentNo');
    await data(call(u.token, 'POST', PAYMENT_API.walletPay, { paymentNo }));
    expect((await data(call(u.token, 'GET', `${S.detail}?orderNo=${o.orderNo}`))).supplementPaid).toBe(true);
    const twice = await call(u.token, 'POST', PAYMENT_API.walletUrl, {
      terminal: 1,
      walletChannel: 'service_supplement',
      orderNo: o.orderNo,
    });
    expect(twice.json().code).not.toBe(0);
  });

  it('closed below what was paid: the difference is refunded once through the payment channel', async () => {
    const u = await person();
    const serial = `IPC2018${String(seq).padStart(6, '0')}`;
    await device(serial, u.id, 50);
    const o = await data(call(u.token, 'POST', S.add, repair(u, serial)));
    const qr = await data(
      call(u.token, 'POST', PAYMENT_API.qrcode, { kind: 'service_order', orderNo: o.orderNo, channel: 'wechat' }),
    );
    await scanAndConfirm(qr.codeUrl);
    await waitFor(
      'paid',
      async () => (await data(call(u.token, 'GET', `${S.detail}?orderNo=${o.orderNo}`))).status === 2,
    );
    const { outletId } = await outletIds();
    for (const [url, body] of [
      [S.deskAccept, {}],
      [S.deskDispatch, { outletId }],
      [S.deskStart, {}],
    ] as const)
      await data(call(deskToken, 'POST', url, { orderNo: o.orderNo, ...body }));
    const closed = await data(call(deskToken, 'POST', S.deskClose, { orderNo: o.orderNo, finalFen: 8000 }));
    expect(closed.refundFen).toBe(4000);
    // asked by the job queue's task (run here twice at once, and again: one refund)
    await Promise.all([
      processRefunds(ctx.database.db, ctx.config, log),
      processRefunds(ctx.database.db, ctx.config, log),
    ]);
    await processRefunds(ctx.database.db, ctx.config, log);
    expect((await data(call(u.token, 'GET', `${S.detail}?orderNo=${o.orderNo}`))).refunds).toMatchObject([
      { purpose: 'settle', amountFen: 4000, state: 'done' },
    ]);
    const refunds = await ctx.database.db
      .selectFrom('payment_refund')
      .selectAll()
      .where('payment_no', '=', qr.paymentNo)
      .execute();
    expect(refunds.map((r) => r.amount_fen)).toEqual([4000]);
    expect((await call(deskToken, 'POST', S.deskClose, { orderNo: o.orderNo, finalFen: 0 })).json().reason).toBe(
      'SERVICE_ORDER.cannotMove',
    );
  });

  it('refuses a wrong, unknown or foreign serial, a past slot, a cancel after dispatch, another account’s order', async () => {
    const u = await person();
    const other = await person();
    const serial = `IPC2027${String(seq).padStart(6, '0')}`;
    await device(serial, u.id, 1);
    const before = await ctx.database.db
      .selectFrom('service_order')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const refused = async (body: object, reason: string) => {
      const r = await call(u.token, 'POST', S.add, repair(u, serial, body));
      expect(r.statusCode).toBeLessThan(500);
      expect(r.json().reason).toBe(reason);
      expect(r.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    };
    await refused({ serial: 'ABC123' }, 'SERVICE_ORDER.serialFormat');
    await refused({ serial: 'IPC9999999999' }, 'SERVICE_ORDER.serialUnknown');
    const foreign = await call(other.token, 'POST', S.add, repair(other, serial));
    expect(foreign.json().reason).toBe('SERVICE_ORDER.serialForeign');
    await refused({ slotDate: chinaDate(new Date(Date.now() - 86_400_000)) }, 'SERVICE_ORDER.slotPast');
    const bad = await call(u.token, 'POST', S.add, repair(u, serial, { photos: ['https://evil.example/x.png'] }));
    expect(bad.statusCode).toBe(400);
    const after = await ctx.database.db
      .selectFrom('service_order')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);

    const o = await data(call(u.token, 'POST', S.add, repair(u, serial)));
    const theirs = await call(other.token, 'GET', `${S.detail}?orderNo=${o.orderNo}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().msg).toBe('服务订单不存在');
    expect((await call(other.token, 'POST', S.cancel, { orderNo: o.orderNo })).statusCode).toBe(404);
    expect((await call(u.token, 'POST', S.deskAccept, { orderNo: o.orderNo })).statusCode).toBe(403);
    const { outletId } = await outletIds();
    await data(call(deskToken, 'POST', S.deskAccept, { orderNo: o.orderNo }));
    await data(call(deskToken, 'POST', S.deskDispatch, { orderNo: o.orderNo, outletId }));
    const late = await call(u.token, 'POST', S.cancel, { orderNo: o.orderNo });
    expect(late.json()).toMatchObject({ reason: 'SERVICE_ORDER.cannotCancel', msg: '订单已派单或已结束，不能取消' });
    expect((await data(call(u.token, 'GET', `${S.detail}?orderNo=${o.orderNo}`))).status).toBe(4);
    // before dispatch the buyer may cancel
    const o2 = await data(call(u.token, 'POST', S.add, repair(u, serial)));
    expect((await data(call(u.token, 'POST', S.cancel, { orderNo: o2.orderNo }))).status).toBe(7);
  });

  it('password recovery: the share link uploads the photos once, without signing in; used or expired is refused', async () => {
    const u = await person();
    const serial = `LK20260000${String(seq).padStart(4, '0')}`;
    await device(serial, u.id, 1);
    const o = await data(
      call(u.token, 'POST', S.add, {
        serviceType: 'password',
        addressId: u.addressId,
        slotDate: tomorrow(),
        slot: 'am',
        serial,
        fields: { ownerName: '陈明' },
      }),
    );
    const link = await data(call(u.token, 'POST', S.shareLink, { orderNo: o.orderNo }));
    const s = new URL(link.url, 'http://x').searchParams.get('s')!;
    expect((await data(call(null, 'GET', `${S.shareInfo}?s=${s}`))).orderNo).toBe(o.orderNo);
    const m = multipart([
      { name: 'a.png', data: PNG },
      { name: 'b.png', data: PNG },
    ]);
    const up = await ctx.app.inject({
      method: 'POST',
      url: `${S.shareUpload}?s=${s}`,
      payload: m.payload,
      headers: { 'content-type': m.type },
    });
    expect(up.json().data.urls).toHaveLength(2);
    expect((await data(call(u.token, 'GET', `${S.detail}?orderNo=${o.orderNo}`))).photos).toHaveLength(2);
    const m2 = multipart([{ name: 'c.png', data: PNG }]);
    const second = await ctx.app.inject({
      method: 'POST',
      url: `${S.shareUpload}?s=${s}`,
      payload: m2.payload,
      headers: { 'content-type': m2.type },
    });
    expect(second.json().reason).toBe('SERVICE_ORDER.shareUsed');
    expect((await data(call(u.token, 'GET', `${S.detail}?orderNo=${o.orderNo}`))).photos).toHaveLength(2);
    const l2 = await data(call(u.token, 'POST', S.shareLink, { orderNo: o.orderNo }));
    await ctx.database.db
      .updateTable('service_share_link')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    const s2 = new URL(l2.url, 'http://x').searchParams.get('s')!;
    expect((await call(null, 'GET', `${S.shareInfo}?s=${s2}`)).json().reason).toBe('SERVICE_ORDER.shareExpired');
    expect((await call(null, 'GET', `${S.shareInfo}?s=${'x'.repeat(43)}`)).json().reason).toBe(
      'SERVICE_ORDER.shareInvalid',
    );
  });
});
