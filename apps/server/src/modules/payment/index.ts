// The payment module's public face: other modules, app.ts and the seed import from here only.
// Payments of any payable business, their use cases by file: QR payments by the WeChat Pay and Alipay style
// channels (pay.ts), the channels' notifications (notify.ts), the wallet (wallet.ts), refunds (refund.ts), the
// settlement before an order closes (settle.ts).
export { type Payable, registerPayable } from './payables.ts';
export { paymentRoutes } from './routes.ts';
export { settleBeforeClose } from './settle.ts';
export { channelCredentials } from './channels/credentials.ts';
export { newRefundNo } from './refund.ts';
export { inTransitCashFen } from './in-transit.ts';
export { refundedByDay, refundedFenOf, refundedSince } from './refunded-queries.ts';

/** What the channel answered for a refund under this number: its status and, when it failed, the channel's words. */
export async function refundOutcomeOf(db: Kysely<DB>, refundNo: string) {
  const r = await refundByNo(db, refundNo);
  return r ? { status: Number(r.status), failure: r.failure } : null;
}

/** A refund's status by its number (REFUND_STATUS), null when there is none under it. */
export async function refundStatusOf(db: Kysely<DB>, refundNo: string): Promise<number | null> {
  const r = await refundByNo(db, refundNo);
  return r ? Number(r.status) : null;
}

import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { channelCredentials as credentialsOf } from './channels/credentials.ts';
import { type Log } from './pay.ts';
import { refundPayable } from './refund.ts';
import { refundByNo } from './refund-queries.ts';

/**
 * Refunds what was paid for another module's payable (automatic, through the payment's own channel). A caller that
 * retries passes its own `refundNo` (newRefundNo): the same number asked again answers the refund already made.
 */
export function refundForPayable(
  db: Kysely<DB>,
  config: Config,
  r: {
    kind: string;
    no: string;
    amountFen: number;
    reason: string;
    refundNo?: string | undefined;
    /** A wallet payment back to the wallet (else refused: walletNotSupported). */
    toWallet?: boolean | undefined;
  },
  log: Log,
) {
  return refundPayable(db, { creds: credentialsOf(config), publicBaseUrl: config.publicBaseUrl }, r, log);
}
