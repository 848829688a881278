import { chinaParts, countdownText as countdownOfMs } from '@portal/domain';

/** Times on the order pages: seconds to the pay-by deadline and the Beijing date-time text (the countdown's
 * own text is the payment domain's countdownText, as on the pay page). */

/** Whole seconds left until the deadline (0 once passed). */
export function secondsLeft(expiresAt: string | Date, now: number): number {
  const end = typeof expiresAt === 'string' ? Date.parse(expiresAt) : expiresAt.getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/**
 * The countdown of `seconds` in the pay page's words (the payment domain's countdownText: '29:58', '1:02:03');
 * '' once passed.
 */
export function countdownText(seconds: number): string {
  return seconds > 0 ? countdownOfMs(seconds * 1000) : '';
}

/**
 * 'YYYY-MM-DD HH:mm:ss' in Beijing time (the business clock: coupon days, activity windows and order times read
 * the same wherever the browser is), '-' when absent.
 */
export function dateTimeText(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '-';
  const { date, time } = chinaParts(d);
  return `${date} ${time}`;
}

/** 'YYYY-MM-DD' in Beijing time. */
export function dateText(iso: string): string {
  const t = dateTimeText(iso);
  return t === '-' ? iso : t.slice(0, 10);
}
