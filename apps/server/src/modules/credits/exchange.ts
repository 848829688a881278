/**
 * The credits mall: items, stock checks and exchanges. An exchange takes the item's stock and the credits in one
 * transaction by conditional updates; one with a cash part waits for the payment module (Payable 'credits_order',
 * payable.ts) and gives credits and stock back when cancelled or expired.
 */
import { createHash, randomInt } from 'node:crypto';
import {
  type CreditAccountInfo,
  CREDIT_EXCHANGE_STATUS,
  CREDIT_REF_TYPE,
  CREDITS_MESSAGES,
  CREDITS_ROUTES as E,
  listedBy,
  ORDER_MESSAGES,
  ORDER_WORDS,
  creditsAvailable,
  exchangeCost,
  exchangeMaxQuantity,
  orderExpiresAt,
  orderNoOf,
  type CreditExchange,
  type CreditPurchaseResult,
  type CreditSpu,
  type CreditSpuDetail,
  type CreditStockCheck,
  type CreditsSort,
  type creditPurchaseBodySchema,
  refusal,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { businessError, notFound } from '../../http/errors.ts';
import { toExchange, toSpu } from './presenter.ts';
import * as q from './queries.ts';

type Db = Kysely<DB> | Transaction<DB>;
import { applyLedger, balanceOf, creditsSettings } from './ledger.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const requireSpuNo = listedBy(E.manageSpuSave, E.purchase, E.spuDetail, E.stockCheck);
const purchaseNo = listedBy(E.purchase);
const requireOwnExchangeNo = listedBy(E.cancel, E.recordDetail);
const cancelNo = listedBy(E.cancel);

// ---------- the mall ----------

/** My credits account: balance, what was earned and spent, and the exchanges still to pay (overdue ones closed first). */
export async function accountInfo(db: Kysely<DB>, accountId: number): Promise<CreditAccountInfo> {
  await expireOverdue(db, new Date(), { accountId });
  const [acc, unpaid] = await Promise.all([q.accountOf(db, accountId), q.unpaidCount(db, accountId)]);
  return {
    balance: acc?.balance ?? 0,
    earnedTotal: acc?.earned_total ?? 0,
    spentTotal: acc?.spent_total ?? 0,
    unpaidExchanges: unpaid,
    perYuan: creditsSettings().perYuan,
  };
}

export async function spuPage(
  db: Kysely<DB>,
  accountId: number,
  query: { page: number; size: number; keyword?: string | undefined; sort: CreditsSort; affordable: boolean },
): Promise<{ list: CreditSpu[]; total: number }> {
  const maxCredits = query.affordable ? await balanceOf(db, accountId) : null;
  const { rows, total } = await q.spuPage(db, { ...query, maxCredits });
  return { list: rows.map(toSpu), total };
}

export async function requireSpu(db: Db, spuNo: string): Promise<q.SpuRow> {
  const spu = await q.spuByNo(db, spuNo);
  if (!spu) throw notFound(requireSpuNo(refusal(CREDITS_MESSAGES, 'notFound')));
  return spu;
}

export async function spuDetail(db: Kysely<DB>, accountId: number, spuNo: string): Promise<CreditSpuDetail> {
  const spu = await requireSpu(db, spuNo);
  const balance = await balanceOf(db, accountId);
  const item = { stock: spu.total_stock, exchanged: spu.exchanged, credits: spu.credits };
  const cost = exchangeCost(
    { credits: spu.credits, cashFen: spu.cash_fen, stock: creditsAvailable(item), onShelf: spu.status === 0 },
    1,
    balance,
  );
  // the words the page shows under the item
  const refused = 'refusal' in cost ? cost.refusal.msg : null;
  return { ...toSpu(spu), balance, maxQuantity: refused ? 0 : exchangeMaxQuantity(item, balance), refusal: refused };
}

export async function stockCheck(
  db: Kysely<DB>,
  accountId: number,
  input: { spuNo: string; quantity: number },
): Promise<CreditStockCheck> {
  const spu = await requireSpu(db, input.spuNo);
  const balance = await balanceOf(db, accountId);
  const stock = creditsAvailable({ stock: spu.total_stock, exchanged: spu.exchanged });
  const cost = exchangeCost(
    { credits: spu.credits, cashFen: spu.cash_fen, stock, onShelf: spu.status === 0 },
    input.quantity,
    balance,
  );
  return {
    ok: !('refusal' in cost),
    stock,
    credits: spu.credits * input.quantity,
    cashFen: spu.cash_fen * input.quantity,
    balance,
    reason: 'refusal' in cost ? cost.refusal.msg : null,
  };
}

type PurchaseInput = z.output<typeof creditPurchaseBodySchema>;

/** What "the same request" means for a retried exchange: the canonical body's hash. */
function requestHash(b: PurchaseInput): string {
  const a = b.address;
  const canonical = JSON.stringify([
    b.spuNo,
    b.quantity,
    b.expectedCredits,
    b.expectedCashFen,
    b.remark,
    [a.provinceCode, a.cityCode, a.areaCode, a.streetCode ?? '', a.detailAddress, a.contactName, a.contactPhone],
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

async function resultOf(db: Db, row: q.ExchangeRow, hash: string): Promise<CreditPurchaseResult> {
  if (row.request_hash !== hash) throw businessError(purchaseNo(refusal(ORDER_MESSAGES, 'idempotencyKeyReused')));
  return {
    exchangeNo: row.exchange_no,
    status: row.status,
    credits: row.credits,
    cashFen: row.cash_fen,
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    balance: await balanceOf(db, row.account_id),
  };
}

/** Why a conditional take of stock did not happen, read after the fact. */
async function takeRefusal(db: Db, spuId: number, spuNo: string, seen: q.SpuRow) {
  const now = await q.spuByNo(db, spuNo);
  if (!now || now.id !== spuId || now.status !== 0) return refusal(CREDITS_MESSAGES, 'offShelf');
  if (now.credits !== seen.credits || now.cash_fen !== seen.cash_fen) return refusal(CREDITS_MESSAGES, 'priceChanged');
  // what is left is below the quantity, or was a moment ago
  return refusal(CREDITS_MESSAGES, 'outOfStock');
}

/**
 * purchase (exchange): safe to retry under the same Idempotency-Key. In one transaction: the exchange row (unique
 * per account and key), the item's stock (conditional on shelf, price and what is left), then the credits
 * (conditional on the balance). Any refusal rolls all of it back.
 */
export async function purchase(
  db: Kysely<DB>,
  accountId: number,
  body: PurchaseInput,
  idempotencyKey: string,
): Promise<CreditPurchaseResult> {
  const hash = requestHash(body);
  const existing = await q.exchangeByKey(db, accountId, idempotencyKey);
  if (existing) return resultOf(db, existing, hash);

  const spu = await requireSpu(db, body.spuNo);
  const balanceSeen = await balanceOf(db, accountId);
  const cost = exchangeCost(
    {
      credits: spu.credits,
      cashFen: spu.cash_fen,
      stock: creditsAvailable({ stock: spu.total_stock, exchanged: spu.exchanged }),
      onShelf: spu.status === 0,
    },
    body.quantity,
    Number.MAX_SAFE_INTEGER, // the balance is decided by the conditional update, not by this read
  );
  if ('refusal' in cost) throw businessError(purchaseNo(cost.refusal));
  if (cost.credits !== body.expectedCredits || cost.cashFen !== body.expectedCashFen) {
    throw businessError(purchaseNo(refusal(CREDITS_MESSAGES, 'priceChanged')));
  }
  if (cost.credits > balanceSeen) throw businessError(purchaseNo(refusal(CREDITS_MESSAGES, 'short')));

  const now = new Date();
  const withCash = cost.cashFen > 0;
  const outcome = await db.transaction().execute(async (tx) => {
    let exchangeNo = '';
    for (let attempt = 0; ; attempt++) {
      exchangeNo = `JF${orderNoOf(now, randomInt(1_000_000))}`;
      const id = await q.insertExchange(tx, {
        exchangeNo,
        accountId,
        spu,
        quantity: body.quantity,
        status: withCash ? CREDIT_EXCHANGE_STATUS.UNPAID : CREDIT_EXCHANGE_STATUS.EXCHANGED,
        address: body.address,
        remark: body.remark,
        idempotencyKey,
        requestHash: hash,
        expiresAt: withCash ? orderExpiresAt(now, creditsSettings().expireMinutes) : null,
      });
      if (id !== null) break;
      // Nothing inserted: the key was used by a request that committed meanwhile, or the number was taken.
      if (await q.exchangeByKey(tx, accountId, idempotencyKey)) return { duplicate: true as const };
      if (attempt >= 5) throw new Error('无法生成兑换单号');
    }
    if (!(await q.takeStock(tx, spu.id, body.quantity, { credits: spu.credits, cashFen: spu.cash_fen }))) {
      throw businessError(purchaseNo(await takeRefusal(tx, spu.id, spu.spu_no, spu)));
    }
    const balance = await applyLedger(
      tx,
      {
        accountId,
        delta: -cost.credits,
        refType: CREDIT_REF_TYPE.exchange,
        refNo: exchangeNo,
        remark: `兑换 ${spu.name} ×${body.quantity}`,
      },
      () => businessError(purchaseNo(refusal(CREDITS_MESSAGES, 'short'))),
    );
    return { duplicate: false as const, exchangeNo, balance: balance ?? 0 };
  });
  if (outcome.duplicate) {
    const row = await q.exchangeByKey(db, accountId, idempotencyKey);
    if (!row) throw new Error('兑换单丢失');
    return resultOf(db, row, hash);
  }
  return {
    exchangeNo: outcome.exchangeNo,
    status: withCash ? CREDIT_EXCHANGE_STATUS.UNPAID : CREDIT_EXCHANGE_STATUS.EXCHANGED,
    credits: cost.credits,
    cashFen: cost.cashFen,
    expiresAt: withCash ? orderExpiresAt(now, creditsSettings().expireMinutes).toISOString() : null,
    balance: outcome.balance,
  };
}

export async function recordPage(
  db: Kysely<DB>,
  accountId: number,
  query: { page: number; size: number; status?: number | undefined },
): Promise<{ list: CreditExchange[]; total: number }> {
  await expireOverdue(db, new Date(), { accountId });
  const { rows, total } = await q.exchangePage(db, { ...query, accountId });
  return { list: rows.map(toExchange), total };
}

async function requireOwnExchange(db: Db, accountId: number, exchangeNo: string): Promise<q.ExchangeRow> {
  const row = await q.exchangeByNo(db, exchangeNo);
  if (!row || row.account_id !== accountId)
    throw notFound(requireOwnExchangeNo(refusal(CREDITS_MESSAGES, 'exchangeNotFound')));
  return row;
}

export async function recordDetail(db: Kysely<DB>, accountId: number, exchangeNo: string): Promise<CreditExchange> {
  await expireOverdue(db, new Date(), { accountId });
  return toExchange(await requireOwnExchange(db, accountId, exchangeNo));
}

/**
 * Closes an unpaid exchange (cancel by the buyer, or expiry) and gives back stock and credits, in one transaction.
 * Only the move 待付款 -> 已取消 gives anything back, and only once (conditional update; the refund row is unique).
 */
async function close(
  tx: Transaction<DB>,
  exchangeNo: string,
  reason: string,
  extra: { expiredBy?: Date; accountId?: number },
): Promise<boolean> {
  const now = new Date();
  const moved = await q.moveExchange(
    tx,
    exchangeNo,
    CREDIT_EXCHANGE_STATUS.UNPAID,
    { status: CREDIT_EXCHANGE_STATUS.CANCELLED, cancelled_at: now, cancel_reason: reason },
    extra,
  );
  if (!moved) return false;
  await q.giveBackStock(tx, moved.spu_id, moved.quantity);
  await applyLedger(tx, {
    accountId: moved.account_id,
    delta: moved.credits,
    refType: CREDIT_REF_TYPE.refund,
    refNo: moved.exchange_no,
    remark: `${reason}，退回兑换 ${moved.name} 的积分`,
  });
  return true;
}

export async function cancel(db: Kysely<DB>, accountId: number, exchangeNo: string): Promise<void> {
  await requireOwnExchange(db, accountId, exchangeNo);
  const done = await db
    .transaction()
    .execute((tx) => close(tx, exchangeNo, ORDER_WORDS.cancelledByBuyer, { accountId }));
  if (!done) throw businessError(cancelNo(refusal(CREDITS_MESSAGES, 'notCancellable')));
}

/**
 * The expiry sweep: unpaid exchanges past their expiry are closed one by one (each in its own transaction), credits
 * and stock returned. With `accountId`, only that account's (run before its reads so they never show stale state).
 */
export async function expireOverdue(db: Kysely<DB>, now: Date, opts: { accountId?: number; limit?: number } = {}) {
  const nos = await q.overdue(db, now, opts.limit ?? 200, opts.accountId);
  let closed = 0;
  for (const no of nos) {
    if (await db.transaction().execute((tx) => close(tx, no, ORDER_MESSAGES.expired, { expiredBy: now }))) closed++;
  }
  return closed;
}
