/**
 * A board's period (issue 60 §1): a Beijing day, week (Monday first) or calendar month holding a date, and the one
 * before it of the same kind, as half-open ranges of 'YYYY-MM-DD' dates [from, to). Figures of a period are summed
 * over the Beijing days in it, never over the server's or the browser's days.
 */
import { chinaDate, chinaDateStart, messages } from '../core/index.ts';

export const BOARD_UNITS = ['day', 'week', 'month'] as const;
export type BoardUnit = (typeof BOARD_UNITS)[number];
export const BOARD_UNIT_LABEL: Record<BoardUnit, string> = { day: '日', week: '周', month: '月' };
/** How many rows a board's top lists (customers, models, dealers) hold. */
export const BOARD_TOP = 10;

export const BOARD_MESSAGES = messages('BOARD', {
  badDate: '看板日期格式应为 YYYY-MM-DD',
  notDealer: '仅经销商、安装商可查看经营概况',
  notFirstDealer: '该企业不是一级经销商',
});

export interface BoardRange {
  from: string;
  to: string;
}
export interface BoardPeriod {
  unit: BoardUnit;
  current: BoardRange;
  previous: BoardRange;
}

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) => chinaDate(new Date(chinaDateStart(date)!.getTime() + days * DAY_MS));

function monthStart(date: string, shift: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const n = y * 12 + (m - 1) + shift;
  return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}-01`;
}

/** The period of `unit` holding the Beijing date `at` ('YYYY-MM-DD'), and the one before; null for a date that is not real. */
export function boardPeriod(unit: BoardUnit, at: string): BoardPeriod | null {
  const start = chinaDateStart(at);
  if (!start) return null;
  if (unit === 'day')
    return { unit, current: { from: at, to: addDays(at, 1) }, previous: { from: addDays(at, -1), to: at } };
  if (unit === 'week') {
    const weekday = (new Date(start.getTime() + 8 * 3600_000).getUTCDay() + 6) % 7; // Monday 0
    const from = addDays(at, -weekday);
    return { unit, current: { from, to: addDays(from, 7) }, previous: { from: addDays(from, -7), to: from } };
  }
  return {
    unit,
    current: { from: monthStart(at, 0), to: monthStart(at, 1) },
    previous: { from: monthStart(at, -1), to: monthStart(at, 0) },
  };
}

/**
 * The `count` Beijing months ending with the one holding `at` ('YYYY-MM', the oldest first), and the range of days they
 * cover.
 */
export function boardMonths(at: string, count: number): { months: string[]; range: BoardRange } {
  const months = Array.from({ length: count }, (_, i) => monthStart(at, i - count + 1).slice(0, 7));
  return { months, range: { from: monthStart(at, 1 - count), to: monthStart(at, 1) } };
}

/** The Beijing dates of a range, in order. */
export function boardDays(range: BoardRange): string[] {
  const days: string[] = [];
  for (let d = range.from; d < range.to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** Net sales: what was paid less what was refunded, both in fen. */
export const netFen = (paidFen: number, refundFen: number): number => paidFen - refundFen;
