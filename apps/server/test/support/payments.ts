/** What the payment tests share: a buyer, the API as that buyer, the sandbox's scan page, a funded wallet, the ledger. */
import { PAYMENT_API } from '@portal/domain';
import { expect } from 'vitest';
import { createAccount } from './fixtures.ts';
import { injectAs, loginToken } from './test-app.ts';
import { TEST_KIND, type ListeningContext } from './payment-app.ts';

export const A = PAYMENT_API;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitFor<T>(
  what: string,
  fn: () => Promise<T | null | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

let phoneSeq = 0;
export async function buyer(ctx: ListeningContext): Promise<{ id: number; token: string }> {
  const phone = `1397${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(4, '0')}`;
  const id = await createAccount(ctx.database.db, { phone });
  return { id, token: await loginToken(ctx, phone) };
}

export function api(ctx: ListeningContext, token: string) {
  return {
    summary: (orderNo: string) => injectAs(ctx, token, 'GET', `${A.summary}?kind=${TEST_KIND}&orderNo=${orderNo}`),
    status: (orderNo: string) => injectAs(ctx, token, 'GET', `${A.status}?kind=${TEST_KIND}&orderNo=${orderNo}`),
    qr: (orderNo: string, channel: string) =>
      injectAs(ctx, token, 'POST', A.qrcode, { kind: TEST_KIND, orderNo, channel }),
    walletUrl: (orderNo: string) =>
      injectAs(ctx, token, 'POST', A.walletUrl, { terminal: 1, walletChannel: TEST_KIND, orderNo }),
    walletDetail: (paymentNo: string) => injectAs(ctx, token, 'GET', `${A.walletDetail}?paymentNo=${paymentNo}`),
    walletPay: (paymentNo: string) => injectAs(ctx, token, 'POST', A.walletPay, { paymentNo }),
    balance: () => injectAs(ctx, token, 'GET', A.walletBalance),
  };
}

export async function scanAndConfirm(codeUrl: string): Promise<string> {
  const page = await fetch(codeUrl);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const html = await page.text();
  expect(html).toContain('确认支付');
  expect(html).not.toMatch(/<script/i);
  const confirm = await fetch(codeUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  expect(confirm.status).toBe(303);
  return html;
}

export async function wallet(ctx: ListeningContext, accountId: number, balanceFen: number) {
  await ctx.database.db.transaction().execute(async (tx) => {
    await tx.insertInto('wallet_account').values({ account_id: accountId, balance_fen: balanceFen }).execute();
    await tx
      .insertInto('wallet_ledger')
      .values({
        account_id: accountId,
        kind: 'topup',
        delta_fen: balanceFen,
        balance_after_fen: balanceFen,
        payment_no: null,
      })
      .execute();
  });
}

export async function ledgerSum(ctx: ListeningContext, accountId: number) {
  const r = await ctx.database.db
    .selectFrom('wallet_ledger')
    .select((eb) => eb.fn.sum<number>('delta_fen').as('s'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const b = await ctx.database.db
    .selectFrom('wallet_account')
    .select('balance_fen')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { sum: Number(r.s), balance: Number(b.balance_fen) };
}

export const rejections = (ctx: ListeningContext) =>
  ctx.database.db.selectFrom('payment_notify_rejection').selectAll().orderBy('id').execute();
