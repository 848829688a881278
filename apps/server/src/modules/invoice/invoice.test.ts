/**
 * Invoices end to end over HTTP (issue 59 §2-5): a second-level dealer asks for one merged 专票 on two paid orders,
 * the first-level dealer sets its 开票设置 and issues it through the built-in platform, the buyer downloads the PDF;
 * a refund reverses it with a red invoice and a new request for the remainder appears. On both databases; on
 * PostgreSQL fifty sellers' clicks at once issue it once.
 */
import { INVOICE_API, type InvoiceView } from '@portal/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollInvoices } from './poll.ts';
import { reverseRefunded } from './reverse.ts';
import { createBuyingWorld, type BuyingWorld } from '../../../test/support/buying.ts';
import { COMPANY_TITLE, paidOrder, refunded } from '../../../test/support/invoices.ts';
import { createTestApp, injectAs, type TestContext } from '../../../test/support/test-app.ts';
import { describeOnPostgres, testDrivers } from '../../../test/support/test-db.ts';

const TITLE = COMPANY_TITLE;
const SETTING = {
  name: '杭州测试一级经销商',
  taxNo: '91440300708461136T',
  address: '杭州市滨江区',
  phone: '0571-12345678',
  bankName: '工商银行',
  bankAccount: '1202000000000',
  taxCode: '1090511040000000000',
  taxRate: 1300,
  platform: 'local',
};

async function world(driver: 'pglite' | 'postgres') {
  const ctx = await createTestApp(driver);
  const w = await createBuyingWorld(ctx, 2);
  const db = ctx.database.db;
  const a = await paidOrder(
    db,
    w,
    0,
    [
      { name: '网络摄像机', model: 'HY-IPC-B2', quantity: 4, amountFen: 100_000 },
      { name: '硬盘录像机', model: 'HY-NVR-8', quantity: 1, amountFen: 50_000, discountFen: 5_000 },
    ],
    1_000,
  );
  const b = await paidOrder(db, w, 0, [{ name: '交换机', model: 'HY-SW-8', quantity: 2, amountFen: 30_000 }]);
  return { ctx, w, a, b };
}

describe.each(testDrivers())('invoices on %s', (driver) => {
  let ctx: TestContext;
  let w: BuyingWorld;
  let a: string;
  let b: string;
  let titleId: number;
  const call = (token: string | null, method: 'GET' | 'POST', url: string, body?: unknown) =>
    injectAs(ctx, token, method, url, body);
  const buyer = () => w.buyers[0]!.token;

  beforeAll(async () => {
    ({ ctx, w, a, b } = await world(driver));
    titleId = (await call(buyer(), 'POST', INVOICE_API.titleAdd, TITLE)).json().data.id;
  });
  afterAll(() => ctx.close());

  it('refuses what may not be invoiced, each with its reason', async () => {
    const other = await paidOrder(ctx.database.db, w, 1, [
      { name: '网线', model: 'C6', quantity: 1, amountFen: 9_900 },
    ]);
    const r1 = await call(buyer(), 'POST', INVOICE_API.apply, { orderNos: [a, other], kind: 'e_special', titleId });
    expect(r1.statusCode).toBe(404);
    expect(r1.json().reason).toBe('INVOICE_REQUEST.orderNotFound');
    const personal = (await call(buyer(), 'POST', INVOICE_API.titleAdd, { kind: 'personal', name: '王工' })).json().data
      .id;
    const r2 = await call(buyer(), 'POST', INVOICE_API.apply, { orderNos: [a], kind: 'e_special', titleId: personal });
    expect(r2.json().reason).toBe('INVOICE.specialNeedsCompany');
    const r3 = await call(buyer(), 'POST', INVOICE_API.apply, {
      orderNos: [a],
      kind: 'e_special',
      titleId,
      email: 'x',
    });
    expect(r3.statusCode).toBe(400);
    expect(r3.json().msg).toContain('邮箱');
  });

  let blue: InvoiceView;
  it('asks for one merged special invoice for what was paid; a second ask is refused', async () => {
    const res = await call(buyer(), 'POST', INVOICE_API.apply, {
      orderNos: [a, b],
      kind: 'e_special',
      titleId,
      email: 'caiwu@anshi.cn',
    });
    expect(res.statusCode).toBe(200);
    blue = res.json().data;
    expect(blue).toMatchObject({ status: 'requested', amountFen: 100_000 + 45_000 + 1_000 + 30_000 });
    expect(blue.orderNos.sort()).toEqual([a, b].sort());
    const again = await call(buyer(), 'POST', INVOICE_API.apply, { orderNos: [b], kind: 'e_normal', titleId });
    expect(again.json().reason).toBe('INVOICE_REQUEST.alreadyRequested');
    const orders = (await call(buyer(), 'GET', `${INVOICE_API.orders}?page=1&size=10`)).json();
    expect(orders.count).toBe(2);
    expect(orders.data.list.map((o: { invoice: { id: number } }) => o.invoice?.id)).toEqual([blue.id, blue.id]);
  });

  it('the seller sees it in its queue and must set its invoicing first', async () => {
    const page = await call(w.shopToken, 'GET', `${INVOICE_API.sellerPage}?page=1&size=10`);
    expect(page.json().count).toBe(1);
    expect(page.json().data.list[0].id).toBe(blue.id);
    expect((await call(buyer(), 'GET', INVOICE_API.sellerPage)).json().reason).toBe('INVOICE_REQUEST.notSeller');
    const early = await call(w.shopToken, 'POST', INVOICE_API.sellerIssue, { id: blue.id });
    expect(early.json().reason).toBe('INVOICE_REQUEST.sellerNotSet');
    const bad = await call(w.shopToken, 'POST', INVOICE_API.sellerSettingSave, { ...SETTING, taxCode: '10905' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('税收分类编码应为19位数字');
    const ok = await call(w.shopToken, 'POST', INVOICE_API.sellerSettingSave, SETTING);
    expect(ok.json().data).toMatchObject({ taxCode: SETTING.taxCode, platform: 'local', hasAccessToken: false });
  });

  it('issues it through the built-in platform: a number, lines adding up, tax half-up, a private PDF', async () => {
    const res = await call(w.shopToken, 'POST', INVOICE_API.sellerIssue, { id: blue.id });
    expect(res.statusCode).toBe(200);
    const v: InvoiceView = res.json().data;
    expect(v.status).toBe('issued');
    expect(v.invoiceNo).toMatch(/^\d{20}$/);
    expect(v.lines.reduce((s, l) => s + l.amountFen, 0)).toBe(v.amountFen);
    expect(v.lines.map((l) => l.name)).toEqual(['网络摄像机', '硬盘录像机', '运费', '交换机']);
    expect(v.taxFen).toBe(v.lines.reduce((s, l) => s + l.taxFen, 0));
    expect(v.lines[0]!.taxFen).toBe(11_504); // 100,000 × 13 / 113 = 11,504.4 → 11,504
    expect(v.fileUrl).toMatch(/\/files\/invoices\/.+\.pdf\?e=\d+&s=/);
    const pdf = await ctx.app.inject({ method: 'GET', url: v.fileUrl! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const bare = await ctx.app.inject({ method: 'GET', url: v.fileUrl!.split('?')[0]! });
    expect(bare.statusCode).toBe(403);
    const twice = await call(w.shopToken, 'POST', INVOICE_API.sellerIssue, { id: blue.id });
    expect(twice.json().reason).toBe('INVOICE_REQUEST.notWaiting');
    expect((await call(w.buyers[1]!.token, 'GET', `${INVOICE_API.detail}?id=${blue.id}`)).statusCode).toBe(404);
    blue = v;
  });

  it('a refund after issue reverses it with a red invoice and asks again for what remains', async () => {
    await refunded(ctx.database.db, b, 30_000);
    expect(await reverseRefunded(ctx.database.db, ctx.config, ctx.app.log)).toBe(1);
    expect(await reverseRefunded(ctx.database.db, ctx.config, ctx.app.log)).toBe(0);
    const list: InvoiceView[] = (await call(buyer(), 'GET', `${INVOICE_API.mine}?page=1&size=10`)).json().data.list;
    const red = list.find((i) => i.direction === 'red')!;
    expect(red).toMatchObject({ status: 'issued', reversesId: blue.id, amountFen: -blue.amountFen });
    expect(red.invoiceNo).toMatch(/^\d{20}$/);
    expect(list.find((i) => i.id === blue.id)!.status).toBe('reversed');
    // what remains paid is issued at once through the same platform: a new blue invoice for the rest
    const rest = list.find((i) => i.direction === 'blue' && i.id !== blue.id)!;
    expect(rest).toMatchObject({ status: 'issued', amountFen: 146_000, orderNos: [a] });
    expect(rest.invoiceNo).toMatch(/^\d{20}$/);
    expect(rest.lines.reduce((s, l) => s + l.amountFen, 0)).toBe(146_000);
    const told = await ctx.database.db
      .selectFrom('message')
      .select(['kind', 'body'])
      .where('kind', 'like', 'invoice%')
      .orderBy('id')
      .execute();
    expect(told.map((m) => m.kind)).toEqual(['invoiceRequested', 'invoiceIssued', 'invoiceReversed', 'invoiceIssued']);
    expect(told[1]!.body).toContain(blue.invoiceNo!);
    expect(told[2]!.body).toContain('剩余 ¥1,460.00 已重新申请开票');
    // the seller's export for its accountant: the blue invoice and its red one, money as numbers
    const day = blue.issuedOn!;
    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: `${INVOICE_API.sellerXlsx}?from=${day}&to=${day}`,
      headers: { authorization: `Bearer ${w.shopToken}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as never);
    const sheet = wb.getWorksheet('发票明细')!;
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((r) => [r[2], r[3], r[10]])).toEqual([
      [blue.invoiceNo, '蓝字发票', blue.amountFen / 100],
      [red.invoiceNo, '红字发票', -blue.amountFen / 100],
      [rest.invoiceNo, '蓝字发票', 1_460],
    ]);
    const badRange = await ctx.app.inject({
      method: 'GET',
      url: `${INVOICE_API.sellerXlsx}?from=2026-12-01&to=2026-11-01`,
      headers: { authorization: `Bearer ${w.shopToken}` },
    });
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().msg).toBe('开始日期不能晚于结束日期');
    const issuedOne = await call(buyer(), 'POST', INVOICE_API.cancel, { id: rest.id });
    expect(issuedOne.json().reason).toBe('INVOICE_REQUEST.notCancellable');
    // a request not yet issued may be withdrawn, and its order asked for again
    const c = await paidOrder(ctx.database.db, w, 0, [{ name: '网线', model: 'C6', quantity: 1, amountFen: 9_900 }]);
    const asked = await call(buyer(), 'POST', INVOICE_API.apply, { orderNos: [c], kind: 'e_normal', titleId });
    const cancelled = await call(buyer(), 'POST', INVOICE_API.cancel, { id: asked.json().data.id });
    expect(cancelled.json().data.status).toBe('cancelled');
    const again = await call(buyer(), 'POST', INVOICE_API.apply, { orderNos: [c], kind: 'e_normal', titleId });
    expect(again.json().data).toMatchObject({ status: 'requested', amountFen: 9_900 });
  });
});

describeOnPostgres('invoices on %s: fifty clicks issue once', () => {
  let ctx: TestContext;
  afterAll(() => ctx?.close());
  it('issues once whatever the crowd', async () => {
    const x = await world('postgres');
    ctx = x.ctx;
    const buyer = x.w.buyers[0]!.token;
    const titleId = (await injectAs(ctx, buyer, 'POST', INVOICE_API.titleAdd, TITLE)).json().data.id;
    const id = (
      await injectAs(ctx, buyer, 'POST', INVOICE_API.apply, { orderNos: [x.a], kind: 'e_normal', titleId })
    ).json().data.id;
    await injectAs(ctx, x.w.shopToken, 'POST', INVOICE_API.sellerSettingSave, SETTING);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => injectAs(ctx, x.w.shopToken, 'POST', INVOICE_API.sellerIssue, { id })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(new Set(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().reason))).toEqual(
      new Set(['INVOICE_REQUEST.notWaiting']),
    );
    // the winner's own look at the platform may find the row still locked by a loser's wait: the queue's poll asks then
    await pollInvoices(ctx.database.db, ctx.config, ctx.app.log);
    const rows = await ctx.database.db.selectFrom('invoice').select(['status', 'invoice_no']).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('issued');
    expect(rows[0]!.invoice_no).toMatch(/^\d{20}$/);
  });
});
