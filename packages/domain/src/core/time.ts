/**
 * Business time is Beijing time (UTC+8, no daylight saving) wherever a day, a date or a stamp is read or shown:
 * date filters, order and payment numbers, gateway times, activity windows. The browser's or server's own time
 * zone never decides which day it is.
 */
export const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The Beijing calendar date and clock time of an instant. */
export function chinaParts(at: Date): { date: string; time: string; stamp: string } {
  const t = new Date(at.getTime() + CHINA_OFFSET_MS);
  const date = `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
  const time = `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
  return { date, time, stamp: `${date}${time}`.replace(/\D/g, '') };
}

/** 'YYYY-MM-DD' of the Beijing day the instant falls on. */
export const chinaDate = (at: Date): string => chinaParts(at).date;

/** 'yyyyMMddHHmmss' in Beijing time, for order, payment and transaction numbers. */
export const chinaStamp = (at: Date): string => chinaParts(at).stamp;

/** 00:00 Beijing time of the day `at` falls on, shifted by `days`. */
export function chinaDayStart(at: Date, days = 0): Date {
  const local = at.getTime() + CHINA_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - CHINA_OFFSET_MS + days * DAY_MS);
}

/** 00:00 Beijing time of a 'YYYY-MM-DD' date; null when it is not a real date. */
export function chinaDateStart(date: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = m.slice(1).map(Number) as [number, number, number];
  const ms = Date.UTC(y, mo - 1, d) - CHINA_OFFSET_MS;
  return chinaDate(new Date(ms)) === date ? new Date(ms) : null;
}

/** A range of whole Beijing days ending today: ['YYYY-MM-DD' `days` days ago, today]. */
export function chinaLastDays(now: Date, days: number): [string, string] {
  return [chinaDate(chinaDayStart(now, -days)), chinaDate(now)];
}
