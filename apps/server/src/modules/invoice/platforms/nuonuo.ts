/**
 * 诺诺开放平台 (nuonuo open platform), the e-invoice API many Chinese sellers use: a POST to /open/v1/services with the
 * envelope (senid, nonce, timestamp, appkey) in the query, the method and the seller's accessToken and tax number in
 * headers, and X-Nuonuo-Sign = base64(HMAC-SHA1(appSecret, "a=services&l=v1&p=open&k=…&i=…&n=…&t=…&f=<body>")), the
 * body sent byte for byte as signed. An invoice is submitted by nuonuo.OpeMplatform.requestBillingNew (answering its
 * serial) and followed by nuonuo.OpeMplatform.queryInvoiceResult (status 2 = issued, 22 = failed, else in progress).
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { chinaParts, type InvoiceKind, type InvoiceLine } from '@portal/domain';
import { PlatformRefused, type InvoicePlatform, type PlatformInvoice, type PlatformResult } from './platform.ts';

export interface NuonuoApp {
  endpoint: string;
  appKey: string;
  appSecret: string;
}
export interface NuonuoSeller {
  accessToken: string;
  taxNo: string;
}

/** The signature of one request: the path's three parts, the envelope and the exact body. */
export function nuonuoSign(
  path: string,
  app: { appKey: string; appSecret: string },
  e: { senid: string; nonce: string; timestamp: string },
  body: string,
): string {
  const [, p, l, a] = path.split('/');
  const text = `a=${a}&l=${l}&p=${p}&k=${app.appKey}&i=${e.senid}&n=${e.nonce}&t=${e.timestamp}&f=${body}`;
  return createHmac('sha1', app.appSecret).update(text, 'utf8').digest('base64');
}

const LINE_OF_KIND: Record<InvoiceKind, string> = { e_normal: 'pc', e_special: 'bs', paper: 'c' };
const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The requestBillingNew body of an invoice. */
export function nuonuoOrder(inv: PlatformInvoice): Record<string, unknown> {
  const at = chinaParts(inv.at);
  const detail = (l: InvoiceLine) => ({
    goodsName: l.name,
    goodsCode: l.taxCode,
    specType: l.model,
    unit: l.unit,
    num: String(l.quantity),
    withTaxFlag: '1',
    taxIncludedAmount: yuan(l.amountFen),
    tax: yuan(l.taxFen),
    taxExcludedAmount: yuan(l.amountFen - l.taxFen),
    taxRate: String(l.taxRate / 10_000),
    invoiceLineProperty: '0',
  });
  return {
    order: {
      buyerName: inv.buyer.name,
      buyerTaxNum: inv.buyer.taxNo,
      buyerTel: inv.buyer.phone,
      buyerAddress: inv.buyer.address,
      buyerAccount: `${inv.buyer.bankName}${inv.buyer.bankAccount}`,
      salerTaxNum: inv.seller.taxNo,
      salerTel: inv.seller.phone,
      salerAddress: inv.seller.address,
      salerAccount: `${inv.seller.bankName}${inv.seller.bankAccount}`,
      orderNo: inv.serialOfPortal,
      invoiceDate: `${at.date} ${at.time}`,
      clerk: inv.seller.name.slice(0, 20),
      pushMode: inv.email ? '0' : '-1',
      email: inv.email,
      invoiceType: inv.direction === 'red' ? '2' : '1',
      ...(inv.reverses ? { invoiceNum: inv.reverses.invoiceNo, redReason: '1' } : {}),
      invoiceLine: LINE_OF_KIND[inv.kind],
      invoiceDetail: inv.lines.map(detail),
    },
  };
}

export function nuonuoPlatform(app: NuonuoApp, seller: NuonuoSeller, fetcher: typeof fetch = fetch): InvoicePlatform {
  const call = async (method: string, payload: unknown): Promise<unknown> => {
    const body = JSON.stringify(payload);
    const e = {
      senid: randomBytes(16).toString('hex'),
      nonce: String(randomInt(10_000_000, 100_000_000)),
      timestamp: String(Math.floor(Date.now() / 1000)),
    };
    const url = new URL(app.endpoint);
    const query = new URLSearchParams({ ...e, appkey: app.appKey });
    const res = await fetcher(`${app.endpoint}?${query}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Nuonuo-Sign': nuonuoSign(url.pathname, app, e, body),
        accessToken: seller.accessToken,
        userTax: seller.taxNo,
        method,
      },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new Error(`诺诺开放平台 HTTP ${res.status}`);
    const answer = (await res.json()) as { code?: string; describe?: string; result?: unknown };
    if (answer.code !== 'E0000')
      throw new PlatformRefused(`${answer.describe ?? '未知错误'}（${answer.code ?? '无代码'}）`);
    return answer.result;
  };
  return {
    name: 'nuonuo',
    async submit(inv) {
      const r = (await call('nuonuo.OpeMplatform.requestBillingNew', nuonuoOrder(inv))) as {
        invoiceSerialNum?: string;
      };
      if (!r?.invoiceSerialNum) throw new Error('诺诺开放平台未返回发票流水号');
      return { serial: r.invoiceSerialNum };
    },
    async query(serial, inv): Promise<PlatformResult> {
      const list = (await call('nuonuo.OpeMplatform.queryInvoiceResult', {
        serialNos: [serial],
        isOfferInvoiceDetail: '0',
      })) as {
        status?: string;
        failCause?: string;
        invoiceNo?: string;
        allElectronicInvoiceNumber?: string;
        invoiceTime?: number;
        pdfUrl?: string;
      }[];
      const r = list?.[0];
      if (!r || (r.status !== '2' && r.status !== '22')) return { state: 'issuing' };
      if (r.status === '22') return { state: 'failed', why: r.failCause || '开票失败' };
      const invoiceNo = r.allElectronicInvoiceNumber || r.invoiceNo;
      if (!invoiceNo || !r.pdfUrl) return { state: 'issuing' };
      const pdf = await fetcher(r.pdfUrl, { signal: AbortSignal.timeout(30_000) });
      if (!pdf.ok) throw new Error(`诺诺发票文件下载失败 HTTP ${pdf.status}`);
      const issuedOn = chinaParts(new Date(r.invoiceTime ?? inv.at.getTime())).date;
      return { state: 'issued', invoiceNo, issuedOn, pdf: Buffer.from(await pdf.arrayBuffer()) };
    },
  };
}
