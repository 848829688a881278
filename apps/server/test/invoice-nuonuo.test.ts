/**
 * The 诺诺 open platform protocol (issue 59 §3): the signature against a value computed apart from the portal (openssl:
 * `printf '<text>' | openssl dgst -sha1 -hmac <secret> -binary | base64`), then a seller issuing through a fake 诺诺 on
 * this machine that checks each request's signature and envelope, answers 开票中 first and the invoice after, and
 * refuses a bad buyer with its own words.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { INVOICE_API, type InvoiceView } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nuonuoSign } from '../src/modules/invoice/index.ts';
import { pollInvoices } from '../src/modules/invoice/poll.ts';
import { createBuyingWorld, type BuyingWorld } from './support/buying.ts';
import { COMPANY_TITLE, paidOrder } from './support/invoices.ts';
import { createTestApp, injectAs, type TestContext } from './support/test-app.ts';
import { testDrivers } from './support/test-db.ts';

const APP = { appKey: 'SD63236305', appSecret: 'SDDED2523BED4643' };

describe('the 诺诺 signature', () => {
  it('is base64(HMAC-SHA1) of the path, envelope and body, as openssl computes it', () => {
    const body = '{"serialNos":["24112900000012345678"],"isOfferInvoiceDetail":"0"}';
    const e = { senid: '6f2c0a4e1b7d4c3e9a8f5b2d1e0c7a9b', nonce: '48213579', timestamp: '1764374400' };
    expect(nuonuoSign('/open/v1/services', APP, e, body)).toBe('oGdAqq8yhflIvmGnqvwILnjSs48=');
  });
});

interface Seen {
  method: string;
  body: Record<string, unknown>;
}

function fakeNuonuo() {
  const seen: Seen[] = [];
  let queries = 0;
  let refuseBuyer = false;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/pdf/1.pdf') {
        res.end(Buffer.from('%PDF-1.4\n% fake nuonuo invoice\n%%EOF\n'));
        return;
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      const q = Object.fromEntries(url.searchParams) as Record<string, string>;
      const ok =
        url.pathname === '/open/v1/services' &&
        q.appkey === APP.appKey &&
        /^\d{8}$/.test(q.nonce ?? '') &&
        req.headers['x-nuonuo-sign'] === nuonuoSign(url.pathname, APP, q as never, raw) &&
        req.headers.accesstoken === 'TOKEN-OF-SELLER';
      const method = String(req.headers.method);
      res.setHeader('content-type', 'application/json');
      if (!ok) return res.end(JSON.stringify({ code: '070301', describe: '签名验证失败' }));
      seen.push({ method, body: JSON.parse(raw) });
      if (method === 'nuonuo.OpeMplatform.requestBillingNew') {
        if (refuseBuyer) return res.end(JSON.stringify({ code: 'E9106', describe: '购方税号格式错误' }));
        return res.end(JSON.stringify({ code: 'E0000', result: { invoiceSerialNum: '24112900000012345678' } }));
      }
      queries += 1;
      const { port } = server.address() as AddressInfo;
      const result =
        queries === 1
          ? [{ status: '20' }]
          : [
              {
                status: '2',
                allElectronicInvoiceNumber: '24332000000123456789',
                invoiceTime: Date.parse('2026-11-29T02:00:00Z'),
                pdfUrl: `http://127.0.0.1:${port}/pdf/1.pdf`,
              },
            ];
      res.end(JSON.stringify({ code: 'E0000', result }));
    });
  });
  return {
    seen,
    server,
    refuse: () => (refuseBuyer = true),
    listen: () =>
      new Promise<number>((r) => server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port))),
  };
}

describe.each(testDrivers())('issuing through 诺诺 on %s', (driver) => {
  let ctx: TestContext;
  let w: BuyingWorld;
  const fake = fakeNuonuo();
  let titleId: number;

  beforeAll(async () => {
    const port = await fake.listen();
    ctx = await createTestApp(driver, {
      NUONUO_APP_KEY: APP.appKey,
      NUONUO_APP_SECRET: APP.appSecret,
      NUONUO_ENDPOINT: `http://127.0.0.1:${port}/open/v1/services`,
    });
    w = await createBuyingWorld(ctx, 1);
    titleId = (await injectAs(ctx, w.buyers[0]!.token, 'POST', INVOICE_API.titleAdd, COMPANY_TITLE)).json().data.id;
    const saved = await injectAs(ctx, w.shopToken, 'POST', INVOICE_API.sellerSettingSave, {
      name: '杭州测试一级经销商',
      taxNo: '91440300708461136T',
      taxCode: '1090511040000000000',
      taxRate: 1300,
      platform: 'nuonuo',
      accessToken: 'TOKEN-OF-SELLER',
    });
    expect(saved.json().data).toMatchObject({ platform: 'nuonuo', hasAccessToken: true });
  });
  afterAll(async () => {
    await ctx.close();
    fake.server.close();
  });

  const ask = async () => {
    const orderNo = await paidOrder(ctx.database.db, w, 0, [
      { name: '网络摄像机', model: 'B2', quantity: 2, amountFen: 56_500 },
    ]);
    const r = await injectAs(ctx, w.buyers[0]!.token, 'POST', INVOICE_API.apply, {
      orderNos: [orderNo],
      kind: 'e_special',
      titleId,
      email: 'a@b.cn',
    });
    return r.json().data as InvoiceView;
  };

  it('sends a signed requestBillingNew, waits while 开票中, then keeps the number, date and PDF', async () => {
    const v = await ask();
    const issued = await injectAs(ctx, w.shopToken, 'POST', INVOICE_API.sellerIssue, { id: v.id });
    expect(issued.json().data.status).toBe('issuing');
    const order = fake.seen[0]!.body.order as Record<string, unknown>;
    expect(order).toMatchObject({
      buyerTaxNum: '91350100M000100Y43',
      salerTaxNum: '91440300708461136T',
      invoiceLine: 'bs',
      invoiceType: '1',
      pushMode: '0',
      email: 'a@b.cn',
    });
    expect(order.invoiceDetail).toEqual([
      expect.objectContaining({
        goodsCode: '1090511040000000000',
        taxIncludedAmount: '565.00',
        tax: '65.00',
        taxExcludedAmount: '500.00',
        taxRate: '0.13',
        num: '2',
      }),
    ]);
    await ctx.database.db
      .updateTable('invoice')
      .set({ poll_after: new Date(0) })
      .execute();
    expect(await pollInvoices(ctx.database.db, ctx.config, ctx.app.log)).toBe(1);
    const after = (await injectAs(ctx, w.shopToken, 'GET', `${INVOICE_API.detail}?id=${v.id}`)).json()
      .data as InvoiceView;
    expect(after).toMatchObject({
      status: 'issued',
      invoiceNo: '24332000000123456789',
      issuedOn: '2026-11-29',
      platform: 'nuonuo',
    });
    const pdf = await ctx.app.inject({ method: 'GET', url: after.fileUrl! });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a refusal by the platform is 开票失败 with its words, and may be tried again', async () => {
    fake.refuse();
    const v = await ask();
    const r = (await injectAs(ctx, w.shopToken, 'POST', INVOICE_API.sellerIssue, { id: v.id })).json()
      .data as InvoiceView;
    expect(r.status).toBe('failed');
    expect(r.failure).toBe('开票平台拒绝开具：购方税号格式错误（E9106）');
  });
});
