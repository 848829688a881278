/**
 * The trade's ways of writing a number attribute's value (issue 56): a model's 分辨率 is stored as the number 4 in
 * its unit MP but shown and typed as 「400万像素」; a lens as 「2.8-12mm」 (the number is the short end), bays as
 * 「8盘位」, a UPS as 「1kVA」, an LED pitch as 「P1.2」, no PoE port as 「无」. One reading, used by the staff's
 * model form, the xlsx import and the tests that hold the demo catalogue's texts to their numbers.
 */

/** Per unit: a notation written after the number (lower case) → what one of it is in the unit. */
const SCALES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  MP: { 万像素: 0.01, 万: 0.01, w: 0.01, 百万像素: 1, mp: 1, m: 1 },
  mm: { 毫米: 1 },
  m: { 米: 1, km: 1000, 公里: 1000 },
  km: { 公里: 1, 千米: 1, m: 0.001, 米: 0.001 },
  TB: { t: 1, gb: 0.001, g: 0.001 },
  Gbps: { g: 1, 千兆: 1, 万兆: 10, mbps: 0.001, m: 0.001 },
  Mbps: { m: 1, gbps: 1000, g: 1000, 千兆: 1000, 百兆: 100 },
  Kbps: { k: 1, mbps: 1000, m: 1000 },
  W: { 瓦: 1, kw: 1000 },
  VA: { kva: 1000 },
  kg: { 公斤: 1, 千克: 1 },
  英寸: { 寸: 1, '"': 1, '″': 1, inch: 1 },
  '°': { 度: 1 },
  s: { 秒: 1 },
  分钟: { min: 1, 分: 1 },
  张: { 万张: 10000, 万: 10000, w: 10000 },
};

/** Per unit: a mark written before the number (an LED screen's pixel pitch 「P1.2」 in mm). */
const PREFIXES: Readonly<Record<string, readonly string[]>> = { mm: ['p'] };

/** Units that count things: any Chinese word after the number names what is counted (「8盘位」, 「16路」, 「24口」). */
const COUNTING_UNITS: ReadonlySet<string> = new Set(['个', '口', '路', '门', '张', '倍', '芯', '位', 'U']);

/** Words that mean none of a counted thing (「无」 PoE ports). */
const NONE_WORDS: ReadonlySet<string> = new Set(['无', '不支持', '没有']);

const FULL_WIDTH = /[０-９．－～]/g;
const halfWidth = (t: string) => t.replace(FULL_WIDTH, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0));

/** A number, then optionally a second one after a range mark (the first is the value), then what is written after. */
const NOTATION = /^(-?(?:\d+(?:\.\d+)?|\.\d+))(?:\s*(?:-|~|至|到)\s*(?:\d+(?:\.\d+)?|\.\d+))?\s*(.*)$/u;
const HAN_WORD = /^\p{Script=Han}{1,4}$/u;

const BARE = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

/** A number alone, with nothing written around it ('4', '2.8'): the import writes it with the attribute's unit. */
export const isBareNumber = (text: string): boolean => BARE.test(text.trim());

/** Six decimals at most: 130万像素 is 1.3 MP, not 1.3000000000000003. */
const tidy = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The number a number attribute's text stands for, in the attribute's unit, or null when the text is not one of the
 * trade's ways of writing it (「六百万」, 「4cm」 for a unit of 个, a model number).
 */
export function readAttrNumber(typed: string, unit: string | null | undefined): number | null {
  let t = halfWidth(typed.trim());
  const u = unit ?? '';
  if (NONE_WORDS.has(t)) return COUNTING_UNITS.has(u) ? 0 : null;
  const prefix = PREFIXES[u]?.find((p) => t.toLowerCase().startsWith(p) && /\d/.test(t.charAt(p.length)));
  if (prefix) t = t.slice(prefix.length);
  const m = NOTATION.exec(t);
  if (!m) return null;
  const n = Number(m[1]);
  if (!Number.isFinite(n)) return null;
  const after = m[2]!.trim();
  if (!after || after === u || after.toLowerCase() === u.toLowerCase()) return n;
  const scale = SCALES[u]?.[after.toLowerCase()];
  if (scale !== undefined) return tidy(n * scale);
  if (COUNTING_UNITS.has(u) && HAN_WORD.test(after)) return n;
  return null;
}
