/**
 * An invoice asked for at checkout (issue 59 §2) over HTTP: kept with the unpaid order, turned into a request once
 * it is paid (the queue's invoice.wishes), at once when the order is already paid; what cannot become one is kept
 * with its reason for the order page; an order's page sees its invoices. On PostgreSQL, twenty turns at once make
 * one request.
 */
import { INVOICE_API, INVOICE_WISH_WORDS, type InvoiceOfOrder } from '@portal/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnWishes } from './wishes.ts';
import { createBuyingWorld, type BuyingWorld } from '../../../test/support/buying.ts';
import { COMPANY_TITLE, paidOrder } from '../../../test/support/invoices.ts';
import { createTestApp, injectAs, type TestContext } from '../../../test/support/test-app.ts';
import { describeOnPostgres, testDrivers } from '../../../test/support/test-db.ts';

type Driver = 'pglite' | 'postgres';

async function setUp(driver: Driver) {
  const ctx = await createTestApp(driver);
  const w = await createBuyingWorld(ctx, 2);
  const title = (await injectAs(ctx, w.buyers[0]!.token, 'POST', INVOICE_API.titleAdd, COMPANY_TITLE)).json().data;
  return { ctx, w, titleId: Number(title.id) };
}

/** An order placed and not yet paid (a paid one with its payment taken back), and how to pay it. */
async function unpaidOrder(ctx: TestContext, w: BuyingWorld, i = 0) {
  const db = ctx.database.db;
  const orderNo = await paidOrder(db, w, i, [{ name: '网络摄像机', model: 'B2', quantity: 2, amountFen: 60_000 }]);
  await db.updateTable('mall_order').set({ paid_at: null, status: 10 }).where('order_no', '=', orderNo).execute();
  const pay = () =>
    db.updateTable('mall_order').set({ paid_at: new Date(), status: 20 }).where('order_no', '=', orderNo).execute();
  return { orderNo, pay };
}

describe.each(testDrivers())('invoices asked for at checkout on %s', (driver) => {
  let ctx: TestContext;
  let w: BuyingWorld;
  let titleId: number;
  const buyer = () => w.buyers[0]!.token;
  const ofOrder = async (orderNo: string): Promise<InvoiceOfOrder> =>
    (await injectAs(ctx, buyer(), 'GET', `${INVOICE_API.ofOrder}?orderNo=${orderNo}`)).json().data;
  const turn = () => turnWishes(ctx.database.db, ctx.config, ctx.app.log);

  beforeAll(async () => {
    ({ ctx, w, titleId } = await setUp(driver));
  });
  afterAll(() => ctx.close());

  it('refuses another buyer’s order, a title unfit for the kind and a bad email', async () => {
    const other = await unpaidOrder(ctx, w, 1);
    const r1 = await injectAs(ctx, buyer(), 'POST', INVOICE_API.wish, {
      orderNo: other.orderNo,
      kind: 'e_normal',
      titleId,
    });
    expect([r1.statusCode, r1.json().reason]).toEqual([404, 'INVOICE_REQUEST.orderNotFound']);
    const mine = await unpaidOrder(ctx, w);
    const personal = (
      await injectAs(ctx, buyer(), 'POST', INVOICE_API.titleAdd, { kind: 'personal', name: '王工' })
    ).json().data.id;
    const r2 = await injectAs(ctx, buyer(), 'POST', INVOICE_API.wish, {
      orderNo: mine.orderNo,
      kind: 'e_special',
      titleId: personal,
    });
    expect(r2.json().reason).toBe('INVOICE.specialNeedsCompany');
    const r3 = await injectAs(ctx, buyer(), 'POST', INVOICE_API.wish, {
      orderNo: mine.orderNo,
      kind: 'e_normal',
      titleId,
      email: '不是邮箱',
    });
    expect([r3.statusCode, r3.json().msg]).toEqual([400, '请输入正确的邮箱地址']);
    expect((await ofOrder(mine.orderNo)).wish).toBeNull();
  });

  it('kept with the unpaid order; once paid, the queue turns it into a request, once', async () => {
    const o = await unpaidOrder(ctx, w);
    const kept = await injectAs(ctx, buyer(), 'POST', INVOICE_API.wish, {
      orderNo: o.orderNo,
      kind: 'e_special',
      titleId,
      email: 'caiwu@anshi.cn',
    });
    expect(kept.json().data).toEqual({
      kind: 'e_special',
      titleName: COMPANY_TITLE.name,
      invoiceId: null,
      failure: null,
    });
    const before = await ofOrder(o.orderNo);
    expect(before).toMatchObject({ order: null, canApply: false, invoices: [] });
    expect(await turn()).toBe(0);
    await o.pay();
    expect(await turn()).toBe(1);
    expect(await turn()).toBe(0);
    const after = await ofOrder(o.orderNo);
    expect(after.canApply).toBe(true);
    expect(after.invoices).toHaveLength(1);
    expect(after.invoices[0]).toMatchObject({
      status: 'requested',
      kind: 'e_special',
      email: 'caiwu@anshi.cn',
      amountFen: 60_000,
    });
    expect(after.wish?.invoiceId).toBe(after.invoices[0]!.id);
    expect(after.order?.invoice).toEqual({ id: after.invoices[0]!.id, status: 'requested' });
    const again = await injectAs(ctx, buyer(), 'POST', INVOICE_API.wish, {
      orderNo: o.orderNo,
      kind: 'e_normal',
      titleId,
    });
    expect(again.json().reason).toBe('INVOICE_REQUEST.alreadyRequested');
  });

  it('on an order already paid it becomes a request at once', async () => {
    const orderNo = await paidOrder(ctx.database.db, w, 0, [
      { name: '录像机', model: 'N8', quantity: 1, amountFen: 45_000 },
    ]);
    const res = await injectAs(ctx, buyer(), 'POST', INVOICE_API.wish, { orderNo, kind: 'e_normal', titleId });
    expect(res.json().data.invoiceId).toEqual(expect.any(Number));
    expect((await ofOrder(orderNo)).invoices.map((i) => i.status)).toEqual(['requested']);
  });

  it('what cannot become a request keeps its reason: a deleted title, an order never paid', async () => {
    const gone = await unpaidOrder(ctx, w);
    const spare = (
      await injectAs(ctx, buyer(), 'POST', INVOICE_API.titleAdd, { ...COMPANY_TITLE, name: '临时抬头' })
    ).json().data.id;
    await injectAs(ctx, buyer(), 'POST', INVOICE_API.wish, { orderNo: gone.orderNo, kind: 'e_normal', titleId: spare });
    await injectAs(ctx, buyer(), 'POST', INVOICE_API.titleDelete, { id: spare });
    await gone.pay();
    await turn();
    expect((await ofOrder(gone.orderNo)).wish).toMatchObject({
      invoiceId: null,
      failure: '发票抬头不存在，请重新选择',
    });

    const late = await unpaidOrder(ctx, w);
    await injectAs(ctx, buyer(), 'POST', INVOICE_API.wish, { orderNo: late.orderNo, kind: 'e_normal', titleId });
    await sql`update invoice_wish set created_at = now() - interval '4 days' where order_no = ${late.orderNo}`.execute(
      ctx.database.db,
    );
    await late.pay();
    expect(await turn()).toBe(0);
    expect((await ofOrder(late.orderNo)).wish?.failure).toBe(INVOICE_WISH_WORDS.expired);
  });
});

describeOnPostgres('invoices asked for at checkout on %s: twenty turns at once', () => {
  let ctx: TestContext;
  afterAll(() => ctx?.close());
  it('make one request', async () => {
    const x = await setUp('postgres');
    ctx = x.ctx;
    const o = await unpaidOrder(ctx, x.w);
    await injectAs(ctx, x.w.buyers[0]!.token, 'POST', INVOICE_API.wish, {
      orderNo: o.orderNo,
      kind: 'e_normal',
      titleId: x.titleId,
    });
    await o.pay();
    const turned = await Promise.all(
      Array.from({ length: 20 }, () => turnWishes(ctx.database.db, ctx.config, ctx.app.log)),
    );
    expect(turned.reduce((s, n) => s + n, 0)).toBe(1);
    const n = await sql<{
      n: string;
    }>`select count(*)::text as n from invoice_order where order_no = ${o.orderNo}`.execute(ctx.database.db);
    expect(n.rows[0]!.n).toBe('1');
    const kept = await sql<{ invoice_id: string | null; live: string }>`
      select w.invoice_id::text, o.invoice_id::text as live from invoice_wish w
        join invoice_order o on o.order_no = w.order_no where w.order_no = ${o.orderNo}`.execute(ctx.database.db);
    expect(kept.rows[0]!.invoice_id).toBe(kept.rows[0]!.live);
  });
});
