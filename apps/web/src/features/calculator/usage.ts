/**
 * Calculator usage of this visit (part 2 §2): calculations viewed or performed, per calculator type, sent when
 * the user leaves the calculator layout (and when the page is hidden or closed) with fetch keepalive, so the
 * request survives the navigation.
 */
import { CALCULATOR_USAGE_PATH, USAGE_COUNT_MAX } from '@portal/domain';
import { basicCredential } from '../../api/client.ts';

const counts = new Map<string, number>();

/** One calculation viewed or performed. */
export function countUsage(type: string): void {
  counts.set(type, Math.min(USAGE_COUNT_MAX, (counts.get(type) ?? 0) + 1));
}

/** The counts so far, and a fresh start (each count is reported once). */
export function takeUsage(): { type: string; count: number }[] {
  const out = [...counts].filter(([, n]) => n > 0).map(([type, count]) => ({ type, count }));
  counts.clear();
  return out;
}

export function peekUsage(type: string): number {
  return counts.get(type) ?? 0;
}

type Sender = (url: string, init: RequestInit) => Promise<unknown>;

/** Sends one report per type. Failures are ignored: usage counting must never disturb the user. */
export function sendUsage(reports: { type: string; count: number }[], send: Sender = fetch): void {
  for (const r of reports) {
    const body = JSON.stringify(r);
    try {
      void send(CALCULATOR_USAGE_PATH, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Authorization: basicCredential() },
        body,
      }).catch(() => undefined);
    } catch {
      // keepalive refused (body quota): the beacon carries the token cookie instead.
      if (typeof navigator !== 'undefined' && navigator.sendBeacon) {
        navigator.sendBeacon(CALCULATOR_USAGE_PATH, new Blob([body], { type: 'application/json' }));
      }
    }
  }
}

export function flushUsage(send?: Sender): void {
  const reports = takeUsage();
  if (reports.length > 0) sendUsage(reports, send);
}
