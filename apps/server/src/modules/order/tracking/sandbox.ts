import { SANDBOX_TRACE_STEPS, SHIPPING_MESSAGES, TRACE_STATE, carrierOf, chinaParts, type Trace } from '@portal/domain';
import type { TrackedParcel, Tracker } from './tracker.ts';

const HOUR_MS = 3_600_000;
const beijing = (at: Date) => {
  const p = chinaParts(at);
  return `${p.date} ${p.time}`;
};

/**
 * The local stand-in (like the SMS outbox and the payment sandbox): the steps a parcel would have reached by now,
 * each at its hour after the ship time (domain SANDBOX_TRACE_STEPS), newest first, with a note that it is a sandbox.
 */
export class SandboxTracker implements Tracker {
  readonly name = 'sandbox' as const;

  trace(parcel: TrackedParcel, now: Date): Promise<Trace> {
    const carrier = carrierOf(parcel.carrier)?.name ?? parcel.carrier;
    const reached = SANDBOX_TRACE_STEPS.filter(
      (s) => now.getTime() >= parcel.shippedAt.getTime() + s.afterHours * HOUR_MS,
    );
    const steps = reached
      .map((s) => ({
        time: beijing(new Date(parcel.shippedAt.getTime() + s.afterHours * HOUR_MS)),
        context: s.context.replace('{carrier}', carrier),
      }))
      .reverse();
    const state = reached.at(-1)?.state ?? 'collected';
    return Promise.resolve({
      source: 'sandbox',
      state,
      stateLabel: TRACE_STATE[state],
      steps,
      note: SHIPPING_MESSAGES.sandboxNote,
    });
  }
}
