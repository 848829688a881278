/**
 * A request's parcels with their traces, for its buyer and its selling dealer (anyone else: not found): the one the
 * buyer sent back and the one the dealer sent out after an exchange or a repair. The traces come from the order
 * module's tracker (the sandbox by default, Kuaidi100 on its keys); a parcel was handed over when its step was made
 * and received when the other side confirmed it (issue 58 §5).
 */
import { carrierOf, type AfterSaleParcels } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { soldOrder, type Tracker } from '../order/index.ts';
import * as q from './queries.ts';
import { readable } from './service.ts';

export async function afterSaleParcels(
  db: Kysely<DB>,
  tracker: Tracker,
  accountId: number,
  afterSaleNo: string,
  now = new Date(),
): Promise<AfterSaleParcels> {
  const { row } = await readable(db, accountId, afterSaleNo);
  const [steps, order] = await Promise.all([q.stepsOf(db, [Number(row.id)]), soldOrder(db, row.order_no)]);
  // The buyer's phone: the receiver of the parcel sent out, the sender of the one sent back (SF asks for either).
  const phone = order?.contactPhone ?? null;
  // Each parcel's real events: handed over at its step, received when the other side confirmed it (the dealer's
  // 确认收货 for the buyer's parcel, the buyer's for the dealer's), not yet until then.
  const sent = [
    {
      which: 'back' as const,
      carrier: row.back_carrier,
      trackingNo: row.back_tracking_no,
      event: 'shipBack',
      received: 'receive',
      sender: 'buyer' as const,
    },
    {
      which: 'out' as const,
      carrier: row.out_carrier,
      trackingNo: row.out_tracking_no,
      event: 'resend',
      received: 'confirm',
      sender: 'seller' as const,
    },
  ];
  const at = (event: string) => {
    const step = steps.find((s) => s.event === event);
    return step ? new Date(step.created_at) : null;
  };
  const parcels = await Promise.all(
    sent.flatMap(({ which, carrier, trackingNo, event, received, sender }) => {
      if (!carrier || !trackingNo) return [];
      const shippedAt = at(event) ?? new Date(row.updated_at);
      const receivedAt = at(received);
      return [
        tracker.trace({ carrier, trackingNo, shippedAt, phone, sender, receivedAt }, now).then((trace) => ({
          which,
          carrier,
          carrierName: carrierOf(carrier)?.name ?? carrier,
          trackingNo,
          shippedAt: shippedAt.toISOString(),
          trace,
        })),
      ];
    }),
  );
  return { afterSaleNo, parcels };
}
