/**
 * An invoice issued elsewhere (issue 59 §3): the seller uploads its PDF or OFD (a zip with OFD.xml; any other zip,
 * a picture or a bad number refused in words), records its number and date, and the buyer downloads it by a signed
 * link. A refund later reverses it; what remains waits for the seller (it issues elsewhere, so the portal does not).
 */
import { INVOICE_API, type InvoiceView } from '@portal/domain';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reverseRefunded } from './reverse.ts';
import { createBuyingWorld, type BuyingWorld } from '../../../test/support/buying.ts';
import { multipart } from '../../../test/support/imports.ts';
import { COMPANY_TITLE, paidOrder, refunded } from '../../../test/support/invoices.ts';
import { makePng } from '../../../test/support/png.ts';
import { createTestApp, injectAs, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const zipOf = (name: string) =>
  new JSZip().file(name, '<ofd:OFD xmlns:ofd="http://www.ofdspec.org/2016"/>').generateAsync({ type: 'nodebuffer' });

describe.each(testDrivers())('invoices issued elsewhere, uploaded, on %s', (driver) => {
  let ctx: TestContext;
  let w: BuyingWorld;
  let orderNo: string;
  let id: number;
  const send = (file: Buffer, name: string) => {
    const m = multipart(file, name);
    return ctx.app.inject({
      method: 'POST',
      url: INVOICE_API.sellerFile,
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${w.shopToken}` },
    });
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    w = await createBuyingWorld(ctx, 1);
    const buyer = w.buyers[0]!.token;
    orderNo = await paidOrder(ctx.database.db, w, 0, [
      { name: '网络摄像机', model: 'B2', quantity: 2, amountFen: 60_000 },
    ]);
    const titleId = (await injectAs(ctx, buyer, 'POST', INVOICE_API.titleAdd, COMPANY_TITLE)).json().data.id;
    id = (
      await injectAs(ctx, buyer, 'POST', INVOICE_API.apply, { orderNos: [orderNo], kind: 'e_normal', titleId })
    ).json().data.id;
  });
  afterAll(() => ctx.close());

  it('takes a PDF or an OFD; a zip without OFD.xml or a picture is refused; the buyer cannot upload', async () => {
    for (const [file, name] of [
      [await zipOf('Doc_0/Content.xml'), 'x.ofd'],
      [makePng(20, 20), 'x.png'],
    ] as const) {
      const res = await send(file, name);
      expect([res.statusCode, res.json().msg], name).toEqual([400, '请上传发票文件（PDF或OFD）']);
    }
    const ofd = await send(await zipOf('OFD.xml'), '发票.ofd');
    expect(ofd.json().data.url).toMatch(/\/invoices\/[^?]+\.ofd(\?|$)/);
    const pdf = await send(PDF, '发票.pdf');
    expect(pdf.json().data.url).toMatch(/\/invoices\/[^?]+\.pdf(\?|$)/);
    const m = multipart(PDF, 'x.pdf');
    const asBuyer = await ctx.app.inject({
      method: 'POST',
      url: INVOICE_API.sellerFile,
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${w.buyers[0]!.token}` },
    });
    expect(asBuyer.json().reason).toBe('INVOICE_REQUEST.notSeller');
  });

  let uploaded: InvoiceView;
  it('records the number and date with the file; the buyer downloads the OFD by its signed link', async () => {
    const fileUrl = (await send(await zipOf('OFD.xml'), '发票.ofd')).json().data.url;
    const bad = await injectAs(ctx, w.shopToken, 'POST', INVOICE_API.sellerUpload, {
      id,
      invoiceNo: '12AB',
      issuedOn: '2026-11-29',
      fileUrl,
    });
    expect([bad.statusCode, bad.json().msg]).toEqual([400, '发票号码应为8至20位数字']);
    const res = await injectAs(ctx, w.shopToken, 'POST', INVOICE_API.sellerUpload, {
      id,
      invoiceNo: '26330000000012345678',
      issuedOn: '2026-11-29',
      fileUrl,
    });
    uploaded = res.json().data;
    expect(uploaded).toMatchObject({ status: 'issued', platform: 'upload', invoiceNo: '26330000000012345678' });
    expect(uploaded.lines.reduce((s, l) => s + l.amountFen, 0)).toBe(60_000);
    const mine: InvoiceView = (await injectAs(ctx, w.buyers[0]!.token, 'GET', `${INVOICE_API.detail}?id=${id}`)).json()
      .data;
    expect(mine.fileUrl).toMatch(/\.ofd\?e=\d+&s=/);
    const file = await ctx.app.inject({ method: 'GET', url: mine.fileUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/ofd');
    expect((await ctx.app.inject({ method: 'GET', url: mine.fileUrl!.split('?')[0]! })).statusCode).toBe(403);
  });

  it('a refund reverses it; the remainder waits in the seller’s queue, not issued by the portal', async () => {
    await refunded(ctx.database.db, orderNo, 10_000);
    expect(await reverseRefunded(ctx.database.db, ctx.config, ctx.app.log)).toBe(1);
    const list: InvoiceView[] = (
      await injectAs(ctx, w.buyers[0]!.token, 'GET', `${INVOICE_API.mine}?page=1&size=10`)
    ).json().data.list;
    expect(list.find((i) => i.id === id)!.status).toBe('reversed');
    const rest = list.find((i) => i.direction === 'blue' && i.id !== id)!;
    expect(rest).toMatchObject({ status: 'requested', amountFen: 50_000 });
  });
});
