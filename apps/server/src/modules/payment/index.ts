// The payment module's public face: other modules, app.ts and the seed import from here only.
export { type Payable, registerPayable } from './payables.ts';
export { paymentRoutes } from './routes.ts';
export { settleBeforeClose } from './settle.ts';
export { channelCredentials } from './channels/credentials.ts';
export { newRefundNo } from './refund.ts';

import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { channelCredentials as credentialsOf } from './channels/credentials.ts';
import { refundPayable, type Log } from './service.ts';

/**
 * Refunds what was paid for another module's payable (automatic, through the payment's own channel). A caller that
 * retries passes its own `refundNo` (newRefundNo): the same number asked again answers the refund already made.
 */
export function refundForPayable(
  db: Kysely<DB>,
  config: Config,
  r: { kind: string; no: string; amountFen: number; reason: string; refundNo?: string | undefined },
  log: Log,
) {
  return refundPayable(db, { creds: credentialsOf(config), publicBaseUrl: config.publicBaseUrl }, r, log);
}
