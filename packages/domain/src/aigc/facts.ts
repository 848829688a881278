/**
 * The AI writer tells the truth (issue 46): every number a script says with a unit, every price and every model number
 * is checked against the facts of the products it was written for, clause by clause, before it is shown. A count of
 * 0 is never said; a number is said with the unit of the attribute it comes from; a model number is one of the
 * products' models, matched whole (a prefix of another model is not that model). Whichever writer wrote the text (the
 * built-in writer or a language model), the same checker repairs it: a clause with a false fact is left out.
 */

/** What a writer may say about one product: its catalogue facts as the requesting account sees them. */
export interface AigcFactProduct {
  skuNo: string;
  name: string;
  model: string;
  picUrl: string | null;
  /** The suggested retail price when the account asked to show prices, else null (then no price may be said). */
  priceFen: number | null;
  /** The structured attributes (raw). */
  attrs: Record<string, unknown>;
  /** The same as the catalogue labels them (name, value with unit). */
  params: { key: string; name: string; value: string }[];
}

export type AigcFactIssueKind = 'zeroCount' | 'unknownFact' | 'unknownModel' | 'unknownPrice';

export interface AigcFactIssue {
  kind: AigcFactIssueKind;
  /** The words found false (a number with its unit, a model number, a price). */
  text: string;
  /** The clause left out for it. */
  clause: string;
}

/** A number with a unit and the attributes it may come from (the value times `scale` is what is said). */
interface FactPattern {
  re: RegExp;
  keys: readonly string[];
  scale: number;
  /** A count (0 of it is never said). */
  count?: boolean;
}

const NUM = String.raw`(?<![\d.A-Za-z])(\d+(?:\.\d+)?)\s*`;
const p = (unit: string, keys: string[], scale = 1, count = false): FactPattern => ({
  re: new RegExp(NUM + unit, 'g'),
  keys,
  scale,
  count,
});

/** Specific patterns first: the words a pattern matches are not read again by a later one. */
const PATTERNS: readonly FactPattern[] = [
  p('万张', ['faceCapacity'], 1 / 10000, true),
  p('(?:万像素|万(?!元)|百万像素)', ['resolutionMP', 'maxResolutionMP'], 100),
  p('MP(?![a-zA-Z])', ['resolutionMP', 'maxResolutionMP']),
  p('(?:个|路)?(?:口)?\\s*PoE', ['poePorts'], 1, true),
  p('(?:个)?(?:硬盘位|盘位)', ['hddBays'], 1, true),
  p('(?:个)?(?:网口|电口|端口|口)', ['ports', 'poePorts'], 1, true),
  p('路', ['channels', 'licenseChannels'], 1, true),
  p('T(?:B)?(?![a-zA-Z])', ['capacityTB', 'maxHddTB']),
  p('(?:毫米|mm)(?![a-zA-Z])', ['lensMm', 'lensMaxMm', 'pixelPitchMm', 'bezelMm', 'depthMm']),
  p('(?:公里|km)(?![a-zA-Z])', ['rangeKm']),
  p('(?:米|m)(?![a-zA-Z²])', ['irRangeM', 'armLengthM', 'lengthM', 'minMountHeightM', 'maxMountHeightM']),
  p('(?:英寸|寸)', ['screenInch']),
  p('分钟', ['backupMinutes']),
  p('VA(?![a-zA-Z])', ['capacityVA']),
  p('(?:瓦|W)(?![a-zA-Z])', ['solarPanelW', 'poeBudgetW', 'powerW']),
  p('倍', ['opticalZoom']),
  p('Ah(?![a-zA-Z])', ['batteryAh']),
  p('(?:公斤|kg)(?![a-zA-Z])', ['holdingForceKg']),
  p('GHz', ['frequencyGHz']),
  p('Mbps', ['throughputMbps', 'incomingBandwidthMbps']),
  p('Gbps', ['uplinkGbps']),
  p('芯', ['fiberCores'], 1, true),
  p('(?:个)?防区', ['zones'], 1, true),
  p('门(?!禁|口|铃)', ['doors'], 1, true),
  p('(?:个)?插孔', ['outlets'], 1, true),
  p('U(?![a-zA-Z])', ['heightU']),
];
const PRICE = new RegExp(NUM + '元', 'g');
/** A model number's shape: starts with a letter, has a hyphen and a digit. */
const MODEL_LIKE = /(?<![A-Za-z0-9\-_/.])[A-Za-z][A-Za-z0-9\-_/.+]*(?:\([A-Za-z0-9.\-×]*\))?/g;
const STANDARD_WORDS = /^(?:Wi-?Fi\d*|RJ-?45|H\.26[45]\+?|IEEE.*|802\.3.*|PoE\+*|4G|5G|Hi-?Fi)$/i;

const CN_DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const CN_UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };

/** 八百 → 800, 十二 → 12, 三十五 → 35 (below ten thousand; 万 stays a word). */
export function chineseNumber(s: string): number | null {
  let total = 0;
  let digit: number | null = null;
  for (const ch of s) {
    if (ch in CN_DIGITS) digit = CN_DIGITS[ch]!;
    else if (ch in CN_UNITS) {
      total += (digit ?? 1) * CN_UNITS[ch]!;
      digit = null;
    } else return null;
  }
  return total + (digit ?? 0);
}

/**
 * Chinese numerals before a unit written as digits, so one set of patterns reads both (八百万像素 → 800万像素). A lone
 * digit (一路、一口气) is a word, not a number, unless the unit is one no phrase uses.
 */
function normalise(s: string): string {
  const digits = (m: string) => String(chineseNumber(m) ?? m);
  return s
    .replace(
      /[零〇一二两三四五六七八九]*[十百千][零〇一二两三四五六七八九十百千]*(?=[万个口路盘毫米寸分倍瓦芯防门元TMmWV])/g,
      digits,
    )
    .replace(/[一二两三四五六七八九](?=万像素|毫米|英寸|TB|个?盘位|个?硬盘位|个网口|口PoE|路PoE)/g, digits);
}

const squash = (s: string) => s.replace(/\s+/g, '');
const isBoundary = (c: string | undefined) => c === undefined || !/[A-Za-z0-9\-_/.(]/.test(c);

/** Where each product is named in a line: its model (whole, longest first) or its full name. */
export function productMentions(
  line: string,
  products: readonly AigcFactProduct[],
): { at: number; end: number; product: AigcFactProduct }[] {
  const found: { at: number; end: number; product: AigcFactProduct }[] = [];
  const taken = new Array<boolean>(line.length).fill(false);
  const words = products
    .flatMap((pr) => [
      { text: pr.model, product: pr, model: true },
      { text: pr.name, product: pr, model: false },
    ])
    .filter((w) => w.text.trim().length > 0)
    .sort((a, b) => b.text.length - a.text.length);
  for (const w of words) {
    for (let at = line.indexOf(w.text); at >= 0; at = line.indexOf(w.text, at + 1)) {
      const end = at + w.text.length;
      if (taken.slice(at, end).some(Boolean)) continue;
      if (w.model && !(isBoundaryBefore(line[at - 1]) && isBoundary(line[end]))) continue;
      for (let k = at; k < end; k++) taken[k] = true;
      found.push({ at, end, product: w.product });
    }
  }
  return found.sort((a, b) => a.at - b.at);
}
const isBoundaryBefore = (c: string | undefined) => c === undefined || !/[A-Za-z0-9\-_/.]/.test(c);

const numberOf = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};
const near = (a: number, b: number) => Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(a));

/** The issues of one clause about `context` (the products it may be about). */
export function clauseIssues(
  clause: string,
  context: readonly AigcFactProduct[],
  all: readonly AigcFactProduct[],
  own = '',
): Omit<AigcFactIssue, 'clause'>[] {
  const issues: Omit<AigcFactIssue, 'clause'>[] = [];
  // Model numbers named whole are masked first; anything else shaped like a model is not one of these products'.
  let text = clause;
  for (const m of productMentions(clause, all).reverse())
    text = text.slice(0, m.at) + ' '.repeat(m.end - m.at) + text.slice(m.end);
  const known = [own, ...context.flatMap((pr) => [pr.name, ...pr.params.map((x) => `${x.name}${x.value}`)])].map(
    squash,
  );
  const knownModels = new Set(known.flatMap((k) => [...k.matchAll(MODEL_LIKE)].map((m) => m[0].replace(/[.]+$/, ''))));
  for (const m of text.matchAll(MODEL_LIKE)) {
    const w = m[0].replace(/[.]+$/, '');
    if (w.length >= 6 && /-/.test(w) && /\d/.test(w) && !STANDARD_WORDS.test(w) && !knownModels.has(w))
      issues.push({ kind: 'unknownModel', text: w });
  }
  text = normalise(text);
  for (const m of text.matchAll(PRICE)) {
    const yuan = Number(m[1]);
    if (!context.some((pr) => pr.priceFen !== null && near(pr.priceFen, Math.round(yuan * 100))))
      issues.push({ kind: 'unknownPrice', text: m[0].trim() });
  }
  text = text.replace(PRICE, (s) => ' '.repeat(s.length));
  for (const pat of PATTERNS) {
    text = text.replace(pat.re, (whole: string, n: string) => {
      const value = Number(n);
      const said = squash(whole);
      if (pat.count && value === 0) issues.push({ kind: 'zeroCount', text: said });
      else {
        const fromAttr = context.some((pr) =>
          pat.keys.some((k) => {
            const a = numberOf(pr.attrs[k]);
            return a !== null && a !== 0 && near(a * pat.scale, value);
          }),
        );
        // Said as the name or a labelled parameter says it (a whole number: 400万 is not in 1400万).
        const fromText = known.some((k) => {
          for (let at = k.indexOf(said); at >= 0; at = k.indexOf(said, at + 1))
            if (!/[\d.]/.test(k[at - 1] ?? '')) return true;
          return false;
        });
        if (!fromAttr && !fromText) issues.push({ kind: 'unknownFact', text: said });
      }
      return ' '.repeat(whole.length);
    });
  }
  return issues;
}

/** Clauses of a line, each with its closing mark. */
const clausesOf = (line: string) => line.split(/(?<=[，,；;。！？!?])/).filter((c) => c.length > 0);

/**
 * Checks a script line by line as it is written (a stream) or whole: `line()` answers the line without its false
 * clauses (null when nothing is left) and what was left out. A line's facts are checked against the products it
 * names, else the one last named, else (before any is named) all of them. `own` is the dealer's own words (its note):
 * what they say is theirs to say.
 */
export class ScriptChecker {
  private current: AigcFactProduct[];

  constructor(
    private readonly products: readonly AigcFactProduct[],
    private readonly own = '',
  ) {
    this.current = [...products];
  }

  line(raw: string): { text: string | null; issues: AigcFactIssue[] } {
    const named = productMentions(raw, this.products).map((m) => m.product);
    const context = named.length ? [...new Set(named)] : this.current;
    const issues: AigcFactIssue[] = [];
    const kept: string[] = [];
    for (const clause of clausesOf(raw)) {
      const found = clauseIssues(clause, context, this.products, this.own);
      if (found.length) issues.push(...found.map((f) => ({ ...f, clause: clause.trim() })));
      else kept.push(clause);
    }
    let text = kept.join('').trim();
    if (issues.length && text) {
      // The line ends as it ended (a dropped last clause leaves a comma behind).
      const end = /[。！？!?]$/.exec(raw.trim())?.[0] ?? '';
      text = text.replace(/[，,；;、\s]+$/, '') + (/[。！？!?]$/.test(text) ? '' : end);
    }
    const kept2 = productMentions(text, this.products).map((m) => m.product);
    if (kept2.length) this.current = [kept2.at(-1)!];
    return { text: /[\p{L}\p{N}]/u.test(text) ? text : null, issues };
  }
}

/** The script without its false clauses, and what was left out. */
export function repairScript(
  text: string,
  products: readonly AigcFactProduct[],
  own = '',
): { text: string; issues: AigcFactIssue[] } {
  const checker = new ScriptChecker(products, own);
  const lines: string[] = [];
  const issues: AigcFactIssue[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    const r = checker.line(raw.trim());
    issues.push(...r.issues);
    if (r.text) lines.push(r.text);
  }
  return { text: lines.join('\n'), issues };
}

/** The false facts of a script (none: it may be shown). */
export const scriptIssues = (text: string, products: readonly AigcFactProduct[], own = '') =>
  repairScript(text, products, own).issues;
