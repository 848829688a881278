/**
 * The credits ledger and its settings. The balance of a credit account only changes together with a ledger row in
 * one transaction (`balance = balance + delta where balance + delta >= 0`, (ref_type, ref_no) unique), so the balance
 * is always the ledger sum, never negative, and nothing is credited or spent twice.
 */
import {
  CREDIT_REF_TYPE,
  CREDITS_PER_YUAN_DEFAULT,
  ORDER_EXPIRE_MINUTES_DEFAULT,
  creditsEarned,
  creditsTakenBack,
  maskPhone,
  type CreditLedgerEntry,
  type CreditRefType,
  type CreditsRank,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { accountContacts } from '../account/index.ts';
import { toLedger } from './presenter.ts';
import * as q from './queries.ts';

type Db = Kysely<DB> | Transaction<DB>;

// ---------- settings ----------

const settings = { perYuan: CREDITS_PER_YUAN_DEFAULT, expireMinutes: ORDER_EXPIRE_MINUTES_DEFAULT };

/** Set once at start from the configuration (CREDITS_PER_YUAN, the order expiry). */
export function configureCredits(s: { perYuan?: number; expireMinutes?: number }): void {
  if (s.perYuan !== undefined) settings.perYuan = s.perYuan;
  if (s.expireMinutes !== undefined) settings.expireMinutes = s.expireMinutes;
}

export const creditsSettings = (): Readonly<typeof settings> => settings;

// ---------- the ledger ----------

/**
 * Applies one ledger row and the balance change it makes, inside the caller's transaction. Answers the new
 * balance, or null when (refType, refNo) was applied before (nothing changes). A spend the balance does not cover
 * throws what `short` makes (the caller's transaction rolls back): only an exchange spends more than it checked
 * (its entry lists '积分不足'); credits earned or given back never fall short and a take-back is capped by the
 * balance, so for them it is a broken invariant.
 */
export async function applyLedger(
  tx: Transaction<DB>,
  row: { accountId: number; delta: number; refType: CreditRefType; refNo: string; remark: string },
  short: () => Error = () => new Error(`积分余额不足以记入 ${row.refType}:${row.refNo}（${row.delta}）`),
): Promise<number | null> {
  if (!Number.isInteger(row.delta) || row.delta === 0) throw new RangeError(`积分变动必须是非零整数：${row.delta}`);
  await q.ensureAccount(tx, row.accountId);
  if (!(await q.insertLedger(tx, row))) return null;
  const balance = await q.moveBalance(tx, row.accountId, row.delta, row.refType);
  if (balance === null) throw short();
  return balance;
}

/**
 * Credits for a mall order that has just moved to paid (called by the order's payable inside the payment
 * notification's transaction): creditsEarned(payFen, CREDITS_PER_YUAN), once per order. Answers what was credited
 * now (0 when nothing is earned or the order earned before).
 */
export async function earnForPaidOrder(
  tx: Transaction<DB>,
  o: { accountId: number; orderNo: string; payFen: number },
): Promise<number> {
  const credits = creditsEarned(o.payFen, settings.perYuan);
  if (credits <= 0) return 0;
  const applied = await applyLedger(tx, {
    accountId: o.accountId,
    delta: credits,
    refType: CREDIT_REF_TYPE.order,
    refNo: o.orderNo,
    remark: `订单 ${o.orderNo} 支付奖励`,
  });
  return applied === null ? 0 : credits;
}

/**
 * An after-sale refund takes back the credits its order earned, in proportion (the domain's creditsTakenBack over
 * the order's refunds), once per after-sale (refNo), never more than the balance holds (credits spent meanwhile stay
 * spent). Inside the refund's transaction; answers what was taken.
 */
export async function takeBackForRefund(
  tx: Transaction<DB>,
  r: {
    accountId: number;
    orderNo: string;
    afterSaleNo: string;
    payFen: number;
    refundedBeforeFen: number;
    refundFen: number;
  },
): Promise<number> {
  const earned = await q.earnedByOrder(tx, r.orderNo);
  const owed = creditsTakenBack(earned, r.payFen, r.refundedBeforeFen, r.refundFen);
  if (owed <= 0) return 0;
  await q.ensureAccount(tx, r.accountId);
  const taken = Math.min(owed, await q.lockedBalance(tx, r.accountId));
  if (taken <= 0) return 0;
  const applied = await applyLedger(tx, {
    accountId: r.accountId,
    delta: -taken,
    refType: CREDIT_REF_TYPE.afterSale,
    refNo: r.afterSaleNo,
    remark: `售后 ${r.afterSaleNo} 退款扣回订单 ${r.orderNo} 的奖励积分`,
  });
  return applied === null ? 0 : taken;
}

/** An opening balance (demo data, a move from another system), once per refNo. */
export async function grantOpening(db: Kysely<DB>, accountId: number, credits: number, refNo: string, remark: string) {
  return db
    .transaction()
    .execute((tx) => applyLedger(tx, { accountId, delta: credits, refType: CREDIT_REF_TYPE.opening, refNo, remark }));
}

export async function balanceOf(db: Db, accountId: number): Promise<number> {
  return (await q.accountOf(db, accountId))?.balance ?? 0;
}

export async function ledgerPage(
  db: Kysely<DB>,
  accountId: number,
  page: number,
  size: number,
): Promise<{ list: CreditLedgerEntry[]; total: number }> {
  const { rows, total } = await q.ledgerPage(db, accountId, page, size);
  return { list: rows.map(toLedger), total };
}

export async function rank(db: Kysely<DB>, accountId: number, size: number): Promise<CreditsRank> {
  const [top, acc] = await Promise.all([q.rankTop(db, size), q.accountOf(db, accountId)]);
  const people = await accountContacts(
    db,
    top.map((r) => r.account_id),
  );
  const mine =
    acc && acc.balance > 0 ? { rank: await q.rankOf(db, accountId, acc.balance), credits: acc.balance } : null;
  return {
    list: top.map((r, i) => ({
      rank: i + 1,
      phone: maskPhone(people.get(r.account_id)?.phone ?? ''),
      nickname: people.get(r.account_id)?.nickname ?? null,
      credits: r.balance,
      mine: r.account_id === accountId,
    })),
    mine,
  };
}

/** For tests and checks: the ledger sum of an account and its running balance. */
export async function balanceAndLedger(db: Kysely<DB>, accountId: number) {
  const [balance, sum] = await Promise.all([balanceOf(db, accountId), q.ledgerSum(db, accountId)]);
  return { balance, ledgerSum: sum };
}
