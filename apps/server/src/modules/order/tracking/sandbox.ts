import { SHIPPING_WORDS, TRACE_STATE, carrierOf, chinaParts, sandboxTraceSteps, type Trace } from '@portal/domain';
import type { TrackedParcel, Tracker } from './tracker.ts';

const beijing = (at: Date) => {
  const p = chinaParts(at);
  return `${p.date} ${p.time}`;
};

/**
 * The local stand-in (like the SMS outbox and the payment sandbox): the steps a parcel has reached by now (domain
 * sandboxTraceSteps: handed over by its sender, then the carrier's steps at their hours; signed for when its receiver
 * confirmed it, where that is a known event), newest first, with a note that it is a sandbox.
 */
export class SandboxTracker implements Tracker {
  readonly name = 'sandbox' as const;

  trace(parcel: TrackedParcel, now: Date): Promise<Trace> {
    const carrierName = carrierOf(parcel.carrier)?.name ?? parcel.carrier;
    const reached = sandboxTraceSteps(
      { carrierName, shippedAt: parcel.shippedAt, sender: parcel.sender ?? 'seller', receivedAt: parcel.receivedAt },
      now,
    );
    const state = reached[0]?.state ?? 'collected';
    return Promise.resolve({
      source: 'sandbox',
      state,
      stateLabel: TRACE_STATE[state],
      steps: reached.map((s) => ({ time: beijing(s.at), context: s.context })),
      note: SHIPPING_WORDS.sandboxNote,
    });
  }
}
