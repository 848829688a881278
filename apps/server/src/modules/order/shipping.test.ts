/**
 * Shipping with tracking (issue 45 §2): the shop ships a paid order in parcels (carrier + number, each checked by
 * its carrier's pattern), written with the move to 已发货; a double ship or a crowd of ships writes one set; the
 * order's buyer and shop read the parcels with their traces, anyone else finds no order; the sandbox's steps
 * follow the ship time; the Kuaidi100 client speaks the real protocol to a local fake.
 */
import {
  BUYING_API,
  SHIPPING_MESSAGES,
  SHIPPING_WORDS,
  ORDER_MESSAGES,
  ORDER_WORDS,
  type OrderParcels,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingSettings } from '../../config-tracking.ts';
import { fakeKuaidi100, type FakeKuaidi100 } from '../../../test/support/fake-kuaidi100.ts';
import { useOrderWorld } from '../../../test/support/orders.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { mallOrderPayable } from './payable.ts';
import { trackerOf } from './tracking/index.ts';
import { Kuaidi100Tracker } from './tracking/kuaidi100.ts';
import { SandboxTracker } from './tracking/sandbox.ts';

const SF = { carrier: 'SF', trackingNo: 'sf 1234 5678 90123' };
const YTO = { carrier: 'YTO', trackingNo: 'YT9876543210123' };

describe.each(testDrivers())('shipping with parcels on %s', (driver) => {
  const { call, buy, db, orderRow, current } = useOrderWorld(driver);

  const paidOrder = async () => {
    const { buyer } = current();
    const { res } = await buy(buyer, [{ skuNo: 'SKU-HD-4T', quantity: 1 }]);
    expect(res.statusCode, res.body).toBe(200);
    const orderNo = res.json().data.orderNo as string;
    const o = await orderRow(orderNo);
    const paid = await db()
      .transaction()
      .execute((tx) =>
        mallOrderPayable.markPaid(tx, orderNo, {
          paymentNo: `P-${orderNo}`,
          channel: 'wechat',
          amountFen: o.pay_fen,
          paidAt: new Date(),
        }),
      );
    expect(paid).toBe('paid');
    return { orderNo, orderId: o.id };
  };
  const parcelRows = (orderId: number) =>
    db().selectFrom('mall_order_parcel').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
  const ship = (orderNo: string, parcels: unknown) =>
    call(current().world.shopToken, 'POST', BUYING_API.ship, { orderNo, parcels });

  it('ships in two parcels; the buyer and the shop read them with the sandbox trace, others find no order', async () => {
    const { world, buyer, other } = current();
    const { orderNo, orderId } = await paidOrder();
    const res = await ship(orderNo, [SF, YTO]);
    expect([res.statusCode, res.json().msg]).toEqual([200, ORDER_WORDS.shipped]);
    const rows = await parcelRows(orderId);
    expect(rows.map((r) => [r.seq, r.carrier, r.tracking_no])).toEqual([
      [1, 'SF', 'SF1234567890123'],
      [2, 'YTO', 'YT9876543210123'],
    ]);
    const o = await orderRow(orderNo);
    expect(rows.every((r) => new Date(r.shipped_at).getTime() === new Date(o.shipped_at!).getTime())).toBe(true);

    const url = `${BUYING_API.parcels}?orderNo=${orderNo}`;
    for (const token of [buyer.token, world.shopToken]) {
      const got = await call(token, 'GET', url);
      expect(got.statusCode, got.body).toBe(200);
      const data = got.json().data as OrderParcels;
      expect(data.parcels.map((p) => [p.carrierName, p.trackingNo])).toEqual([
        ['顺丰速运', 'SF1234567890123'],
        ['圆通速递', 'YT9876543210123'],
      ]);
      expect(data.parcels[0]!.trace).toMatchObject({
        source: 'sandbox',
        stateLabel: '已揽收',
        note: SHIPPING_WORDS.sandboxNote,
      });
      expect(data.parcels[0]!.trace.steps[0]!.context).toContain('顺丰速运');
    }
    const stranger = await call(other.token, 'GET', url);
    expect([stranger.statusCode, stranger.json().msg]).toEqual([404, ORDER_MESSAGES.notFound]);
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    expect((await call(buyer.token, 'GET', `${BUYING_API.parcels}?orderNo=NOPE`)).statusCode).toBe(404);
  });

  it('refuses bad parcels with 400 in words naming the carrier, and writes nothing', async () => {
    const { orderNo, orderId } = await paidOrder();
    const cases: [unknown, string][] = [
      [undefined, SHIPPING_MESSAGES.parcelsRequired],
      [[], SHIPPING_MESSAGES.parcelsRequired],
      [[{ carrier: 'ZTO', trackingNo: 'SF1234567890123' }], '中通快递的快递单号格式不正确'],
      [[{ carrier: 'UPS', trackingNo: '1Z999' }], SHIPPING_MESSAGES.carrierRequired],
      [[SF, { carrier: 'SF', trackingNo: 'SF1234567890123' }], SHIPPING_MESSAGES.duplicate],
      [
        Array.from({ length: 11 }, (_, i) => ({ carrier: 'YTO', trackingNo: `YT${String(i).padStart(13, '0')}` })),
        SHIPPING_MESSAGES.parcelsMax,
      ],
      [[{ ...SF, weight: 1 }], 'weight'],
    ];
    for (const [parcels, words] of cases) {
      const res = await ship(orderNo, parcels);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toContain(words);
    }
    expect(await parcelRows(orderId)).toEqual([]);
    expect((await orderRow(orderNo)).status).toBe(2);
  });

  it('a second ship is refused and writes nothing; 20 parallel ships write one set', async () => {
    const first = await paidOrder();
    expect((await ship(first.orderNo, [SF])).statusCode).toBe(200);
    const again = await ship(first.orderNo, [SF, YTO]);
    expect([again.statusCode, again.json().msg]).toEqual([422, ORDER_MESSAGES.cannotShip]);
    expect(await parcelRows(first.orderId)).toHaveLength(1);

    const crowd = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => ship(crowd.orderNo, [SF, YTO])));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(422)]);
    expect(await parcelRows(crowd.orderId)).toHaveLength(2);
  });
});

describe('the sandbox trace follows the ship time', () => {
  it('collected at once, in transit after 2 h, out for delivery after 20 h, signed after 26 h', async () => {
    const shippedAt = new Date('2026-11-28T02:00:00Z');
    const t = new SandboxTracker();
    const at = (h: number) =>
      t.trace(
        { carrier: 'JD', trackingNo: 'JDVA12345678901', shippedAt, phone: null },
        new Date(shippedAt.getTime() + h * 3_600_000),
      );
    const labels = await Promise.all([0, 1, 3, 21, 30].map(async (h) => (await at(h)).stateLabel));
    expect(labels).toEqual(['已揽收', '已揽收', '运输中', '派送中', '已签收']);
    const signed = await at(30);
    expect(signed.steps).toHaveLength(4);
    expect(signed.steps.at(-1)).toEqual({
      time: '2026-11-28 10:00:00',
      context: '【京东物流】快件已由卖家交寄，快递员已揽收',
    });
    expect(signed.steps[0]!.time).toBe('2026-11-29 12:00:00');
  });
});

describe('the Kuaidi100 client against a local fake of its query API', () => {
  let fake: FakeKuaidi100;
  const shippedAt = new Date();
  beforeAll(async () => {
    fake = await fakeKuaidi100(
      { CUSTOMER1: 'key-of-customer-1' },
      {
        SF1234567890123: {
          com: 'shunfeng',
          state: '5',
          data: [
            { time: '2026-11-28 15:00:00', context: '【深圳市】快件交给张三，正在派送途中' },
            { time: '2026-11-28 09:00:00', context: '【深圳市】顺丰速运 已收取快件' },
          ],
        },
      },
    );
  });
  afterAll(() => fake.close());

  it('is chosen when both keys are set; signs the query, sends com, num and phone, reads the steps', async () => {
    const env = { KUAIDI100_KEY: 'key-of-customer-1', KUAIDI100_CUSTOMER: 'CUSTOMER1', KUAIDI100_URL: fake.url };
    expect(trackerOf(trackingSettings({ KUAIDI100_KEY: 'k' })).name).toBe('sandbox');
    const tracker = trackerOf(trackingSettings(env));
    expect(tracker.name).toBe('kuaidi100');
    const trace = await tracker.trace(
      { carrier: 'SF', trackingNo: 'SF1234567890123', shippedAt, phone: '13800000002' },
      new Date(),
    );
    expect(fake.asked.at(-1)).toMatchObject({ com: 'shunfeng', num: 'SF1234567890123', phone: '13800000002' });
    expect(trace).toEqual({
      source: 'kuaidi100',
      state: 'delivering',
      stateLabel: '派送中',
      steps: [
        { time: '2026-11-28 15:00:00', context: '【深圳市】快件交给张三，正在派送途中' },
        { time: '2026-11-28 09:00:00', context: '【深圳市】顺丰速运 已收取快件' },
      ],
      note: null,
    });
  });

  it("says Kuaidi100's refusal (unknown number, wrong key) and an unreachable service as a note", async () => {
    const good = new Kuaidi100Tracker({ key: 'key-of-customer-1', customer: 'CUSTOMER1', baseUrl: fake.url });
    const none = await good.trace({ carrier: 'YTO', trackingNo: 'YT0000000000000', shippedAt, phone: null });
    expect(none).toMatchObject({ state: 'unknown', steps: [], note: '快递100：查询无结果，请隔段时间再查' });
    const wrongKey = new Kuaidi100Tracker({ key: 'wrong', customer: 'CUSTOMER1', baseUrl: fake.url });
    const refused = await wrongKey.trace({ carrier: 'SF', trackingNo: 'SF1234567890123', shippedAt, phone: null });
    expect(refused.note).toBe('快递100：POLL:KEY已过期或账号密码不正确');
    const gone = new Kuaidi100Tracker({ key: 'k', customer: 'C', baseUrl: 'http://127.0.0.1:9' });
    expect((await gone.trace({ carrier: 'SF', trackingNo: 'SF1234567890123', shippedAt, phone: null })).note).toBe(
      SHIPPING_MESSAGES.traceUnavailable,
    );
  });
});
