/** SQL on mall_order_parcel: the parcels an order was shipped in. */
import type { Db } from './tables.ts';

export interface ParcelWrite {
  carrier: string;
  trackingNo: string;
}

/**
 * The parcels of a shipment, in the order given (seq 1…). Called inside the transaction that moved the order to
 * 已发货; a row already there (the same order, carrier and number) is left as it is (the unique constraint).
 */
export async function insertParcels(db: Db, orderId: number, parcels: readonly ParcelWrite[], shippedAt: Date) {
  if (!parcels.length) return;
  await db
    .insertInto('mall_order_parcel')
    .values(
      parcels.map((p, i) => ({
        order_id: orderId,
        seq: i + 1,
        carrier: p.carrier,
        tracking_no: p.trackingNo,
        shipped_at: shippedAt,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export function parcelsOf(db: Db, orderId: number) {
  return db
    .selectFrom('mall_order_parcel')
    .select(['carrier', 'tracking_no', 'shipped_at'])
    .where('order_id', '=', orderId)
    .orderBy('seq')
    .execute();
}
