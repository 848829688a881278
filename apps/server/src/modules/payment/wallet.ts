/** The wallet: its page, balance, a wallet payment's detail, and paying from it. */
import {
  PAYMENT_MESSAGES,
  PAYMENT_ROUTES as E,
  PAYMENT_STATUS,
  listedBy,
  paidReturnPath,
  type WalletDetail,
  refusal,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError, notFound } from '../../http/errors.ts';
import { NotPayableError, payFromWallet } from './channels/wallet.ts';
import { presentWalletDetail } from './presenter.ts';
import * as q from './queries.ts';
import { type Gateways, type Log, openPayment, requireChannelOn, requirePayable } from './pay.ts';

// ---------- wallet ----------

/** What the wallet's use cases may refuse: only what the entries that reach them list (the compiler checks). */
const ownNo = listedBy(E.walletDetail, E.walletPay);
const payNo = listedBy(E.walletPay);

const WALLET_PAGE_PATH = '/pay-page/wallet';

export async function walletUrl(
  db: Kysely<DB>,
  gw: Gateways,
  accountId: number,
  body: { walletChannel: string; orderNo: string },
): Promise<{ url: string; paymentNo: string }> {
  requireChannelOn(gw.creds.plan, 'wallet');
  const payment = await openPayment(db, accountId, body.walletChannel, body.orderNo, 'wallet');
  return {
    url: `${gw.publicBaseUrl}${WALLET_PAGE_PATH}?paymentNo=${encodeURIComponent(payment.payment_no)}`,
    paymentNo: payment.payment_no,
  };
}

export async function walletBalance(db: Kysely<DB>, accountId: number): Promise<{ balanceFen: number }> {
  return { balanceFen: (await q.walletBalance(db, accountId)) ?? 0 };
}

async function ownWalletPayment(db: Kysely<DB>, accountId: number, paymentNo: string): Promise<q.PaymentRow> {
  const p = await q.paymentByNo(db, paymentNo);
  if (!p || p.account_id !== accountId || p.channel !== 'wallet')
    throw notFound(ownNo(refusal(PAYMENT_MESSAGES, 'paymentNotFound')));
  return p;
}

export async function walletDetail(db: Kysely<DB>, accountId: number, paymentNo: string): Promise<WalletDetail> {
  const p = await ownWalletPayment(db, accountId, paymentNo);
  return presentWalletDetail(p, (await q.walletBalance(db, accountId)) ?? 0);
}

export async function walletPay(
  db: Kysely<DB>,
  gw: Gateways,
  accountId: number,
  paymentNo: string,
  log: Log,
): Promise<{ paid: true; balanceFen: number; returnPath: string }> {
  requireChannelOn(gw.creds.plan, 'wallet');
  const p = await ownWalletPayment(db, accountId, paymentNo);
  if (p.status !== PAYMENT_STATUS.UNPAID) throw businessError(payNo(refusal(PAYMENT_MESSAGES, 'alreadyPaid')));
  const payable = requirePayable(p.payable_kind);
  try {
    const balanceFen = await db.transaction().execute((tx) => payFromWallet(tx, payable, p, new Date()));
    log.info({ paymentNo, amountFen: p.amount_fen }, 'wallet payment applied');
    return { paid: true, balanceFen, returnPath: paidReturnPath(p.payable_kind, p.payable_no) };
  } catch (e) {
    if (!(e instanceof NotPayableError)) throw e;
    const d = await payable.describe(db, p.payable_no, accountId);
    throw businessError(payNo(d?.reason ? d.reason : refusal(PAYMENT_MESSAGES, 'notPayable')));
  }
}
