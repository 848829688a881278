/**
 * An order's parcels with their traces (issue 45 §2), for the order's buyer and for its shop (the first-level
 * dealer's owner or staff acting for it); anyone else is answered as if there were no such order (404).
 */
import {
  ORDER_MESSAGES,
  ORDER_ROUTES as E,
  addressSnapshotOf,
  carrierOf,
  listedBy,
  refusal,
  type OrderParcels,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { currentBuyer } from '../account/index.ts';
import { parcelsOf } from './parcel-queries.ts';
import * as q from './queries.ts';
import type { Tracker } from './tracking/index.ts';

async function mayRead(db: Kysely<DB>, accountId: number, o: q.OrderRow): Promise<boolean> {
  if (Number(o.account_id) === accountId) return true;
  const buyer = await currentBuyer(db, accountId);
  return buyer.enterpriseType === 1 && !!buyer.merchantNo && buyer.merchantNo === o.shop_merchant_no;
}

export async function orderParcels(
  db: Kysely<DB>,
  tracker: Tracker,
  accountId: number,
  orderNo: string,
  now = new Date(),
): Promise<OrderParcels> {
  const o = await q.findOrder(db, orderNo);
  if (!o || !(await mayRead(db, accountId, o)))
    throw notFound(listedBy(E.parcels)(refusal(ORDER_MESSAGES, 'notFound')));
  const rows = await parcelsOf(db, Number(o.id));
  const phone = addressSnapshotOf(o.address).contactPhone;
  const parcels = await Promise.all(
    rows.map(async (r) => {
      const shippedAt = new Date(r.shipped_at);
      return {
        carrier: r.carrier,
        carrierName: carrierOf(r.carrier)?.name ?? r.carrier,
        trackingNo: r.tracking_no,
        shippedAt: shippedAt.toISOString(),
        trace: await tracker.trace({ carrier: r.carrier, trackingNo: r.tracking_no, shippedAt, phone }, now),
      };
    }),
  );
  return { orderNo, parcels };
}
