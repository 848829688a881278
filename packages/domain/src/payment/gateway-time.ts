import { CHINA_OFFSET_MS as OFFSET_MS, chinaParts as parts } from '../core/index.ts';
/**
 * The time formats the payment gateways speak, always in Beijing time (UTC+8, no daylight saving):
 * WeChat Pay v3 uses RFC 3339 with the offset ('2026-11-22T15:04:05+08:00'), Alipay 'yyyy-MM-dd HH:mm:ss'.
 */

/** '2026-11-22T15:04:05+08:00' (seconds precision). */
export function beijingRfc3339(d: Date): string {
  const { date, time } = parts(d);
  return `${date}T${time}+08:00`;
}

/** '2026-11-22 15:04:05'. */
export function beijingDateTime(d: Date): string {
  const { date, time } = parts(d);
  return `${date} ${time}`;
}

/** Reads 'yyyy-MM-dd HH:mm:ss' as Beijing time; null when it is not one. */
export function parseBeijingDateTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, da, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, da, h, mi, s) - OFFSET_MS;
  const back = new Date(ms + OFFSET_MS);
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== da || h > 23 || mi > 59 || s > 59) return null;
  return new Date(ms);
}

/** Reads an RFC 3339 time with an explicit offset or Z; null otherwise. */
export function parseRfc3339(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms);
}
