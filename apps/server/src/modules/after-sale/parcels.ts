/**
 * A request's parcels with their traces, for its buyer and its selling dealer (anyone else: not found): the one the
 * buyer sent back and the one the dealer sent out after an exchange or a repair. The traces come from the order
 * module's tracker (the sandbox by default, Kuaidi100 on its keys); a parcel was handed over when its step was made.
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
  const sent = [
    { which: 'back' as const, carrier: row.back_carrier, trackingNo: row.back_tracking_no, event: 'shipBack' },
    { which: 'out' as const, carrier: row.out_carrier, trackingNo: row.out_tracking_no, event: 'resend' },
  ];
  const parcels = await Promise.all(
    sent.flatMap(({ which, carrier, trackingNo, event }) => {
      if (!carrier || !trackingNo) return [];
      const step = steps.find((s) => s.event === event);
      const shippedAt = step ? new Date(step.created_at) : new Date(row.updated_at);
      return [
        tracker.trace({ carrier, trackingNo, shippedAt, phone }, now).then((trace) => ({
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
