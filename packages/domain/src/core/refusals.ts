/**
 * Business refusals with a stable, machine-readable reason.
 *
 * A message catalogue of the domain names itself with `messages('MALL_ORDER', {...})`: each entry's reason is
 * `MALL_ORDER.<key>` ('MALL_ORDER.amountChanged'). The server answers a refusal as the envelope with code 1, the
 * entry's Chinese words as `msg` and the reason as `reason`; the web branches on `reason` (`hasReason`), never on
 * the words, so the words can change without breaking a page.
 */

const AREA: unique symbol = Symbol('refusal area');

/** An entry: the words, or a function that fills a number or names into them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MessageEntry = string | ((...args: any[]) => string);
type Entries = Record<string, MessageEntry>;

/** A catalogue of Chinese messages that knows its area name (the first half of its reasons). */
export type Catalogue<A extends string, T extends Entries> = Readonly<T> & { readonly [AREA]: A };

/** The keys whose entry is fixed words (a refusal of a function entry passes the words it built). */
type WordKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** One refusal: what the web branches on (`reason`) and what the user reads (`msg`). */
export interface Refusal<R extends string = string> {
  readonly reason: R;
  readonly msg: string;
}

/** What a catalogue knows its words by: its fixed words, and the patterns of the words its function entries build. */
interface Lookup {
  readonly byText: Map<string, string>;
  readonly byPattern: { pattern: RegExp; key: string }[];
}
const lookups = new WeakMap<object, Lookup>();

/** What a function entry builds, as a pattern: called with markers for its arguments, the markers become wildcards. */
function patternOf(build: (...args: unknown[]) => string): RegExp | null {
  const marks = Array.from({ length: Math.max(1, build.length) }, (_, i) => `\uE000${i}\uE000`);
  let words: string;
  try {
    words = build(...marks);
  } catch {
    return null;
  }
  if (typeof words !== 'string' || !marks.some((m) => words.includes(m))) return null;
  const fixed = words.split(/\uE000\d+\uE000/);
  if (fixed.join('').length < 2) return null; // words all filled in: nothing to know them by
  const parts = fixed.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[\\s\\S]*?')}$`);
}

/** Names a message catalogue: `messages('COUPON', { claimed: '领取成功', soldOut: '已领完' })`. */
export function messages<const A extends string, const T extends Entries>(area: A, entries: T): Catalogue<A, T> {
  const catalogue = { ...entries };
  Object.defineProperty(catalogue, AREA, { value: area, enumerable: false });
  const lookup: Lookup = { byText: new Map(), byPattern: [] };
  for (const [key, text] of Object.entries(entries)) {
    if (typeof text === 'string') {
      if (!lookup.byText.has(text)) lookup.byText.set(text, key);
    } else {
      const pattern = patternOf(text);
      if (pattern) lookup.byPattern.push({ pattern, key });
    }
  }
  Object.freeze(catalogue);
  lookups.set(catalogue, lookup);
  return catalogue as Catalogue<A, T>;
}

declare const NAMED: unique symbol;
/**
 * A reason named through its catalogue (`reasonOf`, `reasonsOf`): what an endpoint entry lists as its refusals. A
 * bare string ('MALL_ORDER.amountChanged') is not one, so a list cannot name a reason no catalogue has.
 */
export type Reason<R extends string = string> = R & { readonly [NAMED]: true };

/** The stable reason of one entry: `reasonOf(MALL_ORDER_MESSAGES, 'amountChanged')` = 'MALL_ORDER.amountChanged'. */
export function reasonOf<A extends string, T extends Entries, K extends keyof T & string>(
  catalogue: Catalogue<A, T>,
  key: K,
): Reason<`${A}.${K}`> {
  return `${catalogue[AREA]}.${key}` as Reason<`${A}.${K}`>;
}

/** The reasons of several entries of one catalogue: `reasonsOf(COUPON_MESSAGES, 'soldOut', 'expired')`. */
export function reasonsOf<A extends string, T extends Entries, K extends keyof T & string>(
  catalogue: Catalogue<A, T>,
  ...keys: K[]
): Reason<`${A}.${K}`>[] {
  return keys.map((k) => reasonOf(catalogue, k));
}

/** The refusal of one entry, with its words (or words built from it, e.g. with a number filled in). */
export function refusal<A extends string, T extends Entries, K extends WordKeys<T>>(
  catalogue: Catalogue<A, T>,
  key: K,
  msg?: string,
): Refusal<`${A}.${K}`>;
export function refusal<A extends string, T extends Entries, K extends keyof T & string>(
  catalogue: Catalogue<A, T>,
  key: K,
  msg: string,
): Refusal<`${A}.${K}`>;
export function refusal(catalogue: Catalogue<string, Entries>, key: string, msg?: string): Refusal {
  const words = msg ?? catalogue[key];
  if (typeof words !== 'string') throw new TypeError(`refusal ${key}: pass the words its function built`);
  return { reason: reasonOf(catalogue, key), msg: words };
}

/** The key under which this catalogue holds these words (fixed words, or words a function entry built), if any. */
function keyIn(catalogue: Catalogue<string, Entries>, words: string): string | undefined {
  const lookup = lookups.get(catalogue);
  return lookup?.byText.get(words) ?? lookup?.byPattern.find((p) => p.pattern.test(words))?.key;
}

/**
 * The reason these words have in the first of the named catalogues that holds or built them. Words that name what
 * they are about first ('商品“HY-IPC-2”：库存不足') take the reason of the words after the colon.
 */
export function reasonAmong(words: string, ...catalogues: Catalogue<string, Entries>[]): string | undefined {
  const colon = words.indexOf('：');
  for (const part of colon >= 0 ? [words, words.slice(colon + 1)] : [words]) {
    for (const catalogue of catalogues) {
      const key = keyIn(catalogue, part);
      if (key !== undefined) return `${catalogue[AREA]}.${key}`;
    }
  }
  return undefined;
}

/** The reason of words that none of the named catalogues holds: a defect (the server's tests fail on it, see apps/server http/errors.ts). */
export const UNNAMED_REASON = 'API.unnamed';

/**
 * The refusal of words a domain rule returned as text (e.g. `buyQuantityError()`), with the reason of the entry
 * that holds or built them in the catalogues the caller names — the rule's own, so two catalogues holding the same
 * words ('删除成功') never lend each other a reason. Words none of them names get `UNNAMED_REASON`. Prefer
 * `refusal()` where the entry is known.
 */
export function refusalAmong(
  msg: string,
  catalogue: Catalogue<string, Entries>,
  ...more: Catalogue<string, Entries>[]
): Refusal {
  return { reason: reasonAmong(msg, catalogue, ...more) ?? UNNAMED_REASON, msg };
}
