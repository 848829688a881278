/**
 * The design funnel's last stage along the real paths (issue 60 §1), on PGlite and PostgreSQL: design orders put in the
 * cart by 「加入购物车」 (DESIGN_ORDER.toCart), the mall orders placed from the cart and paid through the sandbox's
 * Alipay keep the design order's number, a staff refund in 退款管理 takes one back whole. Hand-computed: the first
 * buyer (a second-level dealer) has four design orders — one bought, one bought then refunded in full, one never
 * bought, one of custom products only (nothing to buy) — the second buyer two (one bought, one quoted only); the
 * staff board counts all six, each dealer's board only its own.
 */
import {
  BOARD_API,
  BUYING_API,
  DESIGN_TO_CART_API,
  PAYMENT_API,
  REFUND_API,
  TO_CART_MESSAGES,
  TO_CART_WORDS,
  chinaDate,
  type Board,
  type BoardInsights,
  type DesignToCartResult,
  type PreSettlement,
} from '@portal/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designOrder } from '../../../test/support/board.ts';
import { createBuyingWorld, type Buyer, type BuyingWorld } from '../../../test/support/buying.ts';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createListeningApp, type ListeningContext } from '../../../test/support/payment-app.ts';
import { injectAs, loginToken } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { payableOf, registerPayable } from '../payment/payables.ts';
import { mallOrderPayable } from '../order/payable.ts';
import { refreshBoards } from './refresh.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let keys = 0;

describe.each(testDrivers())('design orders turned into orders, on %s', (driver) => {
  let ctx: ListeningContext;
  let world: BuyingWorld;
  let staff = '';
  const d: Record<string, { id: number; orderNo: string }> = {};

  beforeAll(async () => {
    ctx = await createListeningApp(driver, { ORDER_SWEEP_SECONDS: '0' });
    if (!payableOf('mall_order')) registerPayable(mallOrderPayable);
    world = await createBuyingWorld(ctx, 2);
    await createAccount(ctx.database.db, { phone: '13900064001', isSales: true });
    staff = await loginToken(ctx, '13900064001');
    const db = ctx.database.db;
    const [b1, b2] = world.buyers as [Buyer, Buyer];
    const custom = { skuNo: 'MY-CUSTOM-1', quantity: 3, skuType: 1 };
    d.bought = await designOrder(db, { accountId: b1.accountId, name: '别墅监控', exported: true, lines: [{ skuNo: 'SKU-HD-4T', quantity: 2 }, { skuNo: 'SKU-B4-4', quantity: 1 }, custom, { skuNo: 'SKU-B4-6', quantity: 1 }] }); // prettier-ignore
    d.refunded = await designOrder(db, { accountId: b1.accountId, name: '仓库监控', lines: [{ skuNo: 'SKU-HD-4T', quantity: 1 }] }); // prettier-ignore
    d.never = await designOrder(db, { accountId: b1.accountId, name: '门店监控', lines: [{ skuNo: 'SKU-HD-4T', quantity: 1 }] }); // prettier-ignore
    d.customOnly = await designOrder(db, { accountId: b1.accountId, name: '自定义方案', lines: [custom] });
    d.other = await designOrder(db, { accountId: b2.accountId, name: '学校监控', lines: [{ skuNo: 'SKU-HD-4T', quantity: 1 }] }); // prettier-ignore
    d.otherQuoted = await designOrder(db, { accountId: b2.accountId, name: '工厂监控', exported: true, lines: [{ skuNo: 'SKU-HD-4T', quantity: 1 }] }); // prettier-ignore
  }, 240_000);
  afterAll(() => ctx.close());

  const toCart = (b: Buyer, id: number) => injectAs(ctx, b.token, 'POST', DESIGN_TO_CART_API, { id });

  /** The cart's checked lines ordered (source=cart) and paid through the sandbox's Alipay. */
  async function buyCart(b: Buyer): Promise<{ orderNo: string; payFen: number; paymentNo: string }> {
    const pre = await injectAs(ctx, b.token, 'POST', BUYING_API.preSettlement, { source: 'cart' });
    expect(pre.statusCode, pre.body).toBe(200);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: BUYING_API.placeOrder,
      payload: { source: 'cart', addressId: b.addressId, expectedPayFen: (pre.json().data as PreSettlement).payFen },
      headers: { authorization: `Bearer ${b.token}`, 'idempotency-key': `design-funnel-${++keys}-${Date.now()}` },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderNo, payFen } = placed.json().data as { orderNo: string; payFen: number };
    const qr = (await injectAs(ctx, b.token, 'POST', PAYMENT_API.qrcode, { orderNo, channel: 'alipay' })).json()
      .data as { codeUrl: string; paymentNo: string };
    expect((await fetch(qr.codeUrl, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    for (let i = 0; i < 100; i++) {
      if ((await injectAs(ctx, b.token, 'GET', `${PAYMENT_API.status}?orderNo=${orderNo}`)).json().data.paid) break;
      await sleep(100);
    }
    return { orderNo, payFen, paymentNo: qr.paymentNo };
  }

  it('「加入购物车」 puts the public models at the order’s quantities, says what it leaves out, and the order keeps the number', async () => {
    const [b1] = world.buyers as [Buyer];
    const res = await toCart(b1, d.bought!.id);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data as DesignToCartResult;
    expect([r.added, r.count]).toEqual([2, 2]);
    expect(r.skipped.map((s) => [s.skuNo, s.reason])).toEqual([
      ['MY-CUSTOM-1', TO_CART_WORDS.notPublic],
      ['SKU-B4-6', '商品已售罄'],
    ]);
    const cart = (await injectAs(ctx, b1.token, 'GET', BUYING_API.cartQuery)).json().data as {
      items: { skuNo: string; quantity: number }[];
    };
    expect(cart.items.map((i) => [i.skuNo, i.quantity]).sort()).toEqual([
      ['SKU-B4-4', 1],
      ['SKU-HD-4T', 2],
    ]);
    const { orderNo } = await buyCart(b1);
    const lines = await ctx.database.db
      .selectFrom('mall_order_line as l')
      .innerJoin('mall_order as o', 'o.id', 'l.order_id')
      .select(['l.sku_no', 'l.design_order_no'])
      .where('o.order_no', '=', orderNo)
      .orderBy('l.sku_no')
      .execute();
    expect(lines).toEqual([
      { sku_no: 'SKU-B4-4', design_order_no: d.bought!.orderNo },
      { sku_no: 'SKU-HD-4T', design_order_no: d.bought!.orderNo },
    ]);
    // nothing in it the mall sells: refused, nothing added; someone else's design order is not found
    const none = await toCart(b1, d.customOnly!.id);
    expect([none.statusCode, none.json().msg]).toEqual([422, TO_CART_MESSAGES.nothingToBuy]);
    expect((await toCart(b1, d.other!.id)).statusCode).toBe(404);
  });

  it('the funnel counts design orders with a paid, not wholly refunded order; each dealer sees only its own', async () => {
    const [b1, b2] = world.buyers as [Buyer, Buyer];
    expect((await toCart(b1, d.refunded!.id)).statusCode).toBe(200);
    const refunded = await buyCart(b1);
    const back = await injectAs(ctx, staff, 'POST', REFUND_API.refund, {
      paymentNo: refunded.paymentNo,
      amountFen: refunded.payFen,
      reason: '协商退款',
    });
    expect(back.json(), back.body).toMatchObject({ code: 0, data: { status: 1 } });
    expect((await toCart(b2, d.other!.id)).statusCode).toBe(200);
    await buyCart(b2);
    await refreshBoards(ctx.database.db);
    const q = `unit=month&at=${chinaDate(new Date())}`;
    const insights = (await injectAs(ctx, staff, 'GET', `${BOARD_API.staffInsights}?${q}`)).json()
      .data as BoardInsights;
    // six created; quoted: 别墅监控, 工厂监控; turned into orders: 别墅监控, 学校监控 (仓库监控 refunded whole)
    expect(insights.funnel).toEqual({ created: 6, quoted: 2, surveyed: 0, ordered: 2 });
    const one = (await injectAs(ctx, b1.token, 'GET', `${BOARD_API.dealer}?${q}`)).json().data as Board;
    expect(one.designFunnel).toEqual({ created: 4, quoted: 1, surveyed: 0, ordered: 1 });
    expect(one.designOrders?.map((o) => [o.orderNo, o.quoted, o.ordered]).sort()).toEqual(
      [
        [d.bought!.orderNo, true, true],
        [d.refunded!.orderNo, false, false],
        [d.never!.orderNo, false, false],
        [d.customOnly!.orderNo, false, false],
      ].sort(),
    );
    const two = (await injectAs(ctx, b2.token, 'GET', `${BOARD_API.dealer}?${q}`)).json().data as Board;
    expect(two.designFunnel).toEqual({ created: 2, quoted: 1, surveyed: 0, ordered: 1 });
    expect(two.designOrders?.map((o) => o.orderNo).sort()).toEqual([d.other!.orderNo, d.otherQuoted!.orderNo].sort());
    // the shop's own members made none
    const shop = (await injectAs(ctx, world.shopToken, 'GET', `${BOARD_API.dealer}?${q}`)).json().data as Board;
    expect(shop.designFunnel).toEqual({ created: 0, quoted: 0, surveyed: 0, ordered: 0 });
    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: `${BOARD_API.staffXlsx}?${q}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as never);
    const rows = wb
      .getWorksheet('设计漏斗')!
      .getSheetValues()
      .slice(2)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows).toEqual([
      ['新建设计单', 6],
      ['已报价', 2],
      ['勘测单', 0],
      ['转化为订单（已付款、未全额退款）', 2],
    ]);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `${BOARD_API.dealerXlsx}?${q}`,
      headers: { authorization: `Bearer ${b1.token}` },
    });
    const mine = new ExcelJS.Workbook();
    await mine.xlsx.load(own.rawPayload as never);
    expect(mine.getWorksheet('设计漏斗')!.getRow(5).values).toEqual([undefined, '转化为订单（已付款、未全额退款）', 1]);
    expect(mine.getWorksheet('设计单')!.rowCount).toBe(5);
  });
});
