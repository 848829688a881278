/**
 * Money: integer fen (and hundredths: rates in basis points), the one place that parses typed amounts, formats them
 * and splits a discount over lines. Every area's prices, totals and discounts are computed with these.
 */
/**
 * Thousands separators for a whole number's digits (1234567 → '1,234,567'), written once for every money and credit
 * display. Not `toLocaleString('en-US')`: each call builds a number formatter, ≈ 40 ms over one product page's
 * prices in Chromium (issue 22's profile of /home).
 */
export function groupThousands(n: number): string {
  const digits = String(Math.trunc(Math.abs(n)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 && digits !== '0' ? `-${grouped}` : grouped;
}

/** 100.00% in hundredths of a percent. */
export const RATE_FULL = 10_000;

/** Half-up division of non-negative integers: round(n / d). */
export function divHalfUp(n: number, d: number): number {
  if (d <= 0) throw new RangeError('divisor must be positive');
  if (n < 0) return -divHalfUp(-n, d);
  return Math.floor((2 * n + d) / (2 * d));
}

/** Keeps digits and the first dot, at most two decimals, at most maxLength characters. */
export function sanitizeDecimalInput(raw: string, maxLength: number): string {
  let out = '';
  let dot = false;
  let decimals = 0;
  for (const ch of raw) {
    if (out.length >= maxLength) break;
    if (ch >= '0' && ch <= '9') {
      if (dot) {
        if (decimals >= 2) continue;
        decimals++;
      }
      out += ch;
    } else if (ch === '.' && !dot) {
      const add = out === '' ? '0.' : '.';
      if (out.length + add.length > maxLength) break;
      dot = true;
      out += add;
    }
  }
  return out;
}

/** '12.3' → 1230 (hundredths). null for anything that is not a non-negative decimal with ≤ 2 decimals. */
export function parseHundredths(text: string): number | null {
  const t = text.trim();
  const m = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(t) ?? /^\.(\d{1,2})$/.exec(t);
  if (!m) return null;
  if (t.startsWith('.')) return Number((m[1] ?? '').padEnd(2, '0'));
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Yuan text to fen. */
export const parseYuan = parseHundredths;

/** Hundredths as a fixed two-decimal string: 123456 → '1234.56', -5 → '-0.05'. */
export function formatHundredths(n: number): string {
  const neg = n < 0;
  const a = Math.abs(Math.trunc(n));
  const s = `${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
  return neg ? `-${s}` : s;
}

export const formatFen = formatHundredths;

/** Yuan with thousands separators for totals: 123456789 → '1,234,567.89'. */
export function formatFenGrouped(fen: number): string {
  const [int, dec] = formatFen(fen).split('.');
  return `${int!.startsWith('-') ? '-' : ''}${groupThousands(Math.abs(Number(int)))}.${dec}`;
}

/**
 * Shares a discount across lines in proportion to their amounts: each part is floor(discount × amount / total),
 * the fen left over goes to the largest line (the first of equals); should that line have no room left, the rest
 * spills to the next largest. The parts add up to min(discount, total) exactly and no part exceeds its line.
 */
export function allocateDiscount(discountFen: number, amountsFen: readonly number[]): number[] {
  const amounts = amountsFen.map((a) => Math.max(0, Math.floor(a)));
  const total = amounts.reduce((s, a) => s + a, 0);
  const discount = Math.max(0, Math.min(Math.floor(discountFen), total));
  if (total === 0 || discount === 0) return amounts.map(() => 0);
  // BigInt keeps discount × amount exact beyond 2^53.
  const parts = amounts.map((a) => Number((BigInt(discount) * BigInt(a)) / BigInt(total)));
  let rest = discount - parts.reduce((s, p) => s + p, 0);
  const order = amounts.map((a, i) => ({ a, i })).sort((x, y) => y.a - x.a || x.i - y.i);
  for (const { a, i } of order) {
    if (rest === 0) break;
    const add = Math.min(rest, a - parts[i]!);
    parts[i]! += add;
    rest -= add;
  }
  return parts;
}
