/**
 * Before an unpaid payable is closed (the order expiry sweep): each of its QR payments is asked about at its
 * channel. Paid there (its notification never came) → applied now, as the notification would be, and the payable
 * is paid instead of closed. Not paid → the channel's order is closed, so the code cannot be paid later. A channel
 * that cannot be reached does not hold the close up: money that still arrives later is refunded automatically.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ChannelError } from './channels/channel-error.ts';
import { alipayClose, alipayQuery, wechatClose, wechatQuery } from './channels/query-close.ts';
import { applyQueriedPayment } from './notify.ts';
import type { Gateways, Log } from './pay.ts';
import * as q from './queries.ts';

export async function settleBeforeClose(
  db: Kysely<DB>,
  gw: Gateways,
  kind: string,
  no: string,
  log: Log,
): Promise<'paid' | 'closed' | 'none'> {
  const open = await q.openQrPayments(db, kind, no);
  let outcome: 'paid' | 'closed' | 'none' = 'none';
  for (const p of open) {
    try {
      const state =
        p.channel === 'wechat'
          ? await wechatQuery(await gw.creds.wechat(), p.payment_no)
          : await alipayQuery(await gw.creds.alipay(), p.payment_no);
      if (state.paid) {
        log.info({ paymentNo: p.payment_no, channel: p.channel }, 'paid at the channel without a notification');
        await applyQueriedPayment(db, gw, log, p, state);
        outcome = 'paid';
        continue;
      }
      if (p.channel === 'wechat') await wechatClose(await gw.creds.wechat(), p.payment_no);
      else await alipayClose(await gw.creds.alipay(), p.payment_no);
      if (outcome === 'none') outcome = 'closed';
    } catch (e) {
      if (!(e instanceof ChannelError)) throw e;
      log.warn({ paymentNo: p.payment_no, channel: p.channel, detail: e.detail }, e.message);
    }
  }
  return outcome;
}
