import type { ParcelSender, Trace } from '@portal/domain';

/** One parcel as a tracker is asked about it. */
export interface TrackedParcel {
  carrier: string;
  trackingNo: string;
  shippedAt: Date;
  /** The receiver's phone (Kuaidi100 needs it for SF Express); null when the order has none. */
  phone: string | null;
  /** Who handed it over (the sandbox's words; default the seller). */
  sender?: ParcelSender;
  /** When its receiver confirmed it: null while not yet; absent where receipt is not a known event. */
  receivedAt?: Date | null;
}

/**
 * Where a parcel's trace comes from: the sandbox (default, sandbox.ts) or Kuaidi100's query API (kuaidi100.ts). A
 * tracker never throws for the carrier's sake: a carrier that cannot be asked is a trace with a note.
 */
export interface Tracker {
  readonly name: 'sandbox' | 'kuaidi100';
  trace(parcel: TrackedParcel, now: Date): Promise<Trace>;
}
